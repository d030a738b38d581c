import { describe, expect, test } from "vitest";
import { LeaderJob } from "./leader-job.ts";

/** A job whose runs the test releases one at a time, counting them. */
function gatedJob() {
  let runs = 0;
  const gates: (() => void)[] = [];
  const job = new LeaderJob<number>({
    leadership: { acquire: async () => true, release: async () => undefined },
    log: { error: () => undefined },
    intervalMs: 60_000,
    failure: "failed",
    work: () =>
      new Promise<number>((resolve) => {
        const n = ++runs;
        gates.push(() => resolve(n));
      }),
    follower: () => 0,
  });
  const release = async () => {
    while (gates.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    gates.shift()!();
  };
  return { job, release, runs: () => runs };
}

describe("LeaderJob", () => {
  test("run joins a run under way; runAfter queues one more after it, shared by every caller", async () => {
    const { job, release, runs } = gatedJob();
    const first = job.run();
    expect(job.run()).toBe(first);
    const after = [job.runAfter(), job.runAfter(), job.runAfter()];
    await release();
    expect(await first).toBe(1);
    await release();
    expect(await Promise.all(after)).toEqual([2, 2, 2]);
    expect(runs()).toBe(2);
  });

  test("runAfter with nothing under way is a run of its own", async () => {
    const { job, release, runs } = gatedJob();
    const run = job.runAfter();
    await release();
    expect(await run).toBe(1);
    expect(runs()).toBe(1);
  });
});

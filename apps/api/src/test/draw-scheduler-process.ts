import { createDatabase } from "../db/create-database.ts";
import { DrawScheduler, drawSchedulerLeadership } from "../lotto/draw-scheduler.ts";

/*
 * The draw scheduler as its own process, for the crash test (draw-scheduler-crash.test.ts): on the
 * test's store, at the clock the test gives (DRAW_CLOCK), settling in small batches. It prints
 * "BATCH <draw> <tickets>" after each committed batch and goes straight on to the next, so the
 * test's SIGKILL usually lands inside a batch's open transaction.
 */
const url = process.env.CRASH_DATABASE_URL;
const handle = await createDatabase(url ? { url } : { dataDir: process.env.CRASH_DATA_DIR ?? "memory://" });
const now = new Date(process.env.DRAW_CLOCK ?? Date.now());
const scheduler = new DrawScheduler({
  db: handle.db,
  leadership: drawSchedulerLeadership(handle),
  clock: () => now,
  log: {
    info: () => undefined,
    warn: () => undefined,
    error: (...args: unknown[]) => console.error(...args),
  },
  batchSize: Number(process.env.DRAW_BATCH ?? 25),
  onBatch: async (drawId, batch) => {
    process.stdout.write(`BATCH ${drawId} ${batch.settled}\n`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  },
});
for (;;) {
  await scheduler.tick();
  await new Promise((resolve) => setTimeout(resolve, 10));
}

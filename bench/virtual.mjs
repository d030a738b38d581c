import { mkdtempSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { bundleNode } from "../scripts/esbuild-node.mjs";
import { postgresUrl } from "./ledger.mjs";

/**
 * Virtual sports (issue 20): match days and races simulated per second on one core, by the source of
 * their floats, and how fast match days and race cards are priced (bench/virtual-bench.ts). Aim:
 * ≥ 100,000 match days per second per core for the engine. Then the time to settle a match day of
 * 100,000 open bets at the aggregator (bench/virtual-settlement.ts), on PostgreSQL (a scratch
 * database of BENCH_DATABASE_URL, TEST_DATABASE_URL or the local one, when one answers) and on
 * PGlite; aim ≤ 10 s. Figures only.
 */
export async function benchVirtualFigures(ms = Number(process.env.BENCH_VIRTUAL_MS ?? 2000)) {
  const dir = mkdtempSync(path.join("dist", "bench-"));
  try {
    const outfile = path.resolve(dir, "virtual-bench.mjs");
    const settleFile = path.resolve(dir, "virtual-settlement.mjs");
    await Promise.all([
      bundleNode("bench/virtual-bench.ts", outfile),
      bundleNode("bench/virtual-settlement.ts", settleFile),
    ]);
    const { benchVirtual } = await import(outfile);
    console.log(
      "\nVirtual sports engine, one core (a match day = 8 matches; per CPU second of this process, wall clock beside):",
    );
    console.table(benchVirtual(ms));

    const { benchVirtualSettlement } = await import(settleFile);
    const bets = Number(process.env.BENCH_VIRTUAL_SETTLE_BETS ?? 100_000);
    const capSeconds = Number(process.env.BENCH_VIRTUAL_SETTLE_CAP ?? 60);
    const ackCapSeconds = Number(process.env.BENCH_VIRTUAL_ACK_CAP ?? 30);
    console.log(
      `\nSettling a virtual football match day (issue 20), load average ${loadavg()[0].toFixed(1)} when started:` +
        ` ${bets} open bets on one match day of 8 matches (6 in 10 singles on 1X2 / total 2.5 / both teams to` +
        " score / correct score, 1 in 4 doubles, the rest trebles; stakes 1–50 KES) over 200 sessions; six placed" +
        " through the real placement, the rest written as copies of their rows. The desk closes, draws and plays the" +
        " match day; timed from its step at the match day's end (bet_settlement messages sent and applied) until every" +
        " bet is resulted with its closing win queued, by the settlement job as the aggregator wires it (the feed's" +
        " hook and its timer), the outbox's sender paying the wins meanwhile to the tests' contract-faithful wallet in" +
        ` process. Past ${capSeconds} s (BENCH_VIRTUAL_SETTLE_CAP) the sender is stopped and the job finishes` +
        ` alone; otherwise up to ${ackCapSeconds} s more (BENCH_VIRTUAL_ACK_CAP) for every win to be acknowledged.` +
        " Every payout, win call and wallet balance is checked exactly against the drawn scores: a wrong" +
        " settlement prints no figure.",
    );
    const url = await postgresUrl();
    if (!url) console.log("  No PostgreSQL reachable: set BENCH_DATABASE_URL to measure it.");
    console.table(await benchVirtualSettlement({ postgresUrl: url, bets, capSeconds, ackCapSeconds }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchVirtualFigures();

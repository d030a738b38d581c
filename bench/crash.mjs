import { mkdtempSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { bundleNode } from "../scripts/esbuild-node.mjs";
import { postgresUrl } from "./ledger.mjs";

/**
 * Crash through the seamless wallet (issue 18): bets/s and cash-outs/s with their latencies for a
 * 500-player round, on one API and one aggregator process, then on the scale-out's two of each
 * behind its balancer (bench/crash-bench.ts). Figures only.
 */
export async function benchCrashFigures() {
  const url = await postgresUrl();
  console.log("\nCrash through the seamless wallet (one round, every player bets then cashes out by hand):");
  if (!url) {
    console.log("  skipped, no PostgreSQL answers (BENCH_DATABASE_URL / TEST_DATABASE_URL).");
    return;
  }
  const dir = mkdtempSync(path.join("dist", "bench-"));
  try {
    const outfile = path.resolve(dir, "crash-bench.mjs");
    const entries = {
      platform: path.resolve(dir, "crash-platform-server.mjs"),
      games: path.resolve(dir, "crash-games-server.mjs"),
    };
    await Promise.all([
      bundleNode("bench/crash-bench.ts", outfile),
      bundleNode("bench/crash-platform-server.ts", entries.platform),
      bundleNode("bench/crash-games-server.ts", entries.games),
    ]);
    const { benchCrash } = await import(outfile);
    const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
    console.log(
      "  All processes, PostgreSQL and the driver share this machine's cores" +
        ` (load average ${loadavg()[0].toFixed(1)} when started). bets/s and cash-outs/s: answers ÷ the` +
        " burst's wall time, every request sent at once; a bet is answered once the platform confirmed" +
        " its stake, a cash-out before its win is sent. wins settled: first cash-out sent → last win" +
        " acknowledged by the platform.",
    );
    console.table(
      await benchCrash({
        postgresUrl: url,
        redisUrl,
        entries,
        players: Number(process.env.BENCH_CRASH_PLAYERS ?? 500),
        layouts: (process.env.BENCH_CRASH_LAYOUTS ?? "single,scale-out").split(","),
        basePort: Number(process.env.BENCH_CRASH_PORT ?? 3710),
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCrashFigures();

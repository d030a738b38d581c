import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { bundleNode } from "../scripts/esbuild-node.mjs";
import { postgresUrl } from "./ledger.mjs";

/**
 * End-to-end spins through the seamless wallet (issue 8), on PGlite and on PostgreSQL: spins per
 * second and latency percentiles for 200 and 600 players each spinning every 2.5 s (the pacing
 * the aggregator enforces). Figures only.
 */
export async function benchSpinFigures(durationMs = Number(process.env.BENCH_SPIN_SECONDS ?? 15) * 1000) {
  const dir = mkdtempSync(path.join("dist", "bench-"));
  try {
    const outfile = path.resolve(dir, "spins-bench.mjs");
    await bundleNode("bench/spins-bench.ts", outfile);
    const { benchSpins } = await import(outfile);
    const url = await postgresUrl();
    const players = (process.env.BENCH_SPIN_PLAYERS ?? "200,600").split(",").map(Number);
    console.log("\nSpins through the seamless wallet (aggregator HTTP API → signed bet + win → ledger):");
    console.table(await benchSpins({ postgresUrl: url, players, durationMs }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSpinFigures();

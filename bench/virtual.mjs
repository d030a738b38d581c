import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { bundleNode } from "../scripts/esbuild-node.mjs";

/**
 * Virtual sports (issue 20): match days and races simulated per second on one core, by the source of
 * their floats, and how fast match days and race cards are priced (bench/virtual-bench.ts). Aim:
 * ≥ 100,000 match days per second per core for the engine. Figures only. (Settling a match day of
 * 100,000 bets comes with the aggregator's virtual betting.)
 */
export async function benchVirtualFigures(ms = Number(process.env.BENCH_VIRTUAL_MS ?? 2000)) {
  const dir = mkdtempSync(path.join("dist", "bench-"));
  try {
    const outfile = path.resolve(dir, "virtual-bench.mjs");
    await bundleNode("bench/virtual-bench.ts", outfile);
    const { benchVirtual } = await import(outfile);
    console.log(
      "\nVirtual sports engine, one core (a match day = 8 matches; per CPU second of this process, wall clock beside):",
    );
    console.table(benchVirtual(ms));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchVirtualFigures();

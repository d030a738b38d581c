import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { bundleNode } from "../scripts/esbuild-node.mjs";
import { postgresUrl } from "./ledger.mjs";

/**
 * Draw games (issue 10), on PGlite and on PostgreSQL: cart checkouts of ten lines per second at
 * 1 and 16 at a time, and the time the draw scheduler takes to settle a draw of 100,000 tickets
 * (BENCH_LOTTO_TICKETS), its books checked. Figures only.
 */
export async function benchLottoFigures(
  durationMs = Number(process.env.BENCH_SECONDS ?? 10) * 1000,
  tickets = Number(process.env.BENCH_LOTTO_TICKETS ?? 100_000),
) {
  // Inside the repository, so the bundle's packages resolve from node_modules.
  const dir = mkdtempSync(path.join("dist", "bench-"));
  try {
    const outfile = path.resolve(dir, "lotto-bench.mjs");
    await bundleNode("bench/lotto-bench.ts", outfile);
    const { benchLottoCheckouts, benchLottoSettlement } = await import(outfile);
    const url = await postgresUrl();
    console.log(
      "\nCart checkouts, 10 lines each (Lucky 5, Lucky 3, Lucky Number; every bet type), 200 players, cart and checkout functions without HTTP:",
    );
    console.table(await benchLottoCheckouts({ postgresUrl: url, durationMs }));
    console.log(
      `Settling one Lucky 5 draw of ${tickets.toLocaleString("en")} tickets (2,000 players) by the draw scheduler, ticks back to back:`,
    );
    console.table(await benchLottoSettlement({ postgresUrl: url, tickets }));
    if (!url) console.log("No PostgreSQL reachable: set BENCH_DATABASE_URL to measure it.");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLottoFigures();

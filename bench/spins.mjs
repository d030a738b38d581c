import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { bundleNode } from "../scripts/esbuild-node.mjs";
import { postgresUrl } from "./ledger.mjs";

/**
 * End-to-end spins through the seamless wallet (issues 8 and 17): spins per second, latency
 * percentiles, SQL statements per spin on each side and CPU per process, for 200 and 750 players
 * each spinning every 2.5 s (the pacing the aggregator enforces), in two layouts: "PGlite, one
 * process" and "PostgreSQL, API + aggregator processes" (see bench/spins-bench.ts). Figures only.
 */
export async function benchSpinFigures(durationMs = Number(process.env.BENCH_SPIN_SECONDS ?? 15) * 1000) {
  const dir = mkdtempSync(path.join("dist", "bench-"));
  try {
    const outfile = path.resolve(dir, "spins-bench.mjs");
    const entries = {
      platform: path.resolve(dir, "spins-platform-server.mjs"),
      games: path.resolve(dir, "spins-games-server.mjs"),
    };
    await Promise.all([
      bundleNode("bench/spins-bench.ts", outfile),
      bundleNode("bench/spins-platform-server.ts", entries.platform),
      bundleNode("bench/spins-games-server.ts", entries.games),
    ]);
    const { benchSpins, LAYOUTS } = await import(outfile);
    const url = await postgresUrl();
    const players = (process.env.BENCH_SPIN_PLAYERS ?? "200,750").split(",").map(Number);
    const port = Number(process.env.BENCH_SPIN_PORT ?? 3610);
    console.log("\nSpins through the seamless wallet (aggregator HTTP API → signed bet + win → ledger):");
    console.log(
      `  ${LAYOUTS.pglite}: both apps and the driver in one process, spins by inject, wallet calls in memory.`,
    );
    if (url) {
      console.log(
        `  ${LAYOUTS.postgres}: API and aggregator each in a child process on its own PostgreSQL database;` +
          " this process drives real HTTP (keep-alive) at the aggregator, which calls the API's wallet over HTTP.",
      );
    } else {
      console.log(
        `  ${LAYOUTS.postgres}: skipped, no PostgreSQL answers (BENCH_DATABASE_URL / TEST_DATABASE_URL).`,
      );
    }
    console.log(
      "  SQL/spin: statements (BEGIN/COMMIT included) each side sent during the run ÷ spins asked." +
        " CPU %: of one core per process over the run (PG: the PostgreSQL backends of the two databases," +
        " when the server is on this host); host = busy cores of the whole machine, any process's.",
    );
    console.table(
      await benchSpins({
        postgresUrl: url,
        entries,
        players,
        durationMs,
        ports: { platform: port, games: port + 1 },
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSpinFigures();

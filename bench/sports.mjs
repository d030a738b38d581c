import { mkdtempSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { bundleNode } from "../scripts/esbuild-node.mjs";
import { postgresUrl } from "./ledger.mjs";

/**
 * The sportsbook (issue 19): bet placements/s and latency for singles and 10-leg accumulators
 * through the seamless wallet, live price updates to 1k WebSocket clients with their feed → client
 * latency, and the time to settle 100,000 open bets (bench/sports-bench.ts). Figures only, each
 * with its aim. PGlite in memory unless BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a
 * PostgreSQL that answers. BENCH_SPORTS_PARTS (e.g. `placements`) runs only the parts named.
 */
export async function benchSportsFigures() {
  const dir = mkdtempSync(path.join("dist", "bench-"));
  try {
    const outfile = path.resolve(dir, "sports-bench.mjs");
    const entries = {
      platform: path.resolve(dir, "sports-platform-server.mjs"),
      games: path.resolve(dir, "sports-games-server.mjs"),
      clients: path.resolve(dir, "live-clients.mjs"),
      settlement: path.resolve(dir, "sports-settlement.mjs"),
    };
    await Promise.all([
      bundleNode("bench/sports-bench.ts", outfile),
      bundleNode("bench/sports-platform-server.ts", entries.platform),
      bundleNode("bench/sports-games-server.ts", entries.games),
      bundleNode("bench/live-clients.ts", entries.clients),
      bundleNode("bench/sports-settlement.ts", entries.settlement),
    ]);
    const { benchSports } = await import(outfile);
    const explicit = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    const url = explicit ? await postgresUrl() : undefined;
    const database = url ? "PostgreSQL (a scratch database per process)" : "PGlite in memory";
    const [clients, events, perSecond] = (process.env.BENCH_SPORTS_LIVE ?? "1000,10,5")
      .split(",")
      .map(Number);
    const options = {
      postgresUrl: url,
      entries,
      players: Number(process.env.BENCH_SPORTS_PLAYERS ?? 20),
      placeSeconds: Number(process.env.BENCH_SPORTS_SECONDS ?? 10),
      overloadPlayers: Number(process.env.BENCH_SPORTS_OVERLOAD_PLAYERS ?? 0),
      live: { clients, events, perSecond, seconds: Number(process.env.BENCH_SPORTS_LIVE_SECONDS ?? 10) },
      settlement: {
        bets: Number(process.env.BENCH_SPORTS_SETTLE_BETS ?? 100_000),
        events: 100,
        capSeconds: Number(process.env.BENCH_SPORTS_SETTLE_CAP ?? 45),
      },
      basePort: Number(process.env.BENCH_SPORTS_PORT ?? 3810),
      parts: new Set((process.env.BENCH_SPORTS_PARTS ?? "placements,live,settlement").split(",")),
    };
    const { parts } = options;
    console.log(
      `\nSportsbook (issue 19) on ${database}; load average ${loadavg()[0].toFixed(1)} when started:`,
    );
    console.log(
      `  Placements: API and aggregator each in a child process, this one driving real HTTP (keep-alive) at` +
        ` POST /aggregator/v1/sports/sessions/:id/bets; each stake a signed bet call to the API's wallet over` +
        ` HTTP (a ledger transfer). ${options.players} players each placing one bet after another for` +
        ` ${options.placeSeconds} s (after one warm-up bet each), pre-match fixtures, live delay 0, 1 KES unit stake.` +
        " placements/s: bets placed ÷ the window (the servers' capacity at that concurrency); latency includes" +
        " waiting behind the other players' bets. SQL and CPU per bet: each server process over the window.",
    );
    if (options.overloadPlayers > 0) {
      console.log(
        `  Overload (BENCH_SPORTS_OVERLOAD_PLAYERS): ${options.overloadPlayers} more players placing singles at once,` +
          " beyond what the aggregator admits: the excess should be refused at once (RS_ERROR_BUSY), not every bet.",
      );
    }
    const figures = await benchSports(options);
    if (parts.has("placements")) console.table(figures.placements);
    if (parts.has("live")) {
      console.log(
        `  Live prices: ${clients} WebSocket clients (their own process) on /aggregator/live, spread over ${events}` +
          ` sports:event:{id} channels; the aggregator hands ${perSecond} odds changes/s per event to its feed` +
          ` processor (applied to the book, then published) for ${options.live.seconds} s. Latency: hand-over to` +
          " the processor → frame handled by a client. missed: deliveries expected but not received.",
      );
      console.table([figures.live]);
    }
    if (parts.has("settlement")) {
      console.log(
        `  Settlement: ${options.settlement.bets} open bets (9 in 10 singles, 1 in 10 3-leg accumulators) on` +
          ` ${options.settlement.events} fixtures written into a fresh aggregator database; then each fixture's` +
          " settlement handed to the feed processor and the settlement job run as the aggregator wires it, its" +
          " wins sent by the aggregator's outbox sender to a wallet served in process (the tests' contract-faithful" +
          " fake: a real platform would first need every stake on its ledger). Times from the first settlement" +
          ` handed; stopped after ${options.settlement.capSeconds} s (BENCH_SPORTS_SETTLE_CAP), the rest projected` +
          " at the measured rate.",
      );
      console.table([figures.settlement]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSportsFigures();

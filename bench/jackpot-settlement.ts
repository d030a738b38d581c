import { count, eq, sql } from "drizzle-orm";
import { createGamesDatabase, type GamesDatabaseHandle } from "../apps/games/src/db/create-database.ts";
import { migrateGames } from "../apps/games/src/db/migrate.ts";
import { sportsJackpotPools, sportsJackpotRounds, walletCalls } from "../apps/games/src/db/schema.ts";
import { seedGames } from "../apps/games/src/seed/seed.ts";
import { DEFAULT_JACKPOT } from "../apps/games/src/sports-jackpot/jackpot-config.ts";
import type { JackpotDeps } from "../apps/games/src/sports-jackpot/jackpot-deps.ts";
import { fixPrizes, settleRound } from "../apps/games/src/sports-jackpot/settle-round.ts";
import { insertBulkTickets, insertClosedRound } from "../apps/games/src/sports-jackpot/test/bulk-tickets.ts";
import { testOperators } from "../apps/games/src/test/games-test-app.ts";
import { testEngine } from "../apps/games/src/test/test-game.ts";
import { drop, scratch } from "./scratch-database.ts";

/**
 * Settling a sports jackpot round of `tickets` accepted tickets (issue 20, decision 050), on PGlite
 * and on PostgreSQL (a scratch database): the tickets and their acknowledged bet calls written in
 * bulk beforehand (not timed), every match of the round drawn (no feed needed). Timed: (a) the one
 * transaction fixing results, winning lines per tier per operator and the pools, then (b) the
 * batches of 1,000 paying the tickets with their closing wins queued in the outbox, and (c). The
 * wins are not sent (the wallet's pace is the reconciliation's, measured elsewhere). Books checked.
 */

export interface JackpotSettlementFigure {
  store: string;
  tickets: number;
  setupSeconds: number;
  prizesSeconds: number;
  batchesSeconds: number;
  ticketsPerSecond: number;
  winsQueued: number;
  books: string;
}

async function measure(handle: GamesDatabaseHandle, store: string, tickets: number) {
  const { db } = handle;
  await migrateGames(handle, { migrationsFolder: "apps/games/drizzle" });
  await seedGames(db, { engine: testEngine, operators: testOperators });
  const now = new Date();
  const setup = performance.now();
  const { id: roundId, drawn } = await insertClosedRound(db, now);
  await insertBulkTickets(db, {
    roundId,
    right: drawn,
    count: tickets,
    operators: [
      { id: "alpha", currency: "KES", linePrice: 5_000 },
      { id: "beta", currency: "UGX", linePrice: 2_000 },
    ],
    now,
  });
  const setupSeconds = (performance.now() - setup) / 1000;
  const deps = {
    db,
    // Settlement only queues the wins; nothing here sends them.
    settlement: null as never,
    deliveries: { send() {}, idle: async () => {} } as never,
    clock: () => new Date(),
    settings: DEFAULT_JACKPOT,
    leaseMs: 20_000,
  } satisfies JackpotDeps;
  const started = performance.now();
  await fixPrizes(deps);
  const fixed = performance.now();
  await settleRound(deps);
  const ended = performance.now();
  const [round] = await db.select().from(sportsJackpotRounds).where(eq(sportsJackpotRounds.id, roundId));
  const [wins] = await db.select({ n: count() }).from(walletCalls).where(eq(walletCalls.kind, "win"));
  const [paid] = await db
    .select({ total: sql<string>`coalesce(sum((${walletCalls.request}->>'amount')::bigint), 0)` })
    .from(walletCalls)
    .where(eq(walletCalls.kind, "win"));
  const pools = await db.select().from(sportsJackpotPools).where(eq(sportsJackpotPools.roundId, roundId));
  const prizes = pools.reduce((sum, pool) => sum + pool.prizesPaid!, 0);
  const balanced = pools.every(
    (pool) => pool.poolIn + pool.salesShare! - pool.prizesPaid! - pool.rolloverOut! === 0,
  );
  return {
    store,
    tickets,
    setupSeconds: Number(setupSeconds.toFixed(1)),
    prizesSeconds: Number(((fixed - started) / 1000).toFixed(2)),
    batchesSeconds: Number(((ended - fixed) / 1000).toFixed(2)),
    ticketsPerSecond: Math.round(tickets / ((ended - started) / 1000)),
    winsQueued: wins?.n ?? 0,
    books:
      round?.status === "settled" && balanced && Number(paid?.total) === prizes
        ? `ok (${round.status}, wins = prizes paid = ${prizes})`
        : `MISMATCH (${round?.status}, wins ${paid?.total}, prizes ${prizes}, pools balanced ${balanced})`,
  } satisfies JackpotSettlementFigure;
}

export async function benchJackpotSettlement(options: {
  postgresUrl: string | undefined;
  tickets: number;
}): Promise<JackpotSettlementFigure[]> {
  const figures: JackpotSettlementFigure[] = [];
  const pglite = await createGamesDatabase({ dataDir: "memory://" });
  try {
    figures.push(await measure(pglite, "PGlite", options.tickets));
  } finally {
    await pglite.close();
  }
  if (options.postgresUrl) {
    const name = "bench_jackpot_settlement";
    const handle = await createGamesDatabase({ url: await scratch(options.postgresUrl, name) });
    try {
      figures.push(await measure(handle, "PostgreSQL", options.tickets));
    } finally {
      await handle.close();
      await drop(options.postgresUrl, [name]);
    }
  }
  return figures;
}

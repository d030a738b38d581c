import { type DrawGame, fromMinorUnits } from "@platform/contracts";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "../apps/api/src/db/create-database.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { fundedPlayers, openDraw, seededRand, seedLoadSite } from "../apps/api/src/test/lotto-load.ts";
import { percentile, runCheckouts } from "../apps/api/src/test/lotto-load-checkouts.ts";
import { drawBooks, insertDrawTickets, settleByScheduler } from "../apps/api/src/test/lotto-load-tickets.ts";
import { Ledger } from "../apps/api/src/wallet/ledger.ts";

/**
 * Draw games (issue 10), on the embedded store and on PostgreSQL:
 * - cart checkouts of ten lines (Lucky 5, Lucky 3 and Lucky Number lines of every bet type) through
 *   the cart's and checkout's own functions (what the routes call, without HTTP), by 200 players;
 * - the time the draw scheduler takes to close, draw and settle one Lucky 5 draw of 100,000
 *   tickets (bought by 2,000 players; written in bulk beforehand, not timed), with the books checked.
 * Figures only; run by `npm run bench` after the ledger's.
 */

export interface CheckoutFigure {
  store: string;
  concurrency: number;
  checkouts: number;
  tickets: number;
  seconds: number;
  checkoutsPerSecond: number;
  ticketsPerSecond: number;
  /** Of the `checkout` call alone (the ten adds before it are in the rates, not here). */
  p50Ms: number;
  p99Ms: number;
}

export interface SettlementFigure {
  store: string;
  tickets: number;
  players: number;
  /** Seconds to write the tickets and their stakes (setup, not the figure). */
  setupSeconds: number;
  ticks: number;
  seconds: number;
  ticketsPerSecond: number;
  winners: number;
  stakes: string;
  payouts: string;
  /** stakes − payouts = house:lotto's movement for the draw, and the trial balance sound. */
  books: string;
}

const CHECKOUT_PLAYERS = 200;
const SETTLE_PLAYERS = 2_000;
const FUNDS = 1_000_000_000n;
const DAY = 86_400_000;

async function scratch(serverUrl: string, name: string, drop = false): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  if (!drop) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh store of each kind, migrated; the PostgreSQL one a database of its own, dropped after. */
async function withStore<T>(
  postgresUrl: string | undefined,
  name: string,
  work: (handle: DatabaseHandle, store: string) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  const embedded = await createDatabase({ dataDir: "memory://" });
  try {
    await migrate(embedded, { migrationsFolder: "apps/api/drizzle" });
    results.push(await work(embedded, "PGlite (memory)"));
  } finally {
    await embedded.close();
  }
  if (postgresUrl) {
    const server = await createDatabase({ url: await scratch(postgresUrl, name), poolSize: 20 });
    try {
      await migrate(server, { migrationsFolder: "apps/api/drizzle" });
      results.push(await work(server, "PostgreSQL"));
    } finally {
      await server.close();
      await scratch(postgresUrl, name, true);
    }
  }
  return results;
}

async function checkoutFigures(
  handle: DatabaseHandle,
  store: string,
  concurrencies: number[],
  durationMs: number,
): Promise<CheckoutFigure[]> {
  const db = handle.db;
  const ledger = new Ledger(db);
  const site = await seedLoadSite(db, "bench-cart", ["lucky5", "lucky3", "number"]);
  const players = await fundedPlayers(db, ledger, site.id, CHECKOUT_PLAYERS, FUNDS);
  // Closing a month from now: nothing closes during the run.
  const open = [];
  for (const game of ["lucky5", "lucky3", "number"] as DrawGame[])
    open.push(await openDraw(db, site.id, game, new Date(), 30 * DAY));
  const deps = { db, ledger, clock: () => new Date() };
  const figures: CheckoutFigure[] = [];
  for (const concurrency of concurrencies) {
    const run = await runCheckouts(deps, site, players, open, {
      concurrency,
      durationMs,
      rand: seededRand(concurrency),
    });
    figures.push({
      store,
      concurrency,
      checkouts: run.checkouts,
      tickets: run.tickets,
      seconds: Number(run.seconds.toFixed(1)),
      checkoutsPerSecond: Math.round(run.checkouts / run.seconds),
      ticketsPerSecond: Math.round(run.tickets / run.seconds),
      p50Ms: percentile(run.latencies, 50),
      p99Ms: percentile(run.latencies, 99),
    });
  }
  return figures;
}

async function settlementFigure(
  handle: DatabaseHandle,
  store: string,
  count: number,
): Promise<SettlementFigure> {
  const db = handle.db;
  const ledger = new Ledger(db);
  // A site running Lucky 5 only, so the scheduler's ticks spend their time on this draw.
  const site = await seedLoadSite(db, "bench-settle", ["lucky5"]);
  const players = await fundedPlayers(db, ledger, site.id, SETTLE_PLAYERS, FUNDS);
  const draw = await openDraw(db, site.id, "lucky5", new Date(), 3_600_000);
  const setupBegun = process.hrtime.bigint();
  await insertDrawTickets(db, ledger, site.id, draw, players, count, seededRand(7));
  const setupSeconds = Number(process.hrtime.bigint() - setupBegun) / 1e9;
  const { seconds, ticks } = await settleByScheduler(handle, ledger, draw);
  const books = await drawBooks(db, site.id, draw.id);
  const square =
    books.open === 0 && books.stakes - books.payouts === books.house && books.problems.length === 0;
  return {
    store,
    tickets: books.tickets,
    players: players.length,
    setupSeconds: Number(setupSeconds.toFixed(1)),
    ticks,
    seconds: Number(seconds.toFixed(1)),
    ticketsPerSecond: Math.round(books.tickets / seconds),
    winners: books.won,
    stakes: fromMinorUnits(books.stakes, 2),
    payouts: fromMinorUnits(books.payouts, 2),
    books: square
      ? `ok: house +${fromMinorUnits(books.house, 2)}`
      : `WRONG: house ${fromMinorUnits(books.house, 2)}, ${books.open} open, ${books.problems.join("; ")}`,
  };
}

export async function benchLottoCheckouts(options: {
  postgresUrl?: string;
  durationMs: number;
  concurrencies?: number[];
}): Promise<CheckoutFigure[]> {
  const concurrencies = options.concurrencies ?? [1, 16];
  return (
    await withStore(options.postgresUrl, "bench_lotto_cart", (handle, store) =>
      checkoutFigures(handle, store, concurrencies, options.durationMs),
    )
  ).flat();
}

export async function benchLottoSettlement(options: {
  postgresUrl?: string;
  tickets: number;
}): Promise<SettlementFigure[]> {
  return withStore(options.postgresUrl, "bench_lotto_settle", (handle, store) =>
    settlementFigure(handle, store, options.tickets),
  );
}

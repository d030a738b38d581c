import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { MemoryBus } from "@platform/server/live";
import { fairMatchDay } from "@platform/sports";
import { asc, eq } from "drizzle-orm";
import { createGamesDatabase, type GamesDatabaseHandle } from "../apps/games/src/db/create-database.ts";
import { migrateGames } from "../apps/games/src/db/migrate.ts";
import { virtualMatchDays } from "../apps/games/src/db/schema.ts";
import { Operators } from "../apps/games/src/operators/operators.ts";
import { Settlement } from "../apps/games/src/play/settlement.ts";
import { seedGames } from "../apps/games/src/seed/seed.ts";
import { DEFAULT_BETTING_RULES } from "../apps/games/src/sports/betting/betting-config.ts";
import { marketKeyOf } from "../apps/games/src/sports/betting/book-state.ts";
import { type Authorized, placeSlip } from "../apps/games/src/sports/betting/place-bet.ts";
import { SportsBetting } from "../apps/games/src/sports/betting/sports-betting.ts";
import { listSportsbook, openSportsSession } from "../apps/games/src/sports/betting/sports-sessions.ts";
import { SportsLedger } from "../apps/games/src/sports/betting/sports-wallet.ts";
import { SportsFeed } from "../apps/games/src/sports/sports-feed.ts";
import { type FakePlayer, FakeWallet } from "../apps/games/src/test/fake-wallet.ts";
import { TEST_WALLET_KEY, TEST_WALLET_URL, testOperators } from "../apps/games/src/test/games-test-app.ts";
import { testEngine } from "../apps/games/src/test/test-game.ts";
import { fixtureIdsOf, type MatchDayRow } from "../apps/games/src/virtual/virtual-schedule.ts";
import { WalletClient } from "../apps/games/src/wallet/wallet-client.ts";
import { drop, scratch } from "./scratch-database.ts";
import { type SettlementProgress, watchSettlement } from "./settlement-progress.ts";
import { expectedPayout, offersOf, type PlannedBet, planBets } from "./virtual-bets.ts";
import { type PlacedRows, placedRows, writeOpenBets } from "./virtual-open-bets.ts";
import { checkSettlement } from "./virtual-settlement-check.ts";

/**
 * Settling a virtual football match day (issue 20's bench line; docs/decisions/048). The aggregator
 * as its tests wire it (apps/games/src/virtual/test/virtual-test-kit.ts): the sportsbook's feed with
 * the virtual desk as a second producer, driven by a clock this bench moves, the betting service
 * with its settlement job following the feed and on its timer, and the outbox's sender paying the
 * wins to the tests' contract-faithful wallet in process. A match day is created through the desk;
 * six bets go through the real placement (a single on each of its four markets, a double and a
 * treble), the rest are written in bulk as copies of those rows; the desk closes the match day (the
 * entropy covers every bet), draws it and plays it. Timed: from the desk's step at the match day's
 * end (its bet_settlement messages sent and applied) until every bet is resulted with its closing
 * win queued; then, within a cap, until every win is acknowledged. Past `capSeconds` the sender is
 * stopped and the job finishes alone, so the check below still covers every bet. Every bet's
 * payout, its win call and the wallet are then checked against what the drawn scores imply
 * (bench/virtual-bets.ts), the draw itself against the match day's seed and entropy.
 */

export interface VirtualSettlementOptions {
  bets: number;
  /** Sessions the bets are spread over. */
  players?: number;
  /**
   * How long the bets may take to be resulted with the sender running; past it the sender is
   * stopped (its wins stay in the outbox) and the job finishes alone, so the check still runs.
   */
  capSeconds?: number;
  /** How long to wait for the wins' acknowledgements once every bet is resulted. */
  ackCapSeconds?: number;
}

export interface VirtualSettlementRun {
  bets: number;
  singles: number;
  doubles: number;
  trebles: number;
  setupSeconds: number;
  /** When every bet was resulted (after the cap: with the sender stopped there). */
  resultedSeconds: number;
  /** Bets resulted when the cap was reached, or null if all were before it. */
  resultedAtCap: number | null;
  acknowledged: number;
  acknowledgedSeconds: number | null;
  winners: number;
  payouts: number;
}

const OPERATOR = "alpha";
const PLAYER_FUNDS = 1_000_000_000;

async function placeThrough(
  betting: SportsBetting,
  player: Authorized,
  planned: PlannedBet,
  requestId: string,
): Promise<string> {
  const result = await placeSlip(betting.deps, player, {
    request_id: requestId,
    selections: planned.legs.map((offer) => ({
      event_id: offer.eventId,
      market_key: marketKeyOf(offer),
      outcome_id: offer.outcomeId,
      price_milli: offer.priceMilli,
    })),
    bet_type: planned.legs.length === 1 ? "single" : "accumulator",
    unit_stake: planned.unitStake,
    price_change: "any",
  });
  const bet = result.bets[0];
  if (!bet) throw new Error(`placement refused: ${JSON.stringify(result.refused)}`);
  return bet.id;
}

/** On a migrated aggregator database: the whole run, checked; throws on any wrong settlement. */
export async function settleVirtualMatchDay(
  handle: GamesDatabaseHandle,
  options: VirtualSettlementOptions,
): Promise<VirtualSettlementRun> {
  const setupStarted = performance.now();
  const { db } = handle;
  await seedGames(db, { engine: testEngine, operators: testOperators });
  await listSportsbook(db);
  let now = Date.now();
  const clock = () => new Date(now);
  const errors: string[] = [];
  const log = {
    info() {},
    warn() {},
    error: (obj: object, msg: string) =>
      errors.push(`${msg} ${String((obj as { err?: unknown }).err ?? "")}`),
  };
  const wallet = new FakeWallet(TEST_WALLET_KEY, clock);
  const client = new WalletClient({ walletKey: TEST_WALLET_KEY, transport: wallet.transport, clock });
  const operators = new Operators(db, () => TEST_WALLET_URL);
  const ledger = new SportsLedger();
  const settlement = new Settlement({
    db,
    wallet: client,
    operators,
    clock,
    log,
    products: { sports: ledger },
  });
  const betting = new SportsBetting({
    db,
    settlement,
    clock,
    log,
    leadership: { acquire: async () => true, release: async () => undefined },
    ledger,
  });
  // Ten-minute match days, two open: the one bet on closes 10–20 minutes from now in real time
  // too (placement's hard close reads the database's clock). The clock then jumps.
  const feed = new SportsFeed({
    db,
    clock,
    log,
    options: {
      feed: "simulated",
      bus: new MemoryBus(),
      start: false,
      desk: { liveNow: 0, upcoming: 0 },
      virtual: { cadenceMs: 600_000, playMs: 75_000, ahead: 2 },
    },
  });
  await feed.start();
  const unfollow = betting.followFeed(feed.processor);
  const desk = feed.virtual!;
  const step = async () => {
    await desk.step();
    await feed.processor.idle();
  };
  const dayOf = async (id: string) =>
    (await db.select().from(virtualMatchDays).where(eq(virtualMatchDays.id, id)))[0]!;

  // Set when the timed part starts: stopping it lets the sender drain at once.
  let progress: SettlementProgress | null = null;
  let drawn: MatchDayRow;
  let resultedAtCap: number | null = null;
  let setupSeconds: number;
  const ids: string[] = [];
  let planned: PlannedBet[];
  const players: { authorized: Authorized; wallet: FakePlayer }[] = [];
  try {
    await step();
    const day: MatchDayRow = (
      await db.select().from(virtualMatchDays).orderBy(asc(virtualMatchDays.sequence))
    )[1]!;
    const fixtureIds = fixtureIdsOf(day);
    planned = planBets(await offersOf(db, fixtureIds), options.bets);

    for (let i = 0; i < Math.min(options.players ?? 200, options.bets); i++) {
      const token = randomUUID();
      const player = wallet.addPlayer(token, {
        userId: `bench-${i}`,
        currency: "KES",
        balance: PLAYER_FUNDS,
      });
      const { session } = await openSportsSession(
        { db, operators, wallet: client, clock },
        { operator: OPERATOR, token },
      );
      players.push({ authorized: { session, token }, wallet: player });
    }
    // The first six through the real placement; each kind's rows are the bulk's templates.
    const templates = new Map<number, PlacedRows>();
    for (const [i, bet] of planned.slice(0, 6).entries()) {
      const id = await placeThrough(betting, players[i % players.length]!.authorized, bet, `placed-${i}`);
      ids.push(id);
      templates.set(bet.legs.length, await placedRows(db, id));
    }
    ids.push(...(await writeOpenBets(db, wallet, { bets: planned.slice(6), players, templates })));

    // The close: the stop, the bets final, the entropy over every bet, the draw.
    now = day.closesAt.getTime();
    drawn = day;
    for (let tries = 0; drawn.status !== "playing"; tries++) {
      if (tries === 50) throw new Error(`match day ${day.id} still ${drawn.status} after its close`);
      await step();
      drawn = await dayOf(day.id);
      if (drawn.status !== "playing") await new Promise((resolve) => setTimeout(resolve, 10));
    }
    if (drawn.betIds?.length !== options.bets)
      throw new Error(`the close took ${drawn.betIds?.length} bets, not ${options.bets}`);
    setupSeconds = (performance.now() - setupStarted) / 1000;

    progress = watchSettlement(betting, settlement, options.bets);
    betting.start();
    now = day.endsAt.getTime();
    progress.start();
    await step();
    while (progress.resultedSeconds === null) {
      if (errors.length > 0) throw new Error(`settlement failed: ${errors[0]}`);
      if (resultedAtCap === null && progress.seconds() >= (options.capSeconds ?? Number.POSITIVE_INFINITY)) {
        resultedAtCap = progress.resulted;
        progress.stopSending();
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ackUntil = progress.resultedSeconds + (options.ackCapSeconds ?? 30);
    while (resultedAtCap === null && progress.acknowledgedSeconds === null && progress.seconds() < ackUntil)
      await new Promise((resolve) => setTimeout(resolve, 50));
    progress.stopSending();
    if (errors.length > 0) throw new Error(`settlement failed: ${errors[0]}`);
  } finally {
    progress?.stopSending();
    unfollow();
    await betting.stop();
    await feed.stop();
  }
  const { resultedSeconds, acknowledged, acknowledgedSeconds } = progress;
  // The draw the bets are checked against is the fair one of the match day's seed and entropy.
  const fair = fairMatchDay(drawn.serverSeed, drawn.entropy!, drawn.fixtures);
  if (!isDeepStrictEqual(fair, drawn.outcomes)) throw new Error("the stored draw is not the fair one");
  const scores = drawn.outcomes!.map((outcome) => outcome.score);
  const expected = planned.map((bet) => expectedPayout(bet, scores, DEFAULT_BETTING_RULES.maxPayout));
  const checked = await checkSettlement(db, wallet, {
    ids,
    expected,
    players: players.map((player) => player.wallet),
    funds: PLAYER_FUNDS,
    stakes: planned.map((bet) => bet.unitStake),
  });
  const legs = (n: number) => planned.filter((bet) => bet.legs.length === n).length;
  return {
    bets: options.bets,
    singles: legs(1),
    doubles: legs(2),
    trebles: legs(3),
    setupSeconds,
    resultedSeconds: resultedSeconds!,
    resultedAtCap,
    acknowledged,
    acknowledgedSeconds,
    winners: checked.winners,
    payouts: checked.payouts,
  };
}

export interface VirtualSettlementFigure {
  store: string;
  bets: number;
  "singles/doubles/trebles": string;
  "set-up s": string;
  "all resulted s": string;
  "bets/s": number;
  "wins acknowledged s": string;
  winners: number;
  "payouts KES": string;
  payouts: string;
  aim: string;
  met: string;
}

/** A fresh store, migrated: PGlite in memory, or a scratch database on this PostgreSQL. */
async function withStore<T>(
  postgresUrl: string | undefined,
  run: (handle: GamesDatabaseHandle) => Promise<T>,
) {
  const name = "bench_virtual_settlement";
  const url = postgresUrl ? await scratch(postgresUrl, name) : undefined;
  const handle = url
    ? await createGamesDatabase({ url, poolSize: 10 })
    : await createGamesDatabase({ dataDir: "memory://" });
  try {
    await migrateGames(handle, { migrationsFolder: "apps/games/drizzle" });
    return await run(handle);
  } finally {
    await handle.close();
    if (postgresUrl) await drop(postgresUrl, [name]);
  }
}

export const VIRTUAL_SETTLE_AIM_SECONDS = 10;

/** Both stores, one after the other: PostgreSQL (when one answers) in its own database, then PGlite. */
export async function benchVirtualSettlement(options: {
  postgresUrl?: string;
  bets: number;
  capSeconds: number;
  ackCapSeconds: number;
}): Promise<VirtualSettlementFigure[]> {
  const stores: [string, string | undefined][] = [
    ...(options.postgresUrl ? [["PostgreSQL", options.postgresUrl] as [string, string]] : []),
    ["PGlite in memory", undefined],
  ];
  const figures: VirtualSettlementFigure[] = [];
  for (const [store, url] of stores) {
    console.log(`  ${store}: setting up ${options.bets} bets, then settling…`);
    const run = await withStore(url, (handle) =>
      settleVirtualMatchDay(handle, {
        bets: options.bets,
        capSeconds: options.capSeconds,
        ackCapSeconds: options.ackCapSeconds,
      }),
    );
    const ack = run.acknowledgedSeconds;
    figures.push({
      store,
      bets: run.bets,
      "singles/doubles/trebles": `${run.singles}/${run.doubles}/${run.trebles}`,
      "set-up s": run.setupSeconds.toFixed(1),
      "all resulted s":
        run.resultedAtCap === null
          ? run.resultedSeconds.toFixed(2)
          : `> ${options.capSeconds} (${run.resultedAtCap} done; all at ${run.resultedSeconds.toFixed(1)}, sender stopped)`,
      "bets/s": Math.round(
        run.resultedAtCap === null ? run.bets / run.resultedSeconds : run.resultedAtCap / options.capSeconds,
      ),
      "wins acknowledged s":
        ack !== null
          ? ack.toFixed(1)
          : run.resultedAtCap !== null
            ? `stopped (${run.acknowledged} done)`
            : `> ${(run.resultedSeconds + options.ackCapSeconds).toFixed(0)} (${run.acknowledged} done)`,
      winners: run.winners,
      "payouts KES": (run.payouts / 100).toFixed(2),
      payouts: "exact, bet by bet",
      aim: `≤ ${VIRTUAL_SETTLE_AIM_SECONDS} s`,
      met: run.resultedAtCap === null && run.resultedSeconds <= VIRTUAL_SETTLE_AIM_SECONDS ? "yes" : "no",
    });
  }
  return figures;
}

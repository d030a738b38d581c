import { randomBytes, randomUUID } from "node:crypto";
import { count, ne, sql } from "drizzle-orm";
import { createGamesDatabase, type GamesDatabaseHandle } from "../apps/games/src/db/create-database.ts";
import { migrateGames } from "../apps/games/src/db/migrate.ts";
import { sportsBets } from "../apps/games/src/db/schema.ts";
import { slotEngine } from "../apps/games/src/engine.ts";
import { Operators } from "../apps/games/src/operators/operators.ts";
import { Settlement } from "../apps/games/src/play/settlement.ts";
import { seedGames } from "../apps/games/src/seed/seed.ts";
import { SportsBetting } from "../apps/games/src/sports/betting/sports-betting.ts";
import { listSportsbook } from "../apps/games/src/sports/betting/sports-sessions.ts";
import {
  SPORTS_GAME_NAME,
  SPORTS_GAME_SLUG,
  SportsLedger,
} from "../apps/games/src/sports/betting/sports-wallet.ts";
import { SportsFeed } from "../apps/games/src/sports/sports-feed.ts";
import { FakeWallet } from "../apps/games/src/test/fake-wallet.ts";
import { WalletClient } from "../apps/games/src/wallet/wallet-client.ts";
import { watchSettlement } from "./settlement-progress.ts";
import { BenchFeed, fixturePrices } from "./sports-messages.ts";
import type { SettlementReply } from "./sports-protocol.ts";

/**
 * Settling the book (issue 19's bench line): `bets` open bets (nine in ten singles, one in ten
 * 3-leg accumulators) on `events` pre-match fixtures, written straight into the aggregator's
 * database as placement leaves them (open, bet call acknowledged). Then every fixture's 1X2
 * settlement is handed to the real feed processor, and the real settlement job (followFeed + its
 * timer, as the aggregator wires it) results every bet and queues its closing win in the outbox;
 * the wins go through the aggregator's own sender to a wallet served in this process (the tests'
 * contract-faithful fake: signatures checked, each transaction once), since a real platform would
 * first need the 100,000 stakes on its ledger. Its own process on its own database (GAMES_DATABASE_URL,
 * else PGlite in memory): it reports, from the first settlement handed over, how many bets are
 * resulted (the job) and settled (their win acknowledged: the wallet drained), and the driver
 * (bench/sports-bench.ts) stops it at its time cap. Set-up is not measured.
 */

const OPERATOR = "base2";
const silent = { info() {}, warn() {}, error: (obj: object, msg: string) => console.error(msg, obj) };

/**
 * The open bets, as placement leaves them: the bet, its legs (bet i: event i, outcome i mod 3, and
 * for an accumulator the next two events and outcomes) and its acknowledged bet call, written in
 * three statements, since row by row 100,000 bets would take minutes of set-up on PGlite.
 */
async function writeOpenBets(
  handle: GamesDatabaseHandle,
  wallet: FakeWallet,
  options: { bets: number; events: number; operatorId: string; token: string },
): Promise<void> {
  const { db } = handle;
  const now = new Date().toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into sports_bets (id, operator_id, player_id, session_id, request_id, currency, bet_type,
        sizes, bankers, placed_unit_stake, unit_stake, total_stake, price_change, state, version,
        placed_at, accepted_at)
      select gen_random_uuid(), ${options.operatorId}, 'bench-player-' || (i % 1000),
        'bench-session-' || (i % 1000), 'bench-' || i, 'KES',
        case when i % 10 = 9 then 'accumulator' else 'single' end,
        case when i % 10 = 9 then '[3]'::jsonb else '[1]'::jsonb end, '[]'::jsonb,
        100, 100, 100, 'any', 'open', 1, ${now}::timestamptz, ${now}::timestamptz
      from generate_series(0, ${options.bets - 1}) as i`);
    // The prices of sports-messages.ts fixturePrices, per event and outcome.
    await tx.execute(sql`
      insert into sports_bet_legs (bet_id, leg, event_id, market_id, specifiers, outcome_id,
        asked_price_milli, accepted_price_milli, live)
      select id, leg, 'sim:match:settle' || event, 1, '', (outcome + 1)::text, price, price, false
      from (
        select b.id, l.leg, (b.i + l.leg) % ${options.events} as event, (b.i + l.leg) % 3 as outcome,
          case (b.i + l.leg) % 3
            when 0 then 1500 + ((b.i + l.leg) % ${options.events}) * 37 % 900
            when 1 then 3300
            else 2200 + ((b.i + l.leg) % ${options.events}) * 53 % 2000
          end as price
        from (select id, bet_type, substring(request_id from 7)::int as i from sports_bets) b
        cross join generate_series(0, 2) as l(leg)
        where l.leg = 0 or b.bet_type = 'accumulator'
      ) legs`);
    await tx.execute(sql`
      insert into wallet_calls (transaction_id, round_id, product, operator_id, kind, request, status,
        next_attempt_at, created_at, updated_at)
      select id::text || '-bet', id, 'sports', operator_id, 'bet',
        jsonb_build_object('token', ${options.token}::text, 'transaction_id', id::text || '-bet',
          'round_id', id::text, 'game', ${SPORTS_GAME_SLUG}::text, 'game_name', ${SPORTS_GAME_NAME}::text,
          'amount', total_stake, 'currency', currency),
        'acknowledged', ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
      from sports_bets`);
  });
  // The wallet took these stakes already (a win is refused otherwise).
  for (const { id } of await db.select({ id: sportsBets.id }).from(sportsBets)) {
    wallet.applied.set(`${id}-bet`, { kind: "bet", body: "", answer: {} });
  }
}

const reply = (message: SettlementReply) => process.send?.(message);

/**
 * Sets the book up, hands the settlements over, then reports progress (every 250 ms and every 100
 * bets) until every win is acknowledged; the driver stops it (SIGKILL) at its time cap, since a settlement pass under way
 * cannot be interrupted.
 */
async function run(options: { url?: string; bets: number; events: number }): Promise<void> {
  const setupStarted = performance.now();
  const handle = options.url
    ? await createGamesDatabase({ url: options.url, poolSize: 10 })
    : await createGamesDatabase({ dataDir: "memory://" });
  const { db } = handle;
  await migrateGames(handle, { migrationsFolder: "apps/games/drizzle" });
  await seedGames(db, { engine: slotEngine });
  await listSportsbook(db);
  const walletKey = randomBytes(32).toString("hex");
  const wallet = new FakeWallet(walletKey);
  const token = randomUUID();
  wallet.addPlayer(token, { userId: "bench-player", currency: "KES", balance: 0 });
  const client = new WalletClient({ walletKey, transport: wallet.transport, clock: () => new Date() });
  const operators = new Operators(db, () => "http://platform.internal/api/wallet");
  const operator = await operators.require(OPERATOR);
  const clock = () => new Date();
  const settlement = new Settlement({
    db,
    wallet: client,
    operators,
    clock,
    log: silent,
    products: { sports: new SportsLedger() },
  });
  const feed = new SportsFeed({ db, clock, log: silent, options: { feed: "simulated", start: false } });
  await feed.start();
  const betting = new SportsBetting({
    db,
    settlement,
    clock,
    log: silent,
    leadership: { acquire: async () => true, release: async () => undefined },
  });

  const messages = new BenchFeed();
  const events = Array.from({ length: options.events }, (_, index) => `sim:match:settle${index}`);
  for (const [index, event] of events.entries()) {
    await feed.processor.handle(messages.fixture(event, index));
    await feed.processor.handle(messages.odds({ event, prices: fixturePrices(index) }));
  }
  await writeOpenBets(handle, wallet, {
    bets: options.bets,
    events: options.events,
    operatorId: operator.id,
    token,
  });
  reply({ type: "ready", setupSeconds: (performance.now() - setupStarted) / 1000 });

  // Counted as they happen (bench/settlement-progress.ts), reported every 250 ms and every 100.
  const watched = watchSettlement(betting, settlement, options.bets, () => progress());
  const progress = () =>
    reply({
      type: "progress",
      seconds: watched.seconds(),
      resulted: watched.resulted,
      acknowledged: watched.acknowledged,
      resultedSeconds: watched.resultedSeconds,
      acknowledgedSeconds: watched.acknowledgedSeconds,
    });

  // As the aggregator wires it: a step at each settlement the feed journals, and the timer.
  betting.followFeed(feed.processor);
  betting.start();
  watched.start();
  const timer = setInterval(progress, 250);
  for (const event of events) await feed.processor.handle(messages.settlement(event, "1"));
  while (watched.acknowledgedSeconds === null) await new Promise((resolve) => setTimeout(resolve, 50));
  clearInterval(timer);
  progress();
  const [open] = await db.select({ n: count() }).from(sportsBets).where(ne(sportsBets.state, "settled"));
  if (open?.n !== 0) throw new Error(`${open?.n} bets not settled though every win was acknowledged`);
  await betting.stop();
  await feed.stop();
  await handle.close();
  process.disconnect?.();
}

run({
  url: process.env.GAMES_DATABASE_URL,
  bets: Number(process.env.SETTLE_BETS ?? 100_000),
  events: Number(process.env.SETTLE_EVENTS ?? 100),
}).catch((error: unknown) => {
  reply({ type: "failed", message: String((error as Error).stack ?? error) });
  process.exit(1);
});

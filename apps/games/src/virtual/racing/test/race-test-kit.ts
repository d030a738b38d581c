import { randomUUID } from "node:crypto";
import { MemoryBus } from "@platform/server/live";
import { asc, eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { virtualRaces, walletCalls } from "../../../db/schema.ts";
import { registerErrorHandler } from "../../../http/error-handler.ts";
import { GAMES_PREFIX } from "../../../http/responses.ts";
import { Operators } from "../../../operators/operators.ts";
import { Settlement } from "../../../play/settlement.ts";
import { seedGames } from "../../../seed/seed.ts";
import type { Authorized } from "../../../sports/betting/place-bet.ts";
import { SportsBetting } from "../../../sports/betting/sports-betting.ts";
import { listSportsbook, openSportsSession } from "../../../sports/betting/sports-sessions.ts";
import { SportsLedger } from "../../../sports/betting/sports-wallet.ts";
import { sportsCatalogueRoutes } from "../../../sports/catalogue/catalogue-routes.ts";
import { SportsFeed } from "../../../sports/sports-feed.ts";
import { FakeWallet } from "../../../test/fake-wallet.ts";
import { TEST_WALLET_KEY, TEST_WALLET_URL, TestClock, testOperators } from "../../../test/games-test-app.ts";
import { createTestGamesDatabase, type TestGamesDatabase } from "../../../test/test-db.ts";
import { testEngine } from "../../../test/test-game.ts";
import { WalletClient } from "../../../wallet/wallet-client.ts";
import type { RaceOptions } from "../race-config.ts";
import type { RaceDesk } from "../race-desk.ts";
import { raceRoutes } from "../race-routes.ts";
import type { RaceRow } from "../race-schedule.ts";

/*
 * Virtual greyhounds on a real database (virtual football's kit, for races): the sportsbook's feed
 * (its simulated desk never stepped) with the race desk as another producer, the betting service
 * and the fake wallet. The clock starts at the real time (placement's hard close reads the
 * database's clock) and only moves on.
 */

export interface RaceTestKit {
  testDb: TestGamesDatabase;
  clock: TestClock;
  feed: SportsFeed;
  desk: RaceDesk;
  wallet: FakeWallet;
  betting: SportsBetting;
  problems: { msg: string; obj: object }[];
  /** One desk step, the feed applied, the settlement job run and its wallet calls sent. */
  step(): Promise<void>;
  /** Moves the clock to `at` (never back) and steps. */
  stepAt(at: Date): Promise<void>;
  races(): Promise<RaceRow[]>;
  race(id: string): Promise<RaceRow>;
  player(balance?: number): Promise<Authorized & { balance(): number }>;
  app(): Promise<FastifyInstance>;
  calls(): Promise<(typeof walletCalls.$inferSelect)[]>;
  /** A second feed (desk, processor) on the same database, as after a restart. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function createRaceTestKit(racing: Partial<RaceOptions>): Promise<RaceTestKit> {
  const testDb = await createTestGamesDatabase();
  const db = testDb.db;
  await seedGames(db, { engine: testEngine, operators: testOperators });
  await listSportsbook(db);
  const clock = new TestClock(new Date());
  const problems: { msg: string; obj: object }[] = [];
  const log = {
    info() {},
    warn: (obj: object, msg: string) => problems.push({ obj, msg }),
    error: (obj: object, msg: string) => problems.push({ obj, msg }),
  };
  const wallet = new FakeWallet(TEST_WALLET_KEY, clock.now);
  const client = new WalletClient({
    walletKey: TEST_WALLET_KEY,
    transport: wallet.transport,
    clock: clock.now,
  });
  const operators = new Operators(db, () => TEST_WALLET_URL);
  const ledger = new SportsLedger();
  const settlement = new Settlement({
    db,
    wallet: client,
    operators,
    clock: clock.now,
    log,
    retryDelaysMs: [0, 0],
    products: { sports: ledger },
  });
  const betting = new SportsBetting({
    db,
    settlement,
    clock: clock.now,
    log,
    leadership: { acquire: async () => true, release: async () => undefined },
    ledger,
  });
  const makeFeed = async () => {
    const feed = new SportsFeed({
      db,
      clock: clock.now,
      log,
      options: {
        feed: "simulated",
        bus: new MemoryBus(),
        start: false,
        desk: { liveNow: 0, upcoming: 0 },
        racing,
      },
    });
    await feed.start();
    return feed;
  };
  let feed = await makeFeed();
  let unfollow = betting.followFeed(feed.processor);

  const kit: RaceTestKit = {
    testDb,
    clock,
    get feed() {
      return feed;
    },
    get desk() {
      return feed.racing!;
    },
    wallet,
    betting,
    problems,
    async step() {
      await feed.racing!.step();
      await feed.processor.idle();
      await betting.step();
      await betting.idle();
    },
    async stepAt(at) {
      if (at > clock.current) clock.current = new Date(at);
      await kit.step();
    },
    races: () => db.select().from(virtualRaces).orderBy(asc(virtualRaces.sequence)),
    async race(id) {
      const [row] = await db.select().from(virtualRaces).where(eq(virtualRaces.id, id));
      return row!;
    },
    async player(balance = 1_000_000) {
      const token = randomUUID();
      const player = wallet.addPlayer(token, { userId: `u-${token.slice(0, 8)}`, currency: "KES", balance });
      const { session } = await openSportsSession(
        { db, operators, wallet: client, clock: clock.now },
        { operator: "alpha", token },
      );
      return { session, token, balance: () => player.balance };
    },
    async app() {
      const app = Fastify();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      registerErrorHandler(app);
      await app.register(
        async (games) => {
          await games.register(sportsCatalogueRoutes, { db, operators, clock: clock.now });
          await games.register(raceRoutes, { db, operators, clock: clock.now, racing: feed.racing!.options });
        },
        { prefix: GAMES_PREFIX },
      );
      await app.ready();
      return app;
    },
    calls: () => db.select().from(walletCalls).where(eq(walletCalls.product, "sports")),
    async restart() {
      unfollow();
      await feed.stop();
      feed = await makeFeed();
      unfollow = betting.followFeed(feed.processor);
    },
    async close() {
      unfollow();
      await betting.stop();
      await feed.stop();
      await testDb.close();
    },
  };
  return kit;
}

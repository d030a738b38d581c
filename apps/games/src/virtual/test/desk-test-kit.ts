import { randomUUID } from "node:crypto";
import { MemoryBus } from "@platform/server/live";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { walletCalls } from "../../db/schema.ts";
import { registerErrorHandler } from "../../http/error-handler.ts";
import { GAMES_PREFIX } from "../../http/responses.ts";
import { Operators } from "../../operators/operators.ts";
import { Settlement } from "../../play/settlement.ts";
import { seedGames } from "../../seed/seed.ts";
import type { Authorized } from "../../sports/betting/place-bet.ts";
import { SportsBetting } from "../../sports/betting/sports-betting.ts";
import { listSportsbook, openSportsSession } from "../../sports/betting/sports-sessions.ts";
import { SportsLedger } from "../../sports/betting/sports-wallet.ts";
import { sportsCatalogueRoutes } from "../../sports/catalogue/catalogue-routes.ts";
import type { SportsOptions } from "../../sports/sports-config.ts";
import { SportsFeed } from "../../sports/sports-feed.ts";
import { FakeWallet } from "../../test/fake-wallet.ts";
import { TEST_WALLET_KEY, TEST_WALLET_URL, TestClock, testOperators } from "../../test/games-test-app.ts";
import { createTestGamesDatabase, type TestGamesDatabase } from "../../test/test-db.ts";
import { testEngine } from "../../test/test-game.ts";
import { WalletClient } from "../../wallet/wallet-client.ts";

/*
 * A virtual game on a real database: the sportsbook's feed (its simulated desk never stepped) with
 * the game's desk as another producer, the betting service and the fake wallet. The clock starts at
 * the real time (placement's hard close reads the database's clock) and only moves on. Each game's
 * kit says which desk it turns on and which routes it serves.
 */

export interface DeskTestKit<Desk> {
  testDb: TestGamesDatabase;
  clock: TestClock;
  feed: SportsFeed;
  desk: Desk;
  wallet: FakeWallet;
  betting: SportsBetting;
  problems: { msg: string; obj: object }[];
  /** One desk step, the feed applied, the settlement job run and its wallet calls sent. */
  step(): Promise<void>;
  /** Moves the clock to `at` (never back) and steps. */
  stepAt(at: Date): Promise<void>;
  player(balance?: number): Promise<Authorized & { balance(): number }>;
  /** An app of the game's and the catalogue's routes (under the aggregator's prefix), for inject. */
  app(): Promise<FastifyInstance>;
  calls(): Promise<(typeof walletCalls.$inferSelect)[]>;
  /** A second feed (desk, processor) on the same database, as after a restart. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface DeskGame<Desk> {
  /** The feed's options that turn the game's desk on. */
  feedOptions: Pick<SportsOptions, "virtual" | "racing">;
  desk(feed: SportsFeed): Desk;
  routes(
    games: FastifyInstance,
    deps: { db: TestGamesDatabase["db"]; operators: Operators; clock: TestClock["now"]; desk: Desk },
  ): Promise<void>;
}

export async function createDeskTestKit<Desk extends { step(): Promise<void> }>(
  game: DeskGame<Desk>,
): Promise<DeskTestKit<Desk>> {
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
        ...game.feedOptions,
      },
    });
    await feed.start();
    return feed;
  };
  let feed = await makeFeed();
  let unfollow = betting.followFeed(feed.processor);

  const kit: DeskTestKit<Desk> = {
    testDb,
    clock,
    get feed() {
      return feed;
    },
    get desk() {
      return game.desk(feed);
    },
    wallet,
    betting,
    problems,
    async step() {
      await game.desk(feed).step();
      await feed.processor.idle();
      await betting.step();
      await betting.idle();
    },
    async stepAt(at) {
      if (at > clock.current) clock.current = new Date(at);
      await kit.step();
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
          await game.routes(games, { db, operators, clock: clock.now, desk: game.desk(feed) });
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

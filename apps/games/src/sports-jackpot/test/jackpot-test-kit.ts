import { randomUUID } from "node:crypto";
import type { FeedEventMessage } from "@platform/contracts";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { Catalogue } from "../../catalogue/catalogue.ts";
import { walletCalls } from "../../db/schema.ts";
import { registerErrorHandler } from "../../http/error-handler.ts";
import { GAMES_PREFIX } from "../../http/responses.ts";
import { Operators } from "../../operators/operators.ts";
import { Sessions } from "../../play/sessions.ts";
import { Settlement } from "../../play/settlement.ts";
import { seedGames } from "../../seed/seed.ts";
import type { Authorized } from "../../sports/betting/place-bet.ts";
import { listSportsbook, openSportsSession } from "../../sports/betting/sports-sessions.ts";
import { SportsLedger } from "../../sports/betting/sports-wallet.ts";
import { createFeedTestKit, eventMessage, type FeedTestKit } from "../../sports/feed/test/feed-test-kit.ts";
import { FakeWallet } from "../../test/fake-wallet.ts";
import { TEST_WALLET_KEY, TEST_WALLET_URL, testOperators } from "../../test/games-test-app.ts";
import { testEngine } from "../../test/test-game.ts";
import { WalletClient } from "../../wallet/wallet-client.ts";
import type { JackpotSettings } from "../jackpot-config.ts";
import { sportsJackpotRoutes } from "../jackpot-routes.ts";
import { JackpotLedger } from "../jackpot-wallet.ts";
import { SportsJackpot } from "../sports-jackpot.ts";

/*
 * The jackpot on a real database: fixtures, prices, results and cancellations through the real
 * feed processor, money through the shared outbox to the contract-faithful fake wallet, a clock
 * the test moves. Nothing runs by itself: tests step the round job.
 */

export const LEAD_MS = 60 * 60_000;
const HOUR = 60 * 60_000;

export interface JackpotTestKit {
  feed: FeedTestKit;
  wallet: FakeWallet;
  jackpot: SportsJackpot;
  app(): Promise<FastifyInstance>;
  /** A player of operator `alpha` (KES) with this balance and a sportsbook session. */
  player(balance?: number): Promise<Authorized & { balance(): number }>;
  /** `count` football fixtures kicking off from `firstInMs` on, 15 minutes apart; answers their ids. */
  fixtures(count: number, firstInMs?: number): Promise<string[]>;
  /** A fixture_change moving a fixture's kick-off (and status). */
  move(event: string, kickOff: Date, status?: "not_started" | "postponed"): Promise<void>;
  settle1x2(event: string, winner: "1" | "2" | "3"): Promise<void>;
  cancel(event: string): Promise<void>;
  /** One round-job step, then every call it queued delivered. */
  step(): Promise<void>;
  jackpotCalls(): Promise<(typeof walletCalls.$inferSelect)[]>;
  close(): Promise<void>;
}

export async function createJackpotTestKit(settings: Partial<JackpotSettings> = {}): Promise<JackpotTestKit> {
  const feed = await createFeedTestKit();
  const db = feed.testDb.db;
  await seedGames(db, { engine: testEngine, operators: testOperators });
  await listSportsbook(db);
  const clock = feed.clock;
  const wallet = new FakeWallet(TEST_WALLET_KEY, clock.now);
  const client = new WalletClient({
    walletKey: TEST_WALLET_KEY,
    transport: wallet.transport,
    clock: clock.now,
  });
  const operators = new Operators(db, () => TEST_WALLET_URL);
  const silent = { info() {}, warn() {}, error() {} };
  const settlement = new Settlement({
    db,
    wallet: client,
    operators,
    clock: clock.now,
    log: silent,
    retryDelaysMs: [0, 0],
    products: { sports: new SportsLedger(), sports_jackpot: new JackpotLedger() },
  });
  const sessions = new Sessions(db, operators, new Catalogue(db), testEngine, client, clock.now);
  const jackpot = new SportsJackpot({
    db,
    settlement,
    clock: clock.now,
    log: silent,
    leadership: { acquire: async () => true, release: async () => undefined },
    settings: { leadMs: LEAD_MS, ...settings },
  });
  const sequences = new Map<string, number>();
  const send = async <T extends FeedEventMessage["type"]>(
    type: T,
    event: string,
    fields: Parameters<typeof eventMessage<T>>[2],
  ) => {
    const sequence = (sequences.get(event) ?? 0) + 1;
    sequences.set(event, sequence);
    await feed.feed.processor.handle(eventMessage(type, sequence, fields, event));
  };
  let fixtureCount = 0;
  const fixtureFields = new Map<string, Parameters<typeof eventMessage<"fixture_change">>[2]>();

  const kit: JackpotTestKit = {
    feed,
    wallet,
    jackpot,
    async app() {
      const app = Fastify();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      registerErrorHandler(app);
      await app.register(sportsJackpotRoutes, { prefix: GAMES_PREFIX, jackpot, sessions, operators });
      await app.ready();
      return app;
    },
    async player(balance = 10_000_000) {
      const token = randomUUID();
      const player = wallet.addPlayer(token, { userId: `u-${token.slice(0, 8)}`, currency: "KES", balance });
      const { session } = await openSportsSession(
        { db, operators, wallet: client, clock: clock.now },
        { operator: "alpha", token },
      );
      return { session, token, balance: () => player.balance };
    },
    async fixtures(count, firstInMs = LEAD_MS + HOUR) {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const id = `sim:match:j${++fixtureCount}`;
        ids.push(id);
        const fields = {
          sport: { id: "sim:sport:1", name: "Soccer" },
          category: { id: "sim:category:kenya", name: "Kenya", country_code: "KE" },
          tournament: { id: "sim:tournament:kpl", name: "Kenya Premier League" },
          home: { id: `sim:competitor:h${fixtureCount}`, name: `Home ${fixtureCount}` },
          away: { id: `sim:competitor:a${fixtureCount}`, name: `Away ${fixtureCount}` },
          start_time: new Date(clock.current.getTime() + firstInMs + i * 15 * 60_000).toISOString(),
          status: "not_started" as const,
        };
        fixtureFields.set(id, fields);
        await send("fixture_change", id, fields);
        await send("odds_change", id, {
          match_state: null,
          markets: [
            {
              id: 1,
              specifiers: {},
              status: 1,
              outcomes: [
                { id: "1", price_milli: 2_000, probability: 0.48, active: true },
                { id: "2", price_milli: 3_400, probability: 0.28, active: true },
                { id: "3", price_milli: 4_000, probability: 0.24, active: true },
              ],
            },
          ],
        });
      }
      return ids;
    },
    async move(event, kickOff, status = "not_started") {
      const fields = fixtureFields.get(event);
      if (!fields) throw new Error(`${event} is not a fixture of this kit`);
      await send("fixture_change", event, { ...fields, start_time: kickOff.toISOString(), status });
    },
    async settle1x2(event, winner) {
      await send("bet_settlement", event, {
        certainty: "confirmed",
        markets: [
          {
            id: 1,
            specifiers: {},
            outcomes: (["1", "2", "3"] as const).map((id) => ({
              id,
              result: id === winner ? 1 : 0,
              void_factor: 0,
              dead_heat_factor: 1,
            })) as [{ id: string; result: 0 | 1; void_factor: number; dead_heat_factor: number }],
          },
        ],
      });
    },
    async cancel(event) {
      await send("bet_cancel", event, {
        start_time: null,
        end_time: null,
        reason: "postponed",
        markets: [{ id: 1, specifiers: {} }],
      });
    },
    async step() {
      await jackpot.step();
      await jackpot.idle();
    },
    jackpotCalls: () => db.select().from(walletCalls).where(eq(walletCalls.product, "sports_jackpot")),
    async close() {
      await jackpot.stop();
      await feed.close();
    },
  };
  return kit;
}

import { randomUUID } from "node:crypto";
import type { FeedEventMessage } from "@platform/contracts";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { Catalogue } from "../../../catalogue/catalogue.ts";
import { walletCalls } from "../../../db/schema.ts";
import { registerErrorHandler } from "../../../http/error-handler.ts";
import { GAMES_PREFIX } from "../../../http/responses.ts";
import { Operators } from "../../../operators/operators.ts";
import { Sessions } from "../../../play/sessions.ts";
import { Settlement } from "../../../play/settlement.ts";
import { seedGames } from "../../../seed/seed.ts";
import { FakeWallet } from "../../../test/fake-wallet.ts";
import { TEST_WALLET_KEY, TEST_WALLET_URL, testOperators } from "../../../test/games-test-app.ts";
import { testEngine } from "../../../test/test-game.ts";
import { WalletClient } from "../../../wallet/wallet-client.ts";
import { createFeedTestKit, eventMessage, type FeedTestKit } from "../../feed/test/feed-test-kit.ts";
import type { BettingRules } from "../betting-config.ts";
import type { Authorized } from "../place-bet.ts";
import type { AdmissionOptions } from "../placement-admission.ts";
import { SportsBetting } from "../sports-betting.ts";
import { sportsBettingRoutes } from "../sports-betting-routes.ts";
import { listSportsbook, openSportsSession } from "../sports-sessions.ts";
import { SportsLedger } from "../sports-wallet.ts";

/*
 * The betting service on a real database with the feed engineer's kit: book changes go through the
 * real feed processor (fixture_change, odds_change, bet_settlement, rollbacks), money through the
 * shared outbox to the contract-faithful fake wallet. Nothing runs by itself: tests step the
 * settlement job.
 */

export const EVENT_A = "sim:match:a1";
export const EVENT_B = "sim:match:b2";
export const EVENT_C = "sim:match:c3";
export const EVENT_D = "sim:match:d4";

export interface BettingTestKit {
  feed: FeedTestKit;
  wallet: FakeWallet;
  betting: SportsBetting;
  /** An HTTP app of the betting routes alone (under the aggregator's prefix), for inject. */
  app(options?: { admission?: AdmissionOptions }): Promise<FastifyInstance>;
  /** A player with this balance and a sportsbook session. */
  player(balance?: number): Promise<Authorized & { balance(): number }>;
  /** An event with a 1X2 market (1, 2, 3) and total 2.5 (12 over, 13 under) at these prices. */
  event(event: string, prices?: Partial<Prices>, status?: "not_started" | "live"): Promise<void>;
  /** New prices, market status and score of an event's markets. */
  odds(
    event: string,
    prices?: Partial<Prices>,
    options?: { status?: number; score?: [number, number] },
  ): Promise<void>;
  fixtureStatus(event: string, status: "not_started" | "live" | "ended"): Promise<void>;
  /** A bet_settlement of the 1X2 market: `winner` wins; the others lose. */
  settle1x2(
    event: string,
    winner: "1" | "2" | "3",
    factors?: { voidFactor?: number; deadHeat?: number },
  ): Promise<void>;
  rollback1x2(event: string): Promise<void>;
  /** Every sports wallet call in the outbox. */
  calls(): Promise<(typeof walletCalls.$inferSelect)[]>;
  close(): Promise<void>;
}

export interface Prices {
  home: number;
  draw: number;
  away: number;
  over: number;
  under: number;
}

const DEFAULT_PRICES: Prices = { home: 2_000, draw: 3_400, away: 4_000, over: 1_900, under: 1_950 };

export async function createBettingTestKit(rules: Partial<BettingRules> = {}): Promise<BettingTestKit> {
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
  const ledger = new SportsLedger();
  const settlement = new Settlement({
    db,
    wallet: client,
    operators,
    clock: clock.now,
    log: silent,
    retryDelaysMs: [0, 0],
    products: { sports: ledger },
  });
  const sessions = new Sessions(db, operators, new Catalogue(db), testEngine, client, clock.now);
  const betting = new SportsBetting({
    db,
    settlement,
    clock: clock.now,
    log: silent,
    leadership: { acquire: async () => true, release: async () => undefined },
    ledger,
    settings: { defaults: { liveDelayMs: 100, ...rules } },
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
  const prices = new Map<string, Prices>();
  const scores = new Map<string, [number, number]>();

  const kit: BettingTestKit = {
    feed,
    wallet,
    betting,
    async app(options = {}) {
      const app = Fastify();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      registerErrorHandler(app);
      await app.register(sportsBettingRoutes, {
        prefix: GAMES_PREFIX,
        betting,
        sessions,
        operators,
        wallet: client,
        ...options,
      });
      await app.ready();
      return app;
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
    async event(event, overrides = {}, status = "not_started") {
      await kit.fixtureStatus(event, status);
      await kit.odds(event, overrides);
    },
    async fixtureStatus(event, status) {
      await send("fixture_change", event, {
        sport: { id: "sim:sport:1", name: "Soccer" },
        category: { id: "sim:category:kenya", name: "Kenya", country_code: "KE" },
        tournament: { id: "sim:tournament:kpl", name: "Kenya Premier League" },
        home: { id: "sim:competitor:home", name: "Home" },
        away: { id: "sim:competitor:away", name: "Away" },
        start_time: "2026-03-01T15:00:00.000Z",
        status,
      });
    },
    async odds(event, overrides = {}, options = {}) {
      const p = { ...(prices.get(event) ?? DEFAULT_PRICES), ...overrides };
      prices.set(event, p);
      const score = options.score ?? scores.get(event) ?? [0, 0];
      scores.set(event, score);
      const status = (options.status ?? 1) as 1 | -1;
      // Fair probabilities a little under the prices' implied ones (a 5 % book).
      const fair = (price: number) => Math.min(1, 1_000 / price / 1.05);
      await send("odds_change", event, {
        markets: [
          {
            id: 1,
            specifiers: {},
            status,
            outcomes: [
              { id: "1", price_milli: p.home, probability: fair(p.home), active: true },
              { id: "2", price_milli: p.draw, probability: fair(p.draw), active: true },
              { id: "3", price_milli: p.away, probability: fair(p.away), active: true },
            ],
          },
          {
            id: 18,
            specifiers: { total: "2.5" },
            status,
            outcomes: [
              { id: "12", price_milli: p.over, probability: fair(p.over), active: true },
              { id: "13", price_milli: p.under, probability: fair(p.under), active: true },
            ],
          },
        ],
        match_state: {
          period: "1st_half",
          clock_seconds: 600,
          score: { home: score[0], away: score[1] },
          red_cards: { home: 0, away: 0 },
        },
      });
    },
    async settle1x2(event, winner, factors = {}) {
      await send("bet_settlement", event, {
        certainty: "confirmed",
        markets: [
          {
            id: 1,
            specifiers: {},
            outcomes: (["1", "2", "3"] as const).map((id) => ({
              id,
              result: id === winner ? 1 : 0,
              void_factor: factors.voidFactor ?? 0,
              dead_heat_factor: id === winner ? (factors.deadHeat ?? 1) : 1,
            })) as [{ id: string; result: 0 | 1; void_factor: number; dead_heat_factor: number }],
          },
        ],
      });
    },
    async rollback1x2(event) {
      await send("rollback_bet_settlement", event, { markets: [{ id: 1, specifiers: {} }] });
    },
    calls: () => db.select().from(walletCalls).where(eq(walletCalls.product, "sports")),
    async close() {
      await betting.stop();
      await feed.close();
    },
  };
  return kit;
}

/** A selection of the kit's 1X2 market. */
export const pick = (event: string, outcome: "1" | "2" | "3", price: number) => ({
  event_id: event,
  market_key: "1",
  outcome_id: outcome,
  price_milli: price,
});

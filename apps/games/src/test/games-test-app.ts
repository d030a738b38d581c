import type { FastifyInstance } from "fastify";
import { type BuildGamesAppOptions, buildGamesApp } from "../app.ts";
import type { SlotEngine } from "../play/engine.ts";
import type { DemoOperator } from "../seed/demo-catalogue.ts";
import { seedGames } from "../seed/seed.ts";
import { FakeWallet } from "./fake-wallet.ts";
import { createTestGamesDatabase, type TestGamesDatabase } from "./test-db.ts";
import { testEngine } from "./test-game.ts";

export const TEST_WALLET_KEY = "test-wallet-key-0123456789abcdef0123456789";
export const TEST_WALLET_URL = "http://platform.test/api/wallet";

/** Two operators in two currencies; alpha's site is alpha.example. */
export const testOperators: DemoOperator[] = [
  {
    id: "alpha",
    name: "Alpha",
    currency: "KES",
    domains: ["alpha.example"],
    featured: ["bitville:test-sevens"],
  },
  { id: "beta", name: "Beta", currency: "UGX", domains: ["beta.example"] },
];

/** A clock the test moves: spins 2.5 s apart and aged rounds without waiting. */
export class TestClock {
  constructor(public current = new Date("2026-03-01T10:00:00Z")) {}
  readonly now = () => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface GamesTestApp {
  app: FastifyInstance;
  wallet: FakeWallet;
  clock: TestClock;
  testDb: TestGamesDatabase;
  /** A second app on the same database, as after a restart (the first one is closed). */
  restart(overrides?: Partial<BuildGamesAppOptions>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function createGamesTestApp(
  options: { engine?: SlotEngine; overrides?: Partial<BuildGamesAppOptions> } = {},
): Promise<GamesTestApp> {
  const testDb = await createTestGamesDatabase();
  const engine = options.engine ?? testEngine;
  await seedGames(testDb.db, { engine, operators: testOperators });
  const clock = new TestClock();
  const wallet = new FakeWallet(TEST_WALLET_KEY, clock.now);
  const build = (overrides: Partial<BuildGamesAppOptions> = {}) =>
    buildGamesApp({
      db: testDb.db,
      engine,
      walletKey: TEST_WALLET_KEY,
      walletUrl: TEST_WALLET_URL,
      transport: wallet.transport,
      clock: clock.now,
      rateLimit: false,
      reconcile: { start: false },
      wallet: { retryDelaysMs: [0, 0] },
      ...options.overrides,
      ...overrides,
    });
  let app = build();
  await app.ready();
  return {
    get app() {
      return app;
    },
    wallet,
    clock,
    testDb,
    async restart(overrides) {
      await app.close();
      app = build(overrides);
      await app.ready();
      return app;
    },
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}

/** POST/GET JSON through inject; answers `{ status, body }`. */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: "GET" | "POST",
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; headers: Record<string, unknown> }> {
  const response = await app.inject({
    method,
    url,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}

import type { CrashOwnBetView } from "@platform/fair/crash";
import { asc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { type BuildGamesAppOptions, buildGamesApp } from "../../app.ts";
import { crashBets, crashRounds, walletCalls } from "../../db/schema.ts";
import {
  call,
  createGamesTestApp,
  type GamesTestApp,
  TEST_WALLET_KEY,
  TEST_WALLET_URL,
} from "../../test/games-test-app.ts";
import { testEngine } from "../../test/test-game.ts";
import type { CrashOptions } from "../crash-config.ts";
import type { CrashGame } from "../crash-game.ts";
import type { CrashRoundRow } from "../crash-views.ts";

/*
 * The crash tests' harness: the aggregator with its fake platform wallet, a short chain with a
 * known seed, and the round loop stepped by hand on the test clock (no timer runs), so a round's
 * 5 s of betting and its run take no real time.
 */

export const CRASH_SALT = "test salt, fixed after publication";

export function crashTestOptions(overrides: Partial<CrashOptions> = {}): CrashOptions {
  return {
    chainLength: 500,
    checkpointEvery: 20,
    salt: { value: CRASH_SALT, source: "the tests' own" },
    chainSeed: "crash tests",
    start: false,
    ...overrides,
  };
}

export interface CrashTestApp extends GamesTestApp {
  crash: CrashGame;
  /** One step of the round loop at the test clock's time; the calls it sent, answered. */
  step(): Promise<void>;
  /** Moves the clock on and steps. */
  advance(ms: number): Promise<void>;
  /** The round taking bets, stepping empty rounds until one satisfies `accept` (its crash point). */
  bettingRound(accept?: (round: CrashRoundRow) => boolean): Promise<CrashRoundRow>;
  round(id: number): Promise<CrashRoundRow>;
  /** Steps until the round has started; answers it running. */
  start(id: number): Promise<CrashRoundRow>;
  /** Steps past the round's crash and the grace that settles it. */
  finish(id: number): Promise<CrashRoundRow>;
  player(balance?: number): { token: string; userId: string };
  open(token: string): Promise<string>;
  bet(
    session: string,
    token: string,
    bets: { slot: 1 | 2; amount: number; auto_cash_out?: number | null }[],
  ): Promise<{ status: number; body: { data: { placed: CrashOwnBetView[] }; code?: string } }>;
  cashOut(
    session: string,
    token: string,
    betId: string,
  ): Promise<{ status: number; body: { data: CrashOwnBetView; code?: string } }>;
  /** The outbox's calls of some bets, by kind. */
  callsOf(betIds: string[]): Promise<(typeof walletCalls.$inferSelect)[]>;
  restartCrash(overrides?: Partial<CrashOptions>, app?: Partial<BuildGamesAppOptions>): Promise<void>;
  /** Another aggregator node on the same database, wallet and clock (closed by the caller). */
  node(): Promise<FastifyInstance>;
}

let players = 0;

export async function createCrashTestApp(overrides: Partial<CrashOptions> = {}): Promise<CrashTestApp> {
  const t = await createGamesTestApp({ overrides: { crash: crashTestOptions(overrides) } });
  const crash = () => t.app.crash!;
  const db = t.testDb.db;
  const kit: CrashTestApp = {
    get app() {
      return t.app;
    },
    wallet: t.wallet,
    clock: t.clock,
    testDb: t.testDb,
    restart: (more) => t.restart(more),
    close: () => t.close(),
    get crash() {
      return crash();
    },
    async step() {
      await crash().runner.step();
      await crash().deliveries.idle();
    },
    async advance(ms: number) {
      t.clock.advance(ms);
      await kit.step();
    },
    async round(id: number) {
      const [row] = await db.select().from(crashRounds).where(eq(crashRounds.id, id));
      return row!;
    },
    async bettingRound(accept: (round: CrashRoundRow) => boolean = () => true) {
      for (let tries = 0; tries < 400; tries++) {
        await kit.step();
        const [betting] = await db.select().from(crashRounds).where(eq(crashRounds.state, "betting"));
        if (
          betting &&
          accept(betting) &&
          betting.bettingEndsAt!.getTime() - t.clock.now().getTime() > 1_000
        ) {
          return betting;
        }
        // Nothing to do yet (the chain is being made): let it run.
        await new Promise((resolve) => setTimeout(resolve, 5));
        const [running] = await db.select().from(crashRounds).where(eq(crashRounds.state, "running"));
        t.clock.advance(running ? Math.max(1, running.crashAt!.getTime() - t.clock.now().getTime()) : 1_000);
      }
      throw new Error("no round took bets");
    },
    async start(id: number) {
      const round = await kit.round(id);
      if (round.state === "betting")
        await kit.advance(Math.max(0, round.bettingEndsAt!.getTime() - t.clock.now().getTime()));
      const started = await kit.round(id);
      expect(started.state).toBe("running");
      return started;
    },
    async finish(id: number) {
      const round = await kit.round(id);
      if (round.state === "running")
        await kit.advance(Math.max(0, round.crashAt!.getTime() - t.clock.now().getTime()));
      await kit.advance(crash().options.timing.settleGraceMs);
      const finished = await kit.round(id);
      expect(finished.settledAt).not.toBeNull();
      return finished;
    },
    player(balance = 100_000) {
      players += 1;
      const token = `crash-token-${players}-${"x".repeat(24)}`;
      const userId = `crash-player-${players}`;
      t.wallet.addPlayer(token, { userId, currency: "KES", balance });
      return { token, userId };
    },
    async open(token: string) {
      const opened = await call<{ data: { session_id: string } }>(
        t.app,
        "POST",
        "/aggregator/v1/crash/sessions",
        {
          body: { operator: "alpha", token },
        },
      );
      expect(opened.status).toBe(200);
      return opened.body.data.session_id;
    },
    bet(
      session: string,
      token: string,
      bets: { slot: 1 | 2; amount: number; auto_cash_out?: number | null }[],
    ) {
      return call(t.app, "POST", `/aggregator/v1/crash/sessions/${session}/bets`, {
        token,
        body: { bets },
      }) as never;
    },
    cashOut(session: string, token: string, betId: string) {
      return call(t.app, "POST", `/aggregator/v1/crash/sessions/${session}/bets/${betId}/cash-out`, {
        token,
      }) as never;
    },
    async callsOf(betIds: string[]) {
      if (betIds.length === 0) return [];
      return db
        .select()
        .from(walletCalls)
        .where(inArray(walletCalls.roundId, betIds))
        .orderBy(asc(walletCalls.createdAt));
    },
    async restartCrash(more: Partial<CrashOptions> = {}, app: Partial<BuildGamesAppOptions> = {}) {
      await t.restart({ crash: crashTestOptions({ ...overrides, ...more }), ...app });
    },
    async node() {
      const other = buildGamesApp({
        db,
        engine: testEngine,
        walletKey: TEST_WALLET_KEY,
        walletUrl: TEST_WALLET_URL,
        transport: t.wallet.transport,
        clock: t.clock.now,
        rateLimit: false,
        reconcile: { start: false },
        wallet: { retryDelaysMs: [0, 0] },
        crash: crashTestOptions(overrides),
      });
      await other.ready();
      return other;
    },
  };
  return kit;
}

/** Each of these bets has exactly one closing call, of the expected kind (win amount or rollback). */
export async function expectClosedOnce(
  t: CrashTestApp,
  expected: { id: string; win?: number; rollback?: true }[],
): Promise<void> {
  const calls = await t.callsOf(expected.map((bet) => bet.id));
  for (const bet of expected) {
    const closing = calls.filter((entry) => entry.roundId === bet.id && entry.kind !== "bet");
    expect(closing, `bet ${bet.id}`).toHaveLength(1);
    expect(closing[0]!.status).toBe("acknowledged");
    if (bet.rollback) expect(closing[0]!.kind).toBe("rollback");
    else {
      expect(closing[0]!.kind).toBe("win");
      expect((closing[0]!.request as { amount: number }).amount).toBe(bet.win);
    }
    // The platform applied each of its transactions once.
    const applied = t.wallet.calls.filter((entry) => entry.transactionId === closing[0]!.transactionId);
    expect(applied.length).toBeGreaterThanOrEqual(1);
    expect(t.wallet.applied.has(closing[0]!.transactionId)).toBe(true);
  }
}

export async function betRows(t: CrashTestApp, roundId: number) {
  return t.testDb.db
    .select()
    .from(crashBets)
    .where(eq(crashBets.roundId, roundId))
    .orderBy(asc(crashBets.placedAt));
}

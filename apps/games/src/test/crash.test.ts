import type { GameSession, Round } from "@platform/contracts";
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, test } from "vitest";
import { gameRounds, gameTransactions } from "../../../api/src/db/schema.ts";
import {
  createGamesTestApp as createPlatform,
  gamesSite,
  WALLET_KEY,
} from "../../../api/src/test/games-fixtures.ts";
import { rounds, walletCalls } from "../db/schema.ts";
import { MIN_SPIN_INTERVAL_MS } from "../play/pacing.ts";
import {
  bundleGamesCrashServer,
  type GamesCrashStore,
  gamesCrashStore,
  type RunningAggregator,
  startAggregator,
  stopAggregator,
} from "./crash-process.ts";

/*
 * Issue 8's crash test: the aggregator runs as its own process and talks over real HTTP to the
 * real platform API (its seamless wallet, ledger and books on a real store). It is killed with
 * SIGKILL between bet and win — once right after the platform confirmed a bet (nothing recorded
 * at the aggregator), once right after it recorded the confirmation (the win not sent). After a
 * restart on the same store its reconciliation job finishes both rounds: the first rolled back,
 * the second paid; nothing is applied twice and the platform's books balance.
 */

const OPERATOR = "crash";
const BET = 1_000;
const FUNDS = 100_000n;

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function json<T>(server: RunningAggregator, path: string, body: unknown, token: string) {
  const response = await fetch(`${server.origin}/aggregator${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: T; code?: string } };
}

async function openSession(server: RunningAggregator, token: string): Promise<string> {
  const opened = await json<GameSession>(
    server,
    "/v1/sessions",
    { operator: OPERATOR, game: "test-sevens", token },
    token,
  );
  expect(opened.status).toBe(200);
  return opened.body.data.session_id;
}

/**
 * The processes keep real time, and a player's spins start at least 2.5 s apart across sessions
 * (RTS 14): each of the gambler's spins waits out the rest of the previous one's 2.5 s.
 */
let lastSpinEnd = 0;
async function paced<T>(spin: () => Promise<T>): Promise<T> {
  const wait = lastSpinEnd + MIN_SPIN_INTERVAL_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  try {
    return await spin();
  } finally {
    // The spin started (server side) before its answer or its process's death came back.
    lastSpinEnd = Date.now();
  }
}

/** A spin whose process dies under it: the client never gets an answer. */
async function spinIntoTheCrash(server: RunningAggregator, token: string): Promise<void> {
  const session = await openSession(server, token);
  const lost = await paced(() =>
    json<Round>(server, `/v1/sessions/${session}/spin`, { bet: BET }, token),
  ).then(
    () => "answered",
    () => "lost",
  );
  expect(lost).toBe("lost");
  expect(await server.exited).toBeNull();
  expect(server.process.signalCode).toBe("SIGKILL");
}

describe("the aggregator killed between bet and win", () => {
  test("after a restart each round is rolled back or paid, nothing twice, the books balanced", async () => {
    const platform = await createPlatform([gamesSite(OPERATOR)]);
    cleanup.push(() => platform.t.close());
    await platform.t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = platform.t.app.server.address();
    const walletUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/wallet`;
    const gambler = await platform.gambler({ cash: FUNDS }, OPERATOR);
    const balance = async () => {
      const answer = await platform.wallet("balance", { token: gambler.token }, OPERATOR);
      return BigInt((answer.json() as { data: { balance: number } }).data.balance);
    };
    expect(await balance()).toBe(FUNDS);

    const bundle = await bundleGamesCrashServer();
    const store: GamesCrashStore = await gamesCrashStore();
    cleanup.push(() => store.dispose());
    const env = {
      ...store.env,
      CRASH_OPERATOR: OPERATOR,
      GAMES_WALLET_KEY: WALLET_KEY,
      PLATFORM_WALLET_URL: walletUrl,
      CRASH_OPEN_ROUND_AGE_MS: "2000",
      CRASH_LEASE_MS: "2000",
      CRASH_RECONCILE_MS: "200",
    };
    // The crashing runs must not reconcile before they die.
    const noJob = { CRASH_RECONCILE_MS: "3600000" };

    // 1. Killed right after the platform confirmed the bet: the stake left the player's balance.
    await spinIntoTheCrash(
      await startAggregator(bundle, { ...env, ...noJob, CRASH_AT: "bet-confirmed" }),
      gambler.token,
    );
    expect(await balance()).toBe(FUNDS - BigInt(BET));

    // 2. Killed right after recording the confirmation, before the win was sent.
    await spinIntoTheCrash(
      await startAggregator(bundle, { ...env, ...noJob, CRASH_AT: "bet-recorded" }),
      gambler.token,
    );
    expect(await balance()).toBe(FUNDS - 2n * BigInt(BET));
    expect(await platform.problems(OPERATOR)).toEqual([]);

    // 3. Restarted on the same store: the job finishes both rounds, and play goes on.
    const server = await startAggregator(bundle, env);
    const platformRounds = () =>
      platform.t.testDb.db.select().from(gameRounds).where(eq(gameRounds.userId, gambler.id));
    const deadline = Date.now() + 20_000;
    while ((await platformRounds()).some((round) => round.status === "open") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const session = await openSession(server, gambler.token);
    const played = await paced(() =>
      json<Round>(server, `/v1/sessions/${session}/spin`, { bet: BET }, gambler.token),
    );
    expect(played.status).toBe(200);
    expect(played.body.data.status).toBe("settled");
    await stopAggregator(server);

    // The aggregator's records: one round rolled back, two paid, no call left pending.
    const handle = await store.open();
    try {
      const ours = await handle.db.select().from(rounds).orderBy(rounds.createdAt);
      expect(ours.map((round) => round.status)).toEqual(["rolled_back", "settled", "settled"]);
      const calls = await handle.db.select().from(walletCalls);
      expect(calls.filter((call) => call.status === "pending")).toEqual([]);
      const [first, second] = ours;
      expect(calls.find((call) => call.transactionId === `${first!.id}-bet`)!.status).toBe("abandoned");
      expect(calls.find((call) => call.transactionId === `${first!.id}-rollback`)!.status).toBe(
        "acknowledged",
      );
      expect(calls.find((call) => call.transactionId === `${second!.id}-win`)!.status).toBe("acknowledged");

      // The platform's: each transaction id applied once, the rounds as the aggregator has them.
      const transactions = await platform.t.testDb.db
        .select()
        .from(gameTransactions)
        .where(
          inArray(
            gameTransactions.roundId,
            ours.map((round) => round.id),
          ),
        );
      const kinds = (round: string) =>
        transactions
          .filter((entry) => entry.roundId === round)
          .map((entry) => entry.kind)
          .sort();
      expect(kinds(first!.id)).toEqual(["bet", "rollback"]);
      expect(kinds(second!.id)).toEqual(["bet", "win"]);
      expect(kinds(ours[2]!.id)).toEqual(["bet", "win"]);
      const byRound = new Map((await platformRounds()).map((round) => [round.roundId, round]));
      expect(byRound.get(first!.id)!.status).toBe("cancelled");
      for (const round of ours.slice(1)) {
        expect(byRound.get(round.id)!.status).toBe(round.win > 0n ? "won" : "lost");
        expect(byRound.get(round.id)!.win).toBe(round.win);
      }

      const paid = ours.slice(1).reduce((sum, round) => sum + round.win - round.bet, 0n);
      expect(await balance()).toBe(FUNDS + paid);
      expect(await platform.problems(OPERATOR)).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});

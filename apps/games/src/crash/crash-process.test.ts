import { createHash } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  type CrashOwnBetView,
  type CrashSnapshot,
  crashPoint,
  multiplierAt,
  walkChain,
} from "@platform/fair/crash";
import { advisoryLeadership } from "@platform/server/advisory-lock";
import { bundleTestProcess, killTestProcess } from "@platform/server/testing/crash-process";
import { pgliteTemplate } from "@platform/server/testing/database-template";
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, test } from "vitest";
import { buildGamesApp } from "../app.ts";
import { createGamesDatabase } from "../db/create-database.ts";
import { migrateGames } from "../db/migrate.ts";
import { crashBets, crashRounds, walletCalls } from "../db/schema.ts";
import {
  type GamesCrashStore,
  gamesCrashStore,
  type RunningAggregator,
  startAggregator,
} from "../test/crash-process.ts";
import { FakeWallet } from "../test/fake-wallet.ts";
import { testEngine } from "../test/test-game.ts";
import { CRASH_RUNNER_LOCK_KEY } from "./crash-config.ts";

/*
 * Issue 18's runner death, for real: the aggregator runs as its own process, paying through the
 * seamless wallet over HTTP (the contract-faithful fake platform: every signature checked, each
 * transaction applied once), takes three bets, and is SIGKILLed while their round runs. The next
 * runner (a new app on the same store) takes the round over and settles or refunds every bet by
 * decision 040's rule, each exactly once. The curve runs ten times faster and the chain is short, so it
 * takes seconds. (test/crash.test.ts runs the real platform API beside a killed aggregator.)
 */

const OPERATOR = "crash";
const FUNDS = 100_000;
const WALLET_KEY = "crash-process-wallet-key-0123456789abcdef";
const SALT = "process salt";
const LENGTH = 1_000;
const RATE = 0.0006;

/**
 * A seed whose round 1 runs past 3× (1.8 s at this rate: time to place the bets, which go to
 * round 2) and round 2 past 8× (3.5 s: the kill lands mid-round).
 */
function longRoundsSeed(): string {
  for (let index = 0; ; index++) {
    const seed = `process-${index}`;
    const top = createHash("sha256").update(seed).digest("hex");
    const [one, two] = [1, 2].map((round) => crashPoint(walkChain(top, LENGTH - round), SALT));
    if (one! >= 300 && two! >= 800) return seed;
  }
}

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/**
 * The tests' migrated template (test/test-db.ts builds the same one) as a file the first process
 * starts from: a fresh folder would otherwise run initdb and every migration there.
 */
async function templateFile(): Promise<Record<string, string>> {
  if (process.env.TEST_DATABASE_URL) return {};
  const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));
  const dump = await pgliteTemplate({ name: "games", migrationsFolder }, async () => {
    const fresh = await createGamesDatabase({ dataDir: "memory://" });
    if (fresh.kind !== "pglite") throw new Error("an in-memory database is PGlite");
    await migrateGames(fresh);
    return fresh.client;
  });
  const file = path.join(tmpdir(), `crash-process-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  cleanup.push(async () => rmSync(file, { force: true }));
  return { CRASH_TEMPLATE: file };
}

async function api<T>(
  server: RunningAggregator,
  path: string,
  init: { body?: unknown; token?: string } = {},
) {
  const response = await fetch(`${server.origin}/aggregator${path}`, {
    method: init.body === undefined ? "GET" : "POST",
    headers: {
      "content-type": "application/json",
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as { data: T; code?: string } };
}

async function until<T>(what: string, probe: () => Promise<T | null>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the crash runner killed mid-round", () => {
  test("the next runner settles or refunds every bet of the round exactly once", async () => {
    const wallet = new FakeWallet(WALLET_KEY);
    const platform = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const answer = await wallet.transport(
        new Request(`http://platform${request.url}`, {
          method: "POST",
          headers: request.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(await answer.text());
    });
    await new Promise<void>((resolve) => platform.listen(0, "127.0.0.1", resolve));
    cleanup.push(() => new Promise((resolve) => platform.close(() => resolve())));
    const gamblers = [1, 2, 3].map((index) => {
      const token = `process-gambler-${index}-${"x".repeat(24)}`;
      wallet.addPlayer(token, { userId: `gambler-${index}`, currency: "KES", balance: FUNDS });
      return { token };
    });
    const [bundle, template] = await Promise.all([
      bundleTestProcess(new URL("./test/crash-runner-server.ts", import.meta.url)),
      templateFile(),
    ]);
    const store: GamesCrashStore = await gamesCrashStore();
    cleanup.push(() => store.dispose());
    const env = {
      ...store.env,
      ...template,
      CRASH_OPERATOR: OPERATOR,
      GAMES_WALLET_KEY: WALLET_KEY,
      PLATFORM_WALLET_URL: `http://127.0.0.1:${(platform.address() as { port: number }).port}/api/wallet`,
      CRASH_CHAIN_SEED: longRoundsSeed(),
      CRASH_SALT: SALT,
      CRASH_CHAIN_LENGTH: String(LENGTH),
      CRASH_GROWTH_RATE: String(RATE),
      CRASH_BETTING_MS: "1000",
    };

    const first = await startAggregator(bundle, env);
    cleanup.push(() => killTestProcess(first.process));
    const sessions = await Promise.all(
      gamblers.map(async (gambler) => {
        const opened = await until("a crash session", async () => {
          const answer = await api<{ session_id: string }>(first, "/v1/crash/sessions", {
            body: { operator: OPERATOR, token: gambler.token },
          });
          return answer.status === 200 ? answer.body.data.session_id : null;
        });
        return { gambler, session: opened };
      }),
    );
    // Placed while round 1 runs, the bets all go to the round queued after it, however long each
    // takes to reach the platform.
    await until("round 1 running", async () => {
      const state = await api<CrashSnapshot>(first, "/v1/crash/state");
      return state.body.data.current?.state === "running" ? true : null;
    });
    const bets = await Promise.all(
      sessions.map(async ({ gambler, session }, index) => {
        const answer = await api<{ placed: CrashOwnBetView[] }>(first, `/v1/crash/sessions/${session}/bets`, {
          token: gambler.token,
          body: { bets: [{ slot: 1, amount: 1_000, auto_cash_out: index === 0 ? 150 : null }] },
        });
        expect(answer.status).toBe(200);
        return answer.body.data.placed[0]!;
      }),
    );
    const roundId = bets[0]!.round;
    expect(bets.map((bet) => bet.round)).toEqual([roundId, roundId, roundId]);

    // Running past 1.60×: the auto cash-out at 1.50× is made; the second player cashes out by hand.
    await until("the round past 1.60×", async () => {
      const state = await api<CrashSnapshot>(first, "/v1/crash/state");
      const current = state.body.data.current;
      if (current?.id !== roundId || current.state !== "running") return null;
      const elapsed = Date.parse(state.body.data.server_time) - Date.parse(current.started_at!);
      return multiplierAt(elapsed, RATE) >= 160 ? true : null;
    });
    const manual = await api<CrashOwnBetView>(
      first,
      `/v1/crash/sessions/${sessions[1]!.session}/bets/${bets[1]!.id}/cash-out`,
      { token: sessions[1]!.gambler.token, body: {} },
    );
    expect(manual.status).toBe(200);
    await killTestProcess(first.process);

    // The next runner: a new app in this process on the killed one's store (its PGlite folder, or
    // its database), which takes the lock and adopts the round on its first step.
    const handle = await store.open();
    const next = buildGamesApp({
      db: handle.db,
      engine: testEngine,
      walletKey: WALLET_KEY,
      walletUrl: "http://platform.test/api/wallet",
      transport: wallet.transport,
      rateLimit: false,
      reconcile: { intervalMs: 500 },
      crash: {
        chainLength: LENGTH,
        salt: { value: SALT },
        growthRate: RATE,
        timing: { pauseMs: 300, settleGraceMs: 300 },
        leadership: advisoryLeadership(handle, CRASH_RUNNER_LOCK_KEY),
      },
    });
    await next.ready();
    await until("every bet settled", async () => {
      const rows = await handle.db.select().from(crashBets).where(eq(crashBets.roundId, roundId));
      return rows.length === 3 && rows.every((row) => row.settledAt !== null) ? rows : null;
    });
    await next.close();

    try {
      const [round] = await handle.db.select().from(crashRounds).where(eq(crashRounds.id, roundId));
      const rows = await handle.db.select().from(crashBets).where(eq(crashBets.roundId, roundId));
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(byId.get(bets[0]!.id)).toMatchObject({ state: "cashed_out", cashOutMultiplier: 150 });
      expect(byId.get(bets[1]!.id)).toMatchObject({ state: "cashed_out", cashOutKind: "manual" });
      // The rule: taken over before its crash time, the bet still in play is refunded; after it, lost.
      expect(byId.get(bets[2]!.id)!.state).toBe(round!.interrupted ? "refunded" : "lost");

      const calls = await handle.db
        .select()
        .from(walletCalls)
        .where(
          inArray(
            walletCalls.roundId,
            rows.map((row) => row.id),
          ),
        );
      for (const row of rows) {
        const mine = calls.filter((entry) => entry.roundId === row.id);
        expect(mine.map((entry) => `${entry.kind}:${entry.status}`).sort()).toEqual(
          [
            "bet:acknowledged",
            row.state === "refunded" ? "rollback:acknowledged" : "win:acknowledged",
          ].sort(),
        );
      }

      // The platform applied each call once: a bet, then its win or rollback, and the balances follow.
      for (const row of rows) {
        const closing = row.state === "refunded" ? "rollback" : "win";
        expect(wallet.applied.get(`${row.id}-bet`)?.kind).toBe("bet");
        expect(wallet.applied.get(`${row.id}-${closing}`)?.kind).toBe(closing);
      }
      for (const [index, { gambler }] of sessions.entries()) {
        const row = byId.get(bets[index]!.id)!;
        const back = row.state === "refunded" ? row.amount : (row.payout ?? 0n);
        expect(BigInt(wallet.players.get(gambler.token)!.balance)).toBe(BigInt(FUNDS) - row.amount + back);
      }
    } finally {
      await handle.close();
    }
  }, 90_000);
});

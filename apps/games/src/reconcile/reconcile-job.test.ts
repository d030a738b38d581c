import type { GameSession } from "@platform/contracts";
import { advisoryLeadership } from "@platform/server/advisory-lock";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createGamesDatabase } from "../db/create-database.ts";
import { rounds, walletCalls } from "../db/schema.ts";
import { call, createGamesTestApp, type GamesTestApp } from "../test/games-test-app.ts";
import { GAMES_RECONCILE_LOCK_KEY } from "./reconcile-job.ts";

/*
 * The process dies between bet and win (here: a hook throws where a crash would strike, and a new
 * app instance takes over the same database). The reconciliation job finishes every round: a bet
 * the platform took but nobody recorded is rolled back; a recorded bet's win is delivered.
 */

class Crash extends Error {}

let t: GamesTestApp;
beforeAll(async () => {
  t = await createGamesTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.wallet.reset());

let players = 0;
async function playerSession() {
  const token = `crash-player-${++players}-${"z".repeat(20)}`;
  const player = t.wallet.addPlayer(token, {
    userId: `crash-user-${players}`,
    currency: "KES",
    balance: 50_000,
  });
  const opened = await call<{ data: GameSession }>(t.app, "POST", "/aggregator/v1/sessions", {
    body: { operator: "alpha", game: "test-sevens", token },
  });
  return { token, player, session: opened.body.data.session_id };
}

async function theRound(session: string) {
  const [round] = await t.testDb.db.select().from(rounds).where(eq(rounds.sessionId, session));
  return round!;
}

describe("reconciliation after a crash between bet and win", () => {
  test("the platform took the bet, the aggregator recorded nothing: after the restart it is rolled back", async () => {
    await t.restart({
      hooks: {
        betConfirmed: () => {
          throw new Crash("killed after the bet was confirmed");
        },
      },
    });
    const { token, player, session } = await playerSession();
    const spin = await call(t.app, "POST", `/aggregator/v1/sessions/${session}/spin`, {
      body: { bet: 500 },
      token,
    });
    expect(spin.status).toBe(500);
    expect(JSON.stringify(spin.body)).not.toContain("killed");
    expect(player.balance).toBe(49_500);
    expect((await theRound(session)).status).toBe("betting");

    const app = await t.restart();
    expect((await app.gamesReconcile.sweep()).abandoned).toBe(0);
    t.clock.advance(16_000);
    const report = await app.gamesReconcile.sweep();
    expect(report).toMatchObject({ leader: true, abandoned: 1, delivered: 1 });
    const round = await theRound(session);
    expect(round.status).toBe("rolled_back");
    expect(player.balance).toBe(50_000);
    expect(t.wallet.callsOf("rollback").map((entry) => entry.transactionId)).toEqual([
      `${round.id}-rollback`,
    ]);
    expect(t.wallet.callsOf("win")).toHaveLength(0);

    t.clock.advance(600_000);
    expect(await app.gamesReconcile.sweep()).toMatchObject({ abandoned: 0, delivered: 0, pending: 0 });
    expect(player.balance).toBe(50_000);
  });

  test("the bet was recorded and the win queued: after the restart the win is delivered, once", async () => {
    await t.restart({
      hooks: {
        betRecorded: () => {
          throw new Crash("killed before the win");
        },
      },
    });
    const { token, player, session } = await playerSession();
    const spin = await call(t.app, "POST", `/aggregator/v1/sessions/${session}/spin`, {
      body: { bet: 500 },
      token,
    });
    expect(spin.status).toBe(500);
    const open = await theRound(session);
    expect(open.status).toBe("paying");

    const app = await t.restart();
    // The win is leased to the request that crashed for a while, then it is the job's.
    expect((await app.gamesReconcile.sweep()).delivered).toBe(0);
    t.clock.advance(21_000);
    expect(await app.gamesReconcile.sweep()).toMatchObject({ delivered: 1 });
    const round = await theRound(session);
    expect(round.status).toBe("settled");
    expect(Number(round.balance)).toBe(player.balance);
    expect(player.balance).toBe(50_000 - 500 + Number(round.win));
    expect(t.wallet.callsOf("win").map((entry) => entry.transactionId)).toEqual([`${round.id}-win`]);
    const calls = await t.testDb.db.select().from(walletCalls).where(eq(walletCalls.roundId, round.id));
    expect(calls.map((entry) => [entry.kind, entry.status]).sort()).toEqual([
      ["bet", "acknowledged"],
      ["win", "acknowledged"],
    ]);
  });

  test("a round whose rollback the platform does not answer stays open and is retried, never dropped", async () => {
    await t.restart({ hooks: { betConfirmed: () => Promise.reject(new Crash("killed")) } });
    const { token, player, session } = await playerSession();
    await call(t.app, "POST", `/aggregator/v1/sessions/${session}/spin`, { body: { bet: 500 }, token });
    const app = await t.restart();
    t.wallet.fail("rollback", "error-500", 3);
    for (let sweep = 0; sweep < 6; sweep++) {
      t.clock.advance(30_000);
      await app.gamesReconcile.sweep();
    }
    expect((await theRound(session)).status).toBe("rolled_back");
    expect(t.wallet.callsOf("rollback")).toHaveLength(4);
    expect(player.balance).toBe(50_000);
  });

  test("a node that does not hold the lock does nothing", async () => {
    const app = await t.restart({
      reconcile: { start: false, leadership: { acquire: async () => false, release: async () => undefined } },
    });
    expect(await app.gamesReconcile.sweep()).toMatchObject({ leader: false, abandoned: 0, delivered: 0 });
  });

  test.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "on PostgreSQL one node of two holds the job's advisory lock",
    async () => {
      const url = t.testDb.url!;
      const first = await createGamesDatabase({ url });
      const second = await createGamesDatabase({ url });
      const a = advisoryLeadership(first, GAMES_RECONCILE_LOCK_KEY);
      const b = advisoryLeadership(second, GAMES_RECONCILE_LOCK_KEY);
      try {
        expect(await a.acquire()).toBe(true);
        expect(await b.acquire()).toBe(false);
        await a.release();
        expect(await b.acquire()).toBe(true);
      } finally {
        await a.release();
        await b.release();
        await first.close();
        await second.close();
      }
    },
  );
});

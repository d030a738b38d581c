import { createHash } from "node:crypto";
import type { GameSession, Round } from "@platform/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { call, createGamesTestApp, type GamesTestApp } from "../test/games-test-app.ts";
import { testEngine, testSlot, testSlotDefinition } from "../test/test-game.ts";
import type { SlotEngine } from "./engine.ts";

/*
 * RTS 14 per player: one real-money spin at a time across every game and session, decided in the
 * database; and the aggregator keeps no launch token in clear.
 */

const twinSlot = {
  ...testSlot,
  definition: { ...testSlotDefinition, slug: "test-twins", name: "Test Twins" },
};
const twoGames: SlotEngine = {
  ...testEngine,
  games: new Map([
    [testSlot.definition.slug, testSlot],
    [twinSlot.definition.slug, twinSlot],
  ]),
};

let t: GamesTestApp;
beforeAll(async () => {
  t = await createGamesTestApp({ engine: twoGames });
});
afterAll(() => t.close());
beforeEach(() => t.wallet.reset());

type Data<T> = { status: string; data: T; code?: string; message?: string };

let playerCount = 0;
function newPlayer(balance = 100_000) {
  const token = `pacing-${++playerCount}-${"p".repeat(24)}`;
  const player = t.wallet.addPlayer(token, { userId: `pacer-${playerCount}`, currency: "KES", balance });
  return { token, player };
}

async function openReal(token: string, game = "test-sevens"): Promise<string> {
  const opened = await call<Data<GameSession>>(t.app, "POST", "/aggregator/v1/sessions", {
    body: { operator: "alpha", game, token },
  });
  expect(opened.status).toBe(200);
  return opened.body.data.session_id;
}

const spin = (session: string, token: string, bet = 100) =>
  call<Data<Round>>(t.app, "POST", `/aggregator/v1/sessions/${session}/spin`, { body: { bet }, token });

describe("one spin at a time per player (RTS 14)", () => {
  test("20 parallel spins from 15 sessions in two games: one is accepted, the rest refused, 2.5 s later one more", async () => {
    const { token, player } = newPlayer();
    const sessions: string[] = [];
    for (let index = 0; index < 15; index++) {
      sessions.push(await openReal(token, index % 2 === 0 ? "test-sevens" : "test-twins"));
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => spin(sessions[index % sessions.length]!, token)),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body.status).toBe("error");
      expect(["RS_ERROR_SPIN_IN_PROGRESS", "RS_ERROR_TOO_FAST"]).toContain(answer.body.code);
      expect(answer.headers["retry-after"]).toBeDefined();
    }
    expect(refused.some((answer) => /one spin at a time/i.test(answer.body.message ?? ""))).toBe(true);
    expect(t.wallet.callsOf("bet")).toHaveLength(1);
    expect(player.balance).toBe(100_000 - 100 + accepted[0]!.body.data.win);

    t.clock.advance(2_499);
    expect((await spin(sessions[3]!, token)).status).toBe(429);
    t.clock.advance(1);
    expect((await spin(sessions[3]!, token)).status).toBe(200);
    expect(t.wallet.callsOf("bet")).toHaveLength(2);
  });

  test("a refusal from another session says one spin at a time; from the same session, too fast", async () => {
    const { token } = newPlayer();
    const [first, second] = [await openReal(token), await openReal(token, "test-twins")];
    t.clock.advance(2_500);
    expect((await spin(first, token)).status).toBe(200);
    const elsewhere = await spin(second, token);
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.code).toBe("RS_ERROR_SPIN_IN_PROGRESS");
    expect(elsewhere.body.message).toMatch(/^One spin at a time/);
    const again = await spin(first, token);
    expect(again.body.code).toBe("RS_ERROR_TOO_FAST");
  });

  test("another player's spins are unaffected", async () => {
    const alice = newPlayer();
    const bob = newPlayer();
    const aliceSessions = [await openReal(alice.token), await openReal(alice.token)];
    const bobSession = await openReal(bob.token, "test-twins");
    t.clock.advance(2_500);
    const [aliceFirst, aliceSecond, bobs] = await Promise.all([
      spin(aliceSessions[0]!, alice.token),
      spin(aliceSessions[1]!, alice.token),
      spin(bobSession, bob.token),
    ]);
    expect([aliceFirst.status, aliceSecond.status].sort()).toEqual([200, 429]);
    expect(bobs.status).toBe(200);
  });

  test("a bet the wallet refuses still took the player's spin start for 2.5 s", async () => {
    const { token, player } = newPlayer(50);
    const [first, second] = [await openReal(token), await openReal(token)];
    expect((await spin(first, token)).status).toBe(402);
    expect((await spin(second, token)).status).toBe(429);
    t.clock.advance(2_500);
    // This one reached the wallet again (and was refused for the same reason).
    expect((await spin(second, token)).status).toBe(402);
    expect(t.wallet.callsOf("bet")).toHaveLength(2);
    expect(player.balance).toBe(50);
  });

  test("fun play keeps the per-session rule: two visitors' sessions spin together", async () => {
    const open = () =>
      call<Data<GameSession>>(t.app, "POST", "/aggregator/v1/sessions", {
        body: { operator: "alpha", game: "test-sevens", token: null },
      });
    const [one, two] = [(await open()).body.data.session_id, (await open()).body.data.session_id];
    const answers = await Promise.all(
      [one, two].map((session) =>
        call(t.app, "POST", `/aggregator/v1/sessions/${session}/spin`, { body: { bet: 100 } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  });
});

describe("launch tokens at the aggregator", () => {
  test("the stored session rows hold the token's SHA-256, never the token", async () => {
    const { token } = newPlayer();
    const session = await openReal(token);
    const result = await t.testDb.db.execute(sql`select * from game_sessions where id = ${session}`);
    const row = result.rows[0] as Record<string, unknown>;
    expect(row.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(result.rows)).not.toContain(token);
    expect(row).not.toHaveProperty("token");

    // The request's own token still serves its wallet calls: the balance and a spin.
    const state = await call<Data<GameSession>>(t.app, "GET", `/aggregator/v1/sessions/${session}`, {
      token,
    });
    expect(state.status).toBe(200);
    t.clock.advance(2_500);
    expect((await spin(session, token)).status).toBe(200);
    const wrong = await spin(session, `${token}x`);
    expect(wrong.status).toBe(403);

    // The wallet outbox kept the token only while the round could still send a call.
    const calls = await t.testDb.db.execute(sql`select request from wallet_calls`);
    expect(calls.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(calls.rows)).not.toContain(token);
  });
});

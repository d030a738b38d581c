import type { GameSession, Round } from "@platform/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { rounds, walletCalls } from "../db/schema.ts";
import { call, createGamesTestApp, type GamesTestApp } from "../test/games-test-app.ts";

/*
 * Real play against a fake of the platform's seamless wallet that checks every signature and
 * applies each transaction id at most once: bet → win, refusals, lost answers, rollbacks.
 */

let t: GamesTestApp;
beforeAll(async () => {
  t = await createGamesTestApp();
});
afterAll(() => t.close());

type Data<T> = { status: string; data: T; code?: string; balance?: number; message?: string };

let playerCount = 0;
function newPlayer(balance = 10_000, extra: { disabled?: boolean; expired?: boolean } = {}) {
  const token = `token-${++playerCount}-${"x".repeat(20)}`;
  const player = t.wallet.addPlayer(token, {
    userId: `user-${playerCount}-abcdef`,
    currency: "KES",
    balance,
    ...extra,
  });
  return { token, player };
}

async function openReal(token: string) {
  const opened = await call<Data<GameSession>>(t.app, "POST", "/aggregator/v1/sessions", {
    body: { operator: "alpha", game: "test-sevens", token },
  });
  return opened;
}

async function spin(session: string, token: string | undefined, bet: number) {
  const answer = await call<Data<Round>>(t.app, "POST", `/aggregator/v1/sessions/${session}/spin`, {
    body: { bet },
    ...(token ? { token } : {}),
  });
  t.clock.advance(2_500);
  return answer;
}

async function roundRow(id: string) {
  const [row] = await t.testDb.db.select().from(rounds).where(eq(rounds.id, id));
  return row!;
}

async function callsOf(roundId: string) {
  return t.testDb.db.select().from(walletCalls).where(eq(walletCalls.roundId, roundId));
}

beforeEach(() => t.wallet.reset());

describe("real play through the seamless wallet", () => {
  test("a launch token opens a session with the platform's player and balance; each spin is bet then win", async () => {
    const { token, player } = newPlayer(10_000);
    const opened = await openReal(token);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ mode: "real", currency: "KES", balance: 10_000 });
    expect(t.wallet.callsOf("balance")).toHaveLength(1);

    let expected = 10_000;
    for (let index = 0; index < 6; index++) {
      const { status, body } = await spin(opened.body.data.session_id, token, 100);
      expect(status).toBe(200);
      const round = body.data;
      expect(round.status).toBe("settled");
      expected = expected - 100 + round.win;
      expect(round.balance).toBe(expected);
      expect(player.balance).toBe(expected);
    }
    const bets = t.wallet.callsOf("bet");
    const wins = t.wallet.callsOf("win");
    expect(bets).toHaveLength(6);
    expect(wins).toHaveLength(6);
    for (const bet of bets) expect(bet.transactionId).toMatch(/^[0-9a-f-]{36}-bet$/);
    for (const win of wins) expect(win.transactionId).toMatch(/-win$/);
    expect(new Set(t.wallet.calls.map((entry) => entry.operator))).toEqual(new Set(["alpha"]));
  });

  test("a zero win still closes the round with a win call of 0", async () => {
    const { token } = newPlayer(100_000);
    const session = (await openReal(token)).body.data.session_id;
    let lost: Round | undefined;
    for (let index = 0; index < 30 && !lost; index++) {
      const round = (await spin(session, token, 100)).body.data;
      if (round.win === 0) lost = round;
    }
    expect(lost).toBeDefined();
    const calls = await callsOf(lost!.round_id);
    const win = calls.find((entry) => entry.kind === "win")!;
    expect(win.request).toMatchObject({ amount: 0, reference_transaction_id: `${lost!.round_id}-bet` });
    expect(win.status).toBe("acknowledged");
  });

  test("not enough money: the round is refused, the real balance comes back, nothing else moves", async () => {
    const { token, player } = newPlayer(150);
    const session = (await openReal(token)).body.data.session_id;
    const { status, body } = await spin(session, token, 200);
    expect(status).toBe(402);
    expect(body).toMatchObject({ status: "error", code: "RS_ERROR_NOT_ENOUGH_MONEY", balance: 150 });
    expect(player.balance).toBe(150);
    const [row] = await t.testDb.db.select().from(rounds).where(eq(rounds.sessionId, session));
    expect(row).toMatchObject({ status: "refused", refusal: "RS_ERROR_NOT_ENOUGH_MONEY" });
    expect(t.wallet.callsOf("win")).toHaveLength(0);
    expect(t.wallet.callsOf("rollback")).toHaveLength(0);
    const recalled = await call<Data<Round>>(t.app, "GET", `/aggregator/v1/rounds/${row!.id}`);
    expect(recalled.body.data.status).toBe("refused");
  });

  test("an expired launch token: the client must reload the account; a disabled player may not play", async () => {
    const { token, player } = newPlayer(10_000);
    const session = (await openReal(token)).body.data.session_id;
    player.expired = true;
    const expired = await spin(session, token, 100);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe("RS_ERROR_TOKEN_EXPIRED");
    player.expired = false;
    player.disabled = true;
    const disabled = await spin(session, token, 100);
    expect(disabled.status).toBe(403);
    expect(disabled.body.code).toBe("RS_ERROR_USER_DISABLED");
    expect(player.balance).toBe(10_000);

    const blocked = newPlayer(10_000, { disabled: true });
    const refused = await openReal(blocked.token);
    expect(refused.status).toBe(403);
    const unknown = await openReal("no-such-token-at-all");
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe("RS_ERROR_INVALID_TOKEN");
  });

  test("a lost bet answer is repeated with the same transaction id and a new request id", async () => {
    const { token, player } = newPlayer(10_000);
    const session = (await openReal(token)).body.data.session_id;
    t.wallet.calls.length = 0;
    t.wallet.fail("bet", "lose-after");
    const { status, body } = await spin(session, token, 100);
    expect(status).toBe(200);
    expect(body.data.status).toBe("settled");
    const bets = t.wallet.callsOf("bet");
    expect(bets).toHaveLength(2);
    expect(bets[0]!.transactionId).toBe(bets[1]!.transactionId);
    expect(bets[0]!.requestId).not.toBe(bets[1]!.requestId);
    // Applied once: the replay answered the first answer.
    expect(player.balance).toBe(10_000 - 100 + body.data.win);
  });

  test("a bet that stays unconfirmed is rolled back; the player is told and keeps the money", async () => {
    const { token, player } = newPlayer(10_000);
    const session = (await openReal(token)).body.data.session_id;
    t.wallet.fail("bet", "lose-after", 2);
    const { status, body } = await spin(session, token, 100);
    expect(status).toBe(503);
    expect(body.code).toBe("RS_ERROR_BET_UNCONFIRMED");
    const [row] = await t.testDb.db.select().from(rounds).where(eq(rounds.sessionId, session));
    expect(row!.status).toBe("rolled_back");
    expect(player.balance).toBe(10_000);
    const rollbacks = t.wallet.callsOf("rollback");
    expect(rollbacks).toHaveLength(1);
    expect(rollbacks[0]!.transactionId).toBe(`${row!.id}-rollback`);
    const calls = await callsOf(row!.id);
    expect(calls.find((entry) => entry.kind === "bet")!.status).toBe("abandoned");
    expect(calls.find((entry) => entry.kind === "rollback")!.status).toBe("acknowledged");
  });

  test("a bet that never arrived is rolled back too, and the rollback blocks it if it arrives late", async () => {
    const { token, player } = newPlayer(10_000);
    const session = (await openReal(token)).body.data.session_id;
    t.wallet.fail("bet", "lose-before", 2);
    const { status } = await spin(session, token, 100);
    expect(status).toBe(503);
    expect(player.balance).toBe(10_000);
    const [row] = await t.testDb.db.select().from(rounds).where(eq(rounds.sessionId, session));
    expect(row!.status).toBe("rolled_back");
  });

  test("a win whose answers are lost is retried until acknowledged, by the request and then the job", async () => {
    const { token, player } = newPlayer(1_000_000);
    const session = (await openReal(token)).body.data.session_id;
    // Find a winning round's seeds is not possible from outside: lose every win answer for a while.
    t.wallet.fail("win", "error-500", 5);
    const { status, body } = await spin(session, token, 100);
    expect(status).toBe(200);
    const round = body.data;
    expect(round.status).toBe("open");
    expect(round.balance).toBeNull();
    expect((await roundRow(round.round_id)).status).toBe("paying");
    expect(t.wallet.callsOf("win")).toHaveLength(3);

    // The job tries again once the backoff has passed, until the platform acknowledges.
    let sweeps = 0;
    while ((await roundRow(round.round_id)).status !== "settled" && sweeps < 10) {
      t.clock.advance(60_000);
      await t.app.gamesReconcile.sweep();
      sweeps++;
    }
    const settled = await roundRow(round.round_id);
    expect(settled.status).toBe("settled");
    const wins = t.wallet.callsOf("win");
    expect(wins).toHaveLength(6);
    expect(new Set(wins.map((entry) => entry.transactionId)).size).toBe(1);
    expect(player.balance).toBe(1_000_000 - 100 + round.win);
    const recalled = await call<Data<Round>>(t.app, "GET", `/aggregator/v1/rounds/${round.round_id}`);
    expect(recalled.body.data).toMatchObject({ status: "settled", balance: player.balance });
  });

  test("another player's session cannot be played, nor one without the launch token", async () => {
    const alice = newPlayer(10_000);
    const bob = newPlayer(10_000);
    const session = (await openReal(alice.token)).body.data.session_id;
    const asBob = await spin(session, bob.token, 100);
    expect(asBob.status).toBe(403);
    expect(asBob.body.code).toBe("RS_ERROR_FORBIDDEN");
    const anonymous = await spin(session, undefined, 100);
    expect(anonymous.status).toBe(401);
    const rotate = await call<Data<unknown>>(t.app, "POST", `/aggregator/v1/sessions/${session}/seeds`, {
      body: { client_seed: "mine" },
      token: bob.token,
    });
    expect(rotate.status).toBe(403);
    expect(alice.player.balance).toBe(10_000);
    expect(t.wallet.callsOf("bet")).toHaveLength(0);
  });

  test("the session answers its balance from the platform; real seeds belong to the player across sessions", async () => {
    const { token, player } = newPlayer(5_000);
    const first = (await openReal(token)).body.data;
    await spin(first.session_id, token, 100);
    const second = (await openReal(token)).body.data;
    expect(second.seeds.server_seed_hash).toBe(first.seeds.server_seed_hash);
    expect(second.seeds.nonce).toBe(1);
    const state = await call<Data<GameSession>>(
      t.app,
      "GET",
      `/aggregator/v1/sessions/${second.session_id}`,
      {
        token,
      },
    );
    expect(state.body.data.balance).toBe(player.balance);
  });

  test("a session in another currency than the operator's is refused", async () => {
    const token = `token-ugx-${"y".repeat(20)}`;
    t.wallet.addPlayer(token, { userId: "user-ugx", currency: "UGX", balance: 1_000 });
    const opened = await openReal(token);
    expect(opened.status).toBe(409);
    expect(opened.body.code).toBe("RS_ERROR_WRONG_CURRENCY");
  });
});

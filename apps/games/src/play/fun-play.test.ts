import { createHash } from "node:crypto";
import type { GameSession, Round } from "@platform/contracts";
import { nodeFairFloats } from "@platform/fair/node";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { gameSessions, rounds } from "../db/schema.ts";
import { call, createGamesTestApp, type GamesTestApp } from "../test/games-test-app.ts";
import { testSlot } from "../test/test-game.ts";
import { FUN_STAKES } from "./sessions.ts";

let t: GamesTestApp;
beforeAll(async () => {
  t = await createGamesTestApp();
});
afterAll(() => t.close());

type Data<T> = { status: string; data: T; code?: string; balance?: number };

async function openFun(game = "test-sevens") {
  const opened = await call<Data<GameSession>>(t.app, "POST", "/aggregator/v1/sessions", {
    body: { operator: "alpha", game, token: null },
  });
  expect(opened.status).toBe(200);
  return opened.body.data;
}

async function spin(session: string, bet: number) {
  const answer = await call<Data<Round>>(t.app, "POST", `/aggregator/v1/sessions/${session}/spin`, {
    body: { bet },
  });
  t.clock.advance(2_500);
  return answer;
}

describe("fun play", () => {
  test("a visitor gets play money (1,000 smallest stakes) and spins move only that, never the platform's", async () => {
    const session = await openFun();
    expect(session.mode).toBe("fun");
    expect(session.currency).toBe("KES");
    expect(session.bets[0]).toBe(100);
    expect(session.balance).toBe(FUN_STAKES * 100);
    expect(session.session_id).toMatch(/^[A-Za-z0-9_-]{43}$/);

    let balance = session.balance;
    for (let index = 0; index < 5; index++) {
      const { status, body } = await spin(session.session_id, 200);
      expect(status).toBe(200);
      expect(body.data.status).toBe("settled");
      expect(body.data.mode).toBe("fun");
      balance = balance - 200 + body.data.win;
      expect(body.data.balance).toBe(balance);
      expect(body.data.seeds.nonce).toBe(index);
    }
    expect(t.wallet.calls).toHaveLength(0);
  });

  test("a stake above the play money is refused with the balance; no nonce is used up", async () => {
    const session = await openFun();
    await t.testDb.db
      .update(gameSessions)
      .set({ funBalance: 150n })
      .where(eq(gameSessions.id, session.session_id));
    const refused = await spin(session.session_id, 200);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: "RS_ERROR_NOT_ENOUGH_MONEY", balance: 150 });
    const played = await spin(session.session_id, 100);
    expect(played.status).toBe(200);
    expect(played.body.data.seeds.nonce).toBe(0);
    expect(
      await t.testDb.db.select().from(rounds).where(eq(rounds.sessionId, session.session_id)),
    ).toHaveLength(1);
  });

  test("a stake that is not one of the game's levels is refused", async () => {
    const session = await openFun();
    const { status, body } = await spin(session.session_id, 150);
    expect(status).toBe(400);
    expect(body.code).toBe("RS_ERROR_WRONG_BET");
  });

  test("RTS 14: a spin sooner than 2.5 s after the previous one's start is refused", async () => {
    const session = await openFun();
    const first = await call<Data<Round>>(
      t.app,
      "POST",
      `/aggregator/v1/sessions/${session.session_id}/spin`,
      {
        body: { bet: 100 },
      },
    );
    expect(first.status).toBe(200);
    t.clock.advance(2_499);
    const second = await call<Data<Round>>(
      t.app,
      "POST",
      `/aggregator/v1/sessions/${session.session_id}/spin`,
      {
        body: { bet: 100 },
      },
    );
    expect(second.status).toBe(429);
    expect(second.body.code).toBe("RS_ERROR_TOO_FAST");
    expect(second.headers["retry-after"]).toBe("1");
    t.clock.advance(1);
    const third = await call<Data<Round>>(
      t.app,
      "POST",
      `/aggregator/v1/sessions/${session.session_id}/spin`,
      {
        body: { bet: 100 },
      },
    );
    expect(third.status).toBe(200);
    // The refused spin used no nonce.
    expect(third.body.data.seeds.nonce).toBe(first.body.data.seeds.nonce + 1);
    t.clock.advance(2_500);
  });

  test("fifty parallel spins on one session: exactly one plays", async () => {
    const session = await openFun();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call<Data<Round>>(t.app, "POST", `/aggregator/v1/sessions/${session.session_id}/spin`, {
          body: { bet: 100 },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(49);
    t.clock.advance(2_500);
  });

  test("seed rotation reveals the committed server seed and recall replays each round exactly", async () => {
    const session = await openFun();
    const committed = session.seeds.server_seed_hash;
    const played: Round[] = [];
    for (let index = 0; index < 4; index++) played.push((await spin(session.session_id, 100)).body.data);

    // Before rotation, recall hides the server seed.
    const hidden = await call<Data<Round>>(t.app, "GET", `/aggregator/v1/rounds/${played[0]!.round_id}`);
    expect(hidden.body.data.seeds.server_seed).toBeNull();
    expect(hidden.body.data.seeds.server_seed_hash).toBe(committed);

    const rotated = await call<
      Data<{
        previous: { server_seed: string; server_seed_hash: string; client_seed: string; next_nonce: number };
        current: GameSession["seeds"];
      }>
    >(t.app, "POST", `/aggregator/v1/sessions/${session.session_id}/seeds`, {
      body: { client_seed: "my-lucky-seed" },
    });
    expect(rotated.status).toBe(200);
    const { previous, current } = rotated.body.data;
    expect(previous.server_seed_hash).toBe(committed);
    expect(createHash("sha256").update(previous.server_seed).digest("hex")).toBe(committed);
    expect(previous.next_nonce).toBe(4);
    expect(current).toMatchObject({ client_seed: "my-lucky-seed", nonce: 0 });
    expect(current.server_seed_hash).not.toBe(committed);

    for (const round of played) {
      const recalled = (await call<Data<Round>>(t.app, "GET", `/aggregator/v1/rounds/${round.round_id}`)).body
        .data;
      expect(recalled.seeds.server_seed).toBe(previous.server_seed);
      expect(recalled.outcome).toEqual(round.outcome);
      const replayed = testSlot.play(
        nodeFairFloats({
          serverSeed: recalled.seeds.server_seed!,
          clientSeed: recalled.seeds.client_seed,
          nonce: recalled.seeds.nonce,
        }),
        recalled.bet,
      );
      expect(replayed).toEqual(recalled.outcome);
    }

    const next = (await spin(session.session_id, 100)).body.data;
    expect(next.seeds).toMatchObject({ client_seed: "my-lucky-seed", nonce: 0, server_seed: null });
  });

  test("a client seed must be 1 to 64 visible characters", async () => {
    const session = await openFun();
    const { status } = await call(t.app, "POST", `/aggregator/v1/sessions/${session.session_id}/seeds`, {
      body: { client_seed: "has space" },
    });
    expect(status).toBe(400);
  });

  test("unknown sessions, rounds, operators and games answer 404 in the envelope", async () => {
    const unknownSession = await call<Data<unknown>>(
      t.app,
      "POST",
      `/aggregator/v1/sessions/${"x".repeat(43)}/spin`,
      {
        body: { bet: 100 },
      },
    );
    expect(unknownSession.status).toBe(404);
    expect(unknownSession.body).toMatchObject({ status: "error", code: "RS_ERROR_SESSION_NOT_FOUND" });
    const round = await call(t.app, "GET", "/aggregator/v1/rounds/7b1d0a52-7a43-4d6f-9a44-2f3f7d6a1c11");
    expect(round.status).toBe(404);
    const operator = await call<Data<unknown>>(t.app, "POST", "/aggregator/v1/sessions", {
      body: { operator: "nobody", game: "test-sevens", token: null },
    });
    expect(operator.body.code).toBe("RS_ERROR_UNKNOWN_OPERATOR");
    const game = await call<Data<unknown>>(t.app, "POST", "/aggregator/v1/sessions", {
      body: { operator: "alpha", game: "no-such-game", token: null },
    });
    expect(game.body.code).toBe("RS_ERROR_GAME_NOT_FOUND");
  });
});

import { type GameSession, type Lobby, lobbySchema, type Round } from "@platform/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { rounds, walletCalls } from "../db/schema.ts";
import { call, createGamesTestApp, type GamesTestApp } from "../test/games-test-app.ts";

/*
 * The platform's win limits (its decision 027): the lobby publishes each running game's maximum
 * win, which the platform keeps; a win it refuses for good is a final answer, not retried, and the
 * round ends refused, saying why.
 */

let t: GamesTestApp;
beforeAll(async () => {
  t = await createGamesTestApp();
});
afterAll(() => t.close());

type Data<T> = { status: string; data: T };

test.each(["RS_ERROR_WIN_LIMIT_EXCEEDED", "RS_ERROR_LIMIT_EXCEEDED"] as const)(
  "a win refused with %s ends the round refused and is never sent again",
  async (code) => {
    const token = `token-${code}-${"x".repeat(20)}`;
    t.wallet.addPlayer(token, { userId: `user-${code}`, currency: "KES", balance: 10_000 });
    const opened = await call<Data<GameSession>>(t.app, "POST", "/aggregator/v1/sessions", {
      body: { operator: "alpha", game: "test-sevens", token },
    });
    t.wallet.refuse("win", code, 100);
    const { status, body } = await call<Data<Round>>(
      t.app,
      "POST",
      `/aggregator/v1/sessions/${opened.body.data.session_id}/spin`,
      { body: { bet: 100 }, token },
    );
    expect(status).toBe(200);
    expect(body.data.status).toBe("refused");
    const [round] = await t.testDb.db.select().from(rounds).where(eq(rounds.id, body.data.round_id));
    expect(round).toMatchObject({ status: "refused", refusal: code });
    const [win] = await t.testDb.db
      .select()
      .from(walletCalls)
      .where(eq(walletCalls.transactionId, `${body.data.round_id}-win`));
    expect(win).toMatchObject({ status: "failed", attempts: 1, lastError: code });
    expect(win?.request).toMatchObject({ round_closed: true });

    for (let sweep = 0; sweep < 3; sweep++) {
      t.clock.advance(600_000);
      await t.app.gamesReconcile.sweep();
    }
    const sent = t.wallet.callsOf("win").filter((entry) => entry.transactionId === win?.transactionId);
    expect(sent).toHaveLength(1);
    t.clock.advance(2_500);
    t.wallet.reset();
  },
);

test("the lobby publishes each running game's maximum win, in multiples of the stake", async () => {
  const { status, body } = await call<Data<Lobby>>(t.app, "GET", "/aggregator/v1/lobby?operator=alpha");
  expect(status).toBe(200);
  const lobby = lobbySchema.parse(body.data);
  expect(lobby.games.find((game) => game.slug === "test-sevens")?.max_win).toBe(20);
  for (const game of lobby.games) expect(game.playable ? game.max_win : undefined).toBe(game.max_win);
});

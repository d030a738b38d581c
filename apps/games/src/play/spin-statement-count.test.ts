import type { GameSession, Round } from "@platform/contracts";
import { countStatements } from "@platform/server/testing/statement-counter";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { call, createGamesTestApp, type GamesTestApp } from "../test/games-test-app.ts";

/*
 * What one real-money spin costs the aggregator's database (the platform's side of the same spin:
 * apps/api/src/games/wallet-statement-count.test.ts). A change that adds a round-trip to the spin
 * fails here and has to say why by raising the budget.
 */
const BUDGET = 19;

type Data<T> = { status: string; data: T };

let t: GamesTestApp;
beforeAll(async () => {
  t = await createGamesTestApp();
});
afterAll(() => t.close());

describe("statements of a spin at the aggregator", () => {
  test("a real-money spin (bet, outcome, win) stays within its budget", async () => {
    const token = `token-count-${"x".repeat(20)}`;
    t.wallet.addPlayer(token, { userId: "user-count-abcdef", currency: "KES", balance: 100_000 });
    const opened = await call<Data<GameSession>>(t.app, "POST", "/aggregator/v1/sessions", {
      body: { operator: "alpha", game: "test-sevens", token },
    });
    const session = opened.body.data.session_id;
    const spin = () =>
      call<Data<Round>>(t.app, "POST", `/aggregator/v1/sessions/${session}/spin`, {
        body: { bet: 100 },
        token,
      });
    // The first spin warms what is cached per session or per game, as a player's later spins find it.
    expect((await spin()).status).toBe(200);
    t.clock.advance(2_500);

    const counter = countStatements(t.testDb.handle);
    const answer = await spin();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const statements = [...counter.statements];
    console.info(`aggregator: spin ${statements.length} statements`);
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(BUDGET);
  });
});

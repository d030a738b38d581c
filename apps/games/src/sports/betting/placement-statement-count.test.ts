import { countStatements } from "@platform/server/testing/statement-counter";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { call } from "../../test/games-test-app.ts";
import {
  type BettingTestKit,
  createBettingTestKit,
  EVENT_A,
  EVENT_B,
  EVENT_C,
  EVENT_D,
  pick,
} from "./test/betting-test-kit.ts";

/*
 * What one placement costs the aggregator's database (issue 19), through the route, BEGIN and
 * COMMIT included: the session and the rules kept per node, no replay read before the insert, the
 * book read once under lock at commit, and the bet opened with its call acknowledged in one
 * statement. A change that adds a round trip to the placement fails here and says why by raising
 * the budget. A 4-leg accumulator costs what a single does: its legs are one statement.
 */
const BUDGET = {
  // BEGIN, the selections under lock, the bet, its legs, its call in the outbox, COMMIT; the call's
  // lease; the bet opened and its call acknowledged.
  single: 8,
  accumulator: 8,
};

let t: BettingTestKit;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createBettingTestKit();
  app = await t.app();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe("statements of a placement on the aggregator", () => {
  test("a single and an accumulator stay within their budgets", async () => {
    const events = [EVENT_A, EVENT_B, EVENT_C, EVENT_D];
    for (const event of events) await t.event(event, { home: 2_000 });
    const player = await t.player();
    let n = 0;
    const place = async (selections: ReturnType<typeof pick>[]) => {
      const answer = await call<{ data: { bets: { state: string }[] } }>(
        app,
        "POST",
        `/aggregator/v1/sports/sessions/${player.session.id}/bets`,
        {
          token: player.token,
          body: {
            request_id: `count-request-${n++}`,
            selections,
            bet_type: selections.length === 1 ? "single" : "accumulator",
            unit_stake: 1_000,
            price_change: "any",
          },
        },
      );
      expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ data: { bets: [{ state: "open" }] } });
    };
    // The first placement reads the session and the rules, as a player's first bet on a node does.
    await place([pick(EVENT_A, "1", 2_000)]);

    const counter = countStatements(t.feed.testDb.handle);
    await place([pick(EVENT_A, "1", 2_000)]);
    const single = [...counter.statements];
    counter.reset();
    await place(events.map((event) => pick(event, "1", 2_000)));
    const accumulator = [...counter.statements];
    console.info(`aggregator: single ${single.length} statements, accumulator ${accumulator.length}`);
    expect(single.length, single.join("\n")).toBeLessThanOrEqual(BUDGET.single);
    expect(accumulator.length, accumulator.join("\n")).toBeLessThanOrEqual(BUDGET.accumulator);
  });
});

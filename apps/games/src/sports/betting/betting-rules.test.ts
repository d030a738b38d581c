import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { sportsBets, sportsBettingRules } from "../../db/schema.ts";
import { BettingRulesStore } from "./betting-rules-store.ts";
import { placeSlip } from "./place-bet.ts";
import { RulesCommandError, sportsRulesCommand } from "./rules-commands.ts";
import { type BettingTestKit, createBettingTestKit, EVENT_A, pick } from "./test/betting-test-kit.ts";

/*
 * The operators' sportsbook rules from the database (`games-operator sports rules`): over the code's
 * defaults and the settings, published by the rules route, refused when invalid, per operator; and
 * the site's max win per bet capping the published and applied maximum payout.
 */

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

const db = () => t.feed.testDb.db;
const lines: string[] = [];
const command = async (operator: string, action?: string, argument?: string) => {
  await sportsRulesCommand(
    { db: db(), out: (line) => lines.push(line), now: new Date() },
    operator,
    action,
    argument,
  );
  // The CLI is another process: a node sees the change once its cache expires; tests skip the wait.
  t.betting.deps.rules.invalidate();
};
const published = async (operator: string) => {
  const response = await app.inject({
    method: "GET",
    url: `/aggregator/v1/sports/rules?operator=${operator}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Record<string, unknown>;
};

beforeEach(async () => {
  await db().delete(sportsBettingRules);
  t.betting.deps.rules.invalidate();
  lines.length = 0;
});

let n = 0;
const requestId = () => `rules-${String(++n).padStart(6, "0")}`;

describe("rules from the database", () => {
  test("stored rules override the code's defaults, keep the settings' others, and are published", async () => {
    expect(await published("alpha")).toMatchObject({
      min_stake: 100,
      max_payout: 500_000_000,
      live_delay_ms: 100,
    });
    await command(
      "alpha",
      "set",
      JSON.stringify({
        min_stake: 500,
        max_stake: 200_000,
        max_payout: 2_000_000,
        cash_out_margin: 0.05,
        accumulator_bonus: {
          min_price_milli: 1_300,
          tiers: [
            { legs: 3, percent: 3 },
            { legs: 6, percent: 12.5 },
          ],
        },
      }),
    );
    expect(await published("alpha")).toMatchObject({
      min_stake: 500,
      max_stake: 200_000,
      max_payout: 2_000_000,
      max_win: 4_000,
      cash_out_margin: 0.05,
      // Not stored: the settings' value (the test kit's), over the default.
      live_delay_ms: 100,
      accumulator_bonus: {
        min_price_milli: 1_300,
        tiers: [
          { legs: 3, percent: 3 },
          { legs: 6, percent: 12.5 },
        ],
      },
    });
    // Another operator's rules are its own.
    expect(await published("beta")).toMatchObject({ min_stake: 100, max_payout: 500_000_000 });

    // `set` changes what it names and keeps the rest; `reset` goes back to the defaults.
    await command("alpha", "set", '{"max_stake": 300000}');
    expect(await published("alpha")).toMatchObject({ min_stake: 500, max_stake: 300_000 });
    await command("alpha", "show");
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({
      operator: "alpha",
      applied: { min_stake: 500, max_stake: 300_000, max_payout: 2_000_000 },
      stored: { min_stake: 500, max_stake: 300_000 },
      site_max_win_per_bet: null,
    });
    await command("alpha", "reset");
    expect(await published("alpha")).toMatchObject({ min_stake: 100, max_stake: 10_000_000 });
  });

  test("placement applies the stored stakes", async () => {
    await command("alpha", "set", '{"min_stake": 5000}');
    await t.event(EVENT_A, { home: 2_000 });
    const player = await t.player();
    const result = await placeSlip(t.betting.deps, player, {
      request_id: requestId(),
      selections: [pick(EVENT_A, "1", 2_000)],
      bet_type: "single",
      unit_stake: 1_000,
      price_change: "any",
    });
    expect(result.bets).toEqual([]);
    expect(result.refused[0]!.message).toMatch(/5000|stake/i);
    expect(player.balance()).toBe(1_000_000);
  });

  test.each([
    ["not JSON", "{max_stake: 1}", /not JSON/],
    ["an unknown rule", '{"max_win": 10}', /refused[\s\S]*max_win/],
    ["a negative stake", '{"min_stake": -5}', /refused[\s\S]*min_stake/],
    ["a fractional amount", '{"max_payout": 10.5}', /refused[\s\S]*max_payout/],
    ["min above max", '{"min_stake": 9000, "max_stake": 100}', /min_stake is above max_stake/],
    ["min above the stored max", '{"min_stake": 20000000}', /min_stake 20000000 would be above max_stake/],
    ["a margin of 90 %", '{"cash_out_margin": 0.9}', /refused[\s\S]*cash_out_margin/],
    [
      "tiers out of order",
      '{"accumulator_bonus": {"min_price_milli": 1200, "tiers": [{"legs": 6, "percent": 10}, {"legs": 5, "percent": 5}]}}',
      /tiers go up by legs/,
    ],
    ["a payout below the minimum stake", '{"max_payout": 50}', /max_payout 50 would be below min_stake/],
  ])("%s is refused with a clear message, and nothing is stored", async (_name, json, message) => {
    const refusal = command("alpha", "set", json);
    await expect(refusal).rejects.toThrow(RulesCommandError);
    await expect(refusal).rejects.toThrow(message);
    expect(await db().select().from(sportsBettingRules)).toEqual([]);
  });

  test("an unknown operator, or an unknown action, is refused", async () => {
    await expect(command("nobody", "set", '{"min_stake": 1}')).rejects.toThrow(/No operator "nobody"/);
    await expect(command("alpha", "delete")).rejects.toThrow(/Unknown sports rules action/);
    await expect(command("alpha", "site-limit", "-3")).rejects.toThrow(/minor units/);
    expect(await db().select().from(sportsBettingRules)).toEqual([]);
  });

  test("no HTTP route writes the rules", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const response = await app.inject({
        method,
        url: "/aggregator/v1/sports/rules?operator=beta",
        payload: { max_payout: 1 },
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await published("beta")).toMatchObject({ max_payout: 500_000_000 });
  });

  test("a node reads a change made elsewhere once its cache expires", async () => {
    let now = 1_000_000;
    const store = new BettingRulesStore(db(), {}, { ttlMs: 10_000, now: () => now });
    expect((await store.rules("alpha")).maxStake).toBe(10_000_000);
    await sportsRulesCommand(
      { db: db(), out: () => undefined, now: new Date() },
      "alpha",
      "set",
      '{"max_stake": 70000}',
    );
    expect((await store.rules("alpha")).maxStake).toBe(10_000_000);
    now += 10_001;
    expect((await store.rules("alpha")).maxStake).toBe(70_000);
  });
});

describe("the site's max win per bet", () => {
  test("caps the published maximum payout, the slip's potential return and the settlement's payout", async () => {
    await command("alpha", "set", '{"max_payout": 2000000}');
    await command("alpha", "site-limit", "300000");
    expect(await published("alpha")).toMatchObject({ max_payout: 300_000, max_win: 3_000 });
    // A site limit above the operator's rule changes nothing.
    await command("beta", "site-limit", "900000000");
    expect(await published("beta")).toMatchObject({ max_payout: 500_000_000 });

    await t.event(EVENT_A, { away: 4_000 });
    const player = await t.player();
    const { bets } = await placeSlip(t.betting.deps, player, {
      request_id: requestId(),
      selections: [pick(EVENT_A, "3", 4_000)],
      bet_type: "single",
      unit_stake: 100_000,
      price_change: "any",
    });
    expect(bets[0]).toMatchObject({ state: "open", potential_return: 300_000, capped: true });

    await t.settle1x2(EVENT_A, "3");
    await t.betting.step();
    await t.betting.idle();
    const [settled] = await db().select().from(sportsBets).where(eq(sportsBets.id, bets[0]!.id));
    expect(settled).toMatchObject({ state: "settled", payout: 300_000 });
    expect(player.balance()).toBe(1_000_000 - 100_000 + 300_000);

    // Forgotten: the operator's rule again.
    await command("alpha", "site-limit", "none");
    expect(await published("alpha")).toMatchObject({ max_payout: 2_000_000 });
  });
});

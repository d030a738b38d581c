import { randomUUID } from "node:crypto";
import { operatorSecret, signWalletBody } from "@platform/contracts/server";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { sportsBettingRules } from "../../db/schema.ts";
import { TEST_WALLET_KEY } from "../../test/games-test-app.ts";
import { storedRules } from "./betting-rules-store.ts";
import { type BettingTestKit, createBettingTestKit } from "./test/betting-test-kit.ts";
import { type SiteLimitCall, sendSiteLimit, siteLimitApp } from "./test/site-limit-app.ts";

/*
 * POST /v1/sports/site-limit: the operator's signed call that sets its site's max win per bet. It
 * writes what the command line's `site-limit` writes, and only for the operator whose fresh,
 * never-seen signature it carries, with a body of the contract.
 */

let t: BettingTestKit;
let app: FastifyInstance;
let rules: FastifyInstance;
beforeAll(async () => {
  t = await createBettingTestKit();
  app = await siteLimitApp(t);
  rules = await t.app();
});
afterAll(async () => {
  await app.close();
  await rules.close();
  await t.close();
});

const db = () => t.feed.testDb.db;
const now = () => t.feed.clock.now();
const send = (fields: Record<string, unknown>, options: SiteLimitCall = {}) =>
  sendSiteLimit(app, fields, { now: now(), ...options });
const stored = async (operator = "alpha") => (await storedRules(db(), operator))?.siteMaxWinPerBet ?? null;
const published = async (operator = "alpha") => {
  const response = await rules.inject({
    method: "GET",
    url: `/aggregator/v1/sports/rules?operator=${operator}`,
  });
  return response.json().data.max_payout as number;
};

beforeEach(async () => {
  await db().delete(sportsBettingRules);
  t.betting.deps.rules.invalidate();
});

describe("the operator's signed limit", () => {
  test("is stored, applied at once and answered with the maximum payout now in force", async () => {
    const response = await send({ site_max_win_per_bet: 300_000 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "success",
      data: { operator: "alpha", site_max_win_per_bet: 300_000, max_payout: 300_000 },
    });
    expect(await stored()).toBe(300_000);
    expect(await published()).toBe(300_000);
    // Another operator's book is not touched.
    expect(await stored("beta")).toBeNull();
  });

  test("sent again (a new request) sets the same; a limit above the operator's rule changes nothing", async () => {
    expect((await send({ site_max_win_per_bet: 300_000 })).statusCode).toBe(200);
    expect((await send({ site_max_win_per_bet: 300_000 })).statusCode).toBe(200);
    expect(await stored()).toBe(300_000);
    const above = await send({ site_max_win_per_bet: 900_000_000 });
    expect(above.json().data).toMatchObject({ site_max_win_per_bet: 900_000_000, max_payout: 500_000_000 });
  });
});

describe("refused, and nothing changes", () => {
  beforeEach(async () => {
    expect((await send({ site_max_win_per_bet: 400_000 })).statusCode).toBe(200);
  });
  afterEach(async () => {
    expect(await stored()).toBe(400_000);
    expect(await stored("beta")).toBeNull();
  });

  const attacks: [string, () => Promise<{ statusCode: number; json(): unknown }>, number, string][] = [
    [
      "signed with another operator's secret",
      () => send({ site_max_win_per_bet: 1 }, { signAs: "beta" }),
      401,
      "RS_ERROR_INVALID_SIGNATURE",
    ],
    [
      "another operator's own call pointed at alpha's id",
      () => send({ site_max_win_per_bet: 1 }, { operator: "alpha", signAs: "beta" }),
      401,
      "RS_ERROR_INVALID_SIGNATURE",
    ],
    [
      "signed with another key",
      () => send({ site_max_win_per_bet: 1 }, { key: "another-key-0123456789-0123456789-0123" }),
      401,
      "RS_ERROR_INVALID_SIGNATURE",
    ],
    [
      "a forged signature",
      () =>
        send(
          { site_max_win_per_bet: 1 },
          { signature: `t=${Math.floor(now().getTime() / 1000)},v1=${"0".repeat(64)}` },
        ),
      401,
      "RS_ERROR_INVALID_SIGNATURE",
    ],
    [
      "no signature",
      () => send({ site_max_win_per_bet: 1 }, { signature: null }),
      401,
      "RS_ERROR_INVALID_SIGNATURE",
    ],
    [
      "a malformed signature",
      () => send({ site_max_win_per_bet: 1 }, { signature: "v1=zz" }),
      401,
      "RS_ERROR_INVALID_SIGNATURE",
    ],
    [
      "a stale timestamp",
      () => send({ site_max_win_per_bet: 1 }, { at: new Date(now().getTime() - 301_000) }),
      401,
      "RS_ERROR_INVALID_SIGNATURE",
    ],
    [
      "a timestamp from the future",
      () => send({ site_max_win_per_bet: 1 }, { at: new Date(now().getTime() + 301_000) }),
      401,
      "RS_ERROR_INVALID_SIGNATURE",
    ],
    [
      "no operator",
      () => send({ site_max_win_per_bet: 1 }, { operator: "" }),
      401,
      "RS_ERROR_INVALID_SIGNATURE",
    ],
    [
      "an unknown operator",
      () => send({ site_max_win_per_bet: 1 }, { operator: "nobody" }),
      404,
      "RS_ERROR_UNKNOWN_OPERATOR",
    ],
    ["a limit of zero", () => send({ site_max_win_per_bet: 0 }), 400, "RS_ERROR_WRONG_TYPES"],
    ["a negative limit", () => send({ site_max_win_per_bet: -5 }), 400, "RS_ERROR_WRONG_TYPES"],
    ["a fractional limit", () => send({ site_max_win_per_bet: 1.5 }), 400, "RS_ERROR_WRONG_TYPES"],
    ["a limit as a string", () => send({ site_max_win_per_bet: "300000" }), 400, "RS_ERROR_WRONG_TYPES"],
    ["no limit", () => send({}), 400, "RS_ERROR_WRONG_TYPES"],
    ["an unknown field", () => send({ site_max_win_per_bet: 1, max_payout: 1 }), 400, "RS_ERROR_WRONG_TYPES"],
    [
      "a body that is not JSON",
      () => send({}, { raw: "site_max_win_per_bet=1" }),
      400,
      "RS_ERROR_WRONG_TYPES",
    ],
    [
      "the limit in another currency",
      () => send({ site_max_win_per_bet: 1, currency: "UGX" }),
      422,
      "RS_ERROR_WRONG_CURRENCY",
    ],
  ];
  test.each(attacks)("%s", async (_name, attack, status, code) => {
    const response = await attack();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status: "error", code, errors: [expect.any(Object)] });
  });

  test("a replay of an accepted request, even right away, is refused", async () => {
    const raw = JSON.stringify({ request_id: randomUUID(), currency: "KES", site_max_win_per_bet: 250_000 });
    const signature = signWalletBody(operatorSecret(TEST_WALLET_KEY, "alpha"), raw, now());
    expect((await send({}, { raw, signature })).statusCode).toBe(200);
    expect(await stored()).toBe(250_000);
    // The operator's next limit; then the old request again would take it back.
    expect((await send({ site_max_win_per_bet: 400_000 })).statusCode).toBe(200);
    t.feed.clock.advance(60_000);
    const replayed = await send({}, { raw, signature });
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json()).toMatchObject({ status: "error", code: "RS_ERROR_REPLAYED" });
    // Re-spaced or reordered, the header carries the same signature.
    const [time, mac] = signature.split(",");
    expect((await send({}, { raw, signature: ` ${mac}, ${time}` })).statusCode).toBe(409);
  });
});

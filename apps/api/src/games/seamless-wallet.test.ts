import { operatorSecret, signWalletBody } from "@platform/contracts/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { gameTransactions, users } from "../db/schema.ts";
import {
  createGamesTestApp,
  type Gambler,
  type GamesTestApp,
  gamesSite,
  WALLET_KEY,
} from "../test/games-fixtures.ts";
import { balanceOf as balanceIn, betBody, ok, refused, rollbackBody, winBody } from "../test/wallet-calls.ts";

/*
 * Contract tests of the seamless wallet, called as the aggregator calls it: signatures, shapes,
 * tokens and the bet's rules. Wins and rollbacks: seamless-wallet-settle.test.ts.
 */

let c: GamesTestApp;
beforeAll(async () => {
  c = await createGamesTestApp([
    gamesSite("games"),
    gamesSite("other"),
    gamesSite("fica", { required_fica_to_play: true }),
  ]);
});
afterAll(() => c.t.close());

const HOUR_MS = 3_600_000;
const balanceOf = (g: Gambler, site = "games") => balanceIn(c, g, site);

describe("signatures and shapes", () => {
  test("balance answers the player's cash, promo credit and their sum, echoing the request id", async () => {
    const g = await c.gambler({ cash: 1_000n, promo: 250n });
    const response = await c.wallet("balance", { request_id: "req-1", token: g.token });
    expect(ok(response)).toEqual({
      request_id: "req-1",
      user_id: g.id,
      currency: "KES",
      balance: 1_250,
      cash: 1_000,
      promo: 250,
    });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  test("a missing, malformed, stale, future, tampered or foreign signature is refused (401)", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const body = { token: g.token };
    const now = c.time.clock();
    refused(await c.wallet("balance", body, "games", { signature: null }), "RS_ERROR_INVALID_SIGNATURE", 401);
    refused(
      await c.wallet("balance", body, "games", { signature: "t=1,v1=abc" }),
      "RS_ERROR_INVALID_SIGNATURE",
      401,
    );
    const stale = new Date(now.getTime() - 301_000);
    const staleAnswer = refused(
      await c.wallet("balance", body, "games", { at: stale }),
      "RS_ERROR_INVALID_SIGNATURE",
      401,
    );
    expect(staleAnswer.message).toMatch(/too old/);
    const future = new Date(now.getTime() + 301_000);
    refused(await c.wallet("balance", body, "games", { at: future }), "RS_ERROR_INVALID_SIGNATURE", 401);
    // Signed, then changed on the way.
    const raw = JSON.stringify({ request_id: "r", token: g.token });
    const signature = signWalletBody(operatorSecret(WALLET_KEY, "games"), raw, now);
    refused(
      await c.wallet("balance", body, "games", { raw: raw.replace('"r"', '"s"'), signature }),
      "RS_ERROR_INVALID_SIGNATURE",
      401,
    );
    // Another operator's secret, a wrong key, an unknown or missing operator.
    refused(await c.wallet("balance", body, "games", { signAs: "other" }), "RS_ERROR_INVALID_SIGNATURE", 401);
    refused(
      await c.wallet("balance", body, "games", { key: "another-key-0123456789-0123456789-xyz" }),
      "RS_ERROR_INVALID_SIGNATURE",
      401,
    );
    refused(
      await c.wallet("balance", body, "games", { operator: "nowhere" }),
      "RS_ERROR_INVALID_SIGNATURE",
      401,
    );
    refused(await c.wallet("balance", body, "games", { operator: "" }), "RS_ERROR_INVALID_SIGNATURE", 401);
    // The properly signed call goes through.
    ok(await c.wallet("balance", body));
  });

  test("a body that is not JSON or not the contract's is RS_ERROR_WRONG_TYPES (400)", async () => {
    const g = await c.gambler({ cash: 1_000n });
    refused(await c.wallet("bet", {}, "games", { raw: "{not json" }), "RS_ERROR_WRONG_TYPES", 400);
    const negative = refused(await c.wallet("bet", betBody(g, -5)), "RS_ERROR_WRONG_TYPES", 400);
    expect(negative.errors[0]?.message).toMatch(/amount/);
    refused(await c.wallet("bet", betBody(g, 1.5)), "RS_ERROR_WRONG_TYPES", 400);
    refused(await c.wallet("win", { ...betBody(g, 100) }), "RS_ERROR_WRONG_TYPES", 400);
    refused(
      await c.wallet("bet", betBody(g, 100, { transaction_id: "spaces are not allowed" })),
      "RS_ERROR_WRONG_TYPES",
      400,
    );
  });

  test("a token that is not the platform's, or is another site's, is RS_ERROR_INVALID_TOKEN", async () => {
    const g = await c.gambler({ cash: 1_000n });
    refused(await c.wallet("balance", { token: "garbage" }), "RS_ERROR_INVALID_TOKEN", 401);
    refused(await c.wallet("balance", { token: `${g.token}x` }), "RS_ERROR_INVALID_TOKEN", 401);
    // The player's session token is not a launch token.
    refused(await c.wallet("balance", { token: g.session }), "RS_ERROR_INVALID_TOKEN", 401);
    // A token of site "games", signed correctly by operator "other".
    refused(await c.wallet("balance", { token: g.token }, "other"), "RS_ERROR_INVALID_TOKEN", 401);
    refused(await c.wallet("bet", betBody(g, 100), "other"), "RS_ERROR_INVALID_TOKEN", 401);
    expect((await balanceOf(g)).balance).toBe(1_000);
  });
});

describe("bet", () => {
  test("draws on cash first, then promo credit; the answer tells the split", async () => {
    const g = await c.gambler({ cash: 300n, promo: 500n });
    const first = ok(await c.wallet("bet", betBody(g, 200, { game_name: "Savanna Sun Deluxe" })));
    expect(first).toMatchObject({ cash_amount: 200, promo_amount: 0, cash: 100, promo: 500, balance: 600 });
    const second = ok(await c.wallet("bet", betBody(g, 250)));
    expect(second).toMatchObject({ cash_amount: 100, promo_amount: 150, cash: 0, promo: 350, balance: 350 });
    const third = ok(await c.wallet("bet", betBody(g, 350)));
    expect(third).toMatchObject({ cash_amount: 0, promo_amount: 350, balance: 0 });
    expect(await c.problems()).toEqual([]);
  });

  test("a replay answers the first answer and moves nothing; another body under the id is a duplicate", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const body = betBody(g, 400);
    const first = ok(await c.wallet("bet", { ...body, request_id: "a" }));
    const again = ok(await c.wallet("bet", { ...body, request_id: "b" }));
    expect(again).toEqual({ ...first, request_id: "b" });
    expect((await balanceOf(g)).balance).toBe(600);
    // The aggregator may hold a newer token for the same player: still the same call.
    const token = await c.launch(g.session);
    expect(ok(await c.wallet("bet", { ...body, token })).balance).toBe(600);

    const duplicate = refused(
      await c.wallet("bet", { ...body, amount: 500 }),
      "RS_ERROR_DUPLICATE_TRANSACTION",
      409,
    );
    expect(duplicate.balance).toBeUndefined();
    // The same id as a win is another call too.
    refused(
      await c.wallet("win", { ...winBody(g, body, 10), transaction_id: body.transaction_id }),
      "RS_ERROR_DUPLICATE_TRANSACTION",
      409,
    );
    expect((await balanceOf(g)).balance).toBe(600);
  });

  test("a player who never had money (no ledger accounts yet) is refused, not failed", async () => {
    const g = await c.gambler();
    const answer = refused(await c.wallet("bet", betBody(g, 100)), "RS_ERROR_NOT_ENOUGH_MONEY", 402);
    expect(answer).toMatchObject({ balance: 0, currency: "KES" });
    const parallel = await Promise.all(Array.from({ length: 10 }, () => c.wallet("bet", betBody(g, 100))));
    for (const response of parallel) refused(response, "RS_ERROR_NOT_ENOUGH_MONEY", 402);
    expect(await balanceOf(g)).toMatchObject({ cash: 0, promo: 0 });
  });

  test("not enough money: refused with the real balance, nothing moves, a retry hears the same", async () => {
    const g = await c.gambler({ cash: 100n, promo: 50n });
    const body = betBody(g, 151);
    const answer = refused(await c.wallet("bet", body), "RS_ERROR_NOT_ENOUGH_MONEY", 402);
    expect(answer).toMatchObject({ balance: 150, currency: "KES" });
    const retry = refused(await c.wallet("bet", body), "RS_ERROR_NOT_ENOUGH_MONEY", 402);
    expect(retry).toEqual(answer);
    expect(await balanceOf(g)).toMatchObject({ cash: 100, promo: 50 });
    // Exactly the balance is fine.
    expect(ok(await c.wallet("bet", betBody(g, 150))).balance).toBe(0);
    const [row] = await c.t.testDb.db
      .select()
      .from(gameTransactions)
      .where(eq(gameTransactions.transactionId, body.transaction_id));
    expect(row).toMatchObject({
      status: "refused",
      kind: "bet",
      amount: 151n,
      cashAmount: 0n,
      ledgerTransactionId: null,
    });
    expect(await c.problems()).toEqual([]);
  });

  test("another currency than the player's is RS_ERROR_WRONG_CURRENCY", async () => {
    const g = await c.gambler({ cash: 1_000n });
    refused(await c.wallet("bet", betBody(g, 100, { currency: "UGX" })), "RS_ERROR_WRONG_CURRENCY", 422);
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet));
    refused(
      await c.wallet("win", { ...winBody(g, bet, 50), currency: "USD" }),
      "RS_ERROR_WRONG_CURRENCY",
      422,
    );
    expect((await balanceOf(g)).balance).toBe(900);
  });

  test("the launch token expires after 4 hours for balance and bet, not for win and rollback", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const open = betBody(g, 100);
    const toRollBack = betBody(g, 200);
    ok(await c.wallet("bet", open));
    ok(await c.wallet("bet", toRollBack));
    c.time.advance(4 * HOUR_MS + 1_000);
    try {
      refused(await c.wallet("balance", { token: g.token }), "RS_ERROR_TOKEN_EXPIRED", 401);
      refused(await c.wallet("bet", betBody(g, 100)), "RS_ERROR_TOKEN_EXPIRED", 401);
      expect(ok(await c.wallet("win", winBody(g, open, 500))).cash).toBe(1_200);
      expect(ok(await c.wallet("rollback", rollbackBody(g, toRollBack))).cash).toBe(1_400);
      // A fresh token of the same (still live) session plays on.
      const fresh = { ...g, token: await c.launch(g.session) };
      expect(ok(await c.wallet("bet", betBody(fresh, 400))).balance).toBe(1_000);
    } finally {
      c.time.advance(-(4 * HOUR_MS + 1_000));
    }
  });

  test("after logout the token no longer stakes, but the round's win is still paid", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const bet = betBody(g, 300);
    ok(await c.wallet("bet", bet));
    const logout = await c.call("POST", "/api/session/logout", { site: "games", token: g.session });
    expect(logout.statusCode).toBe(200);
    refused(await c.wallet("bet", betBody(g, 100)), "RS_ERROR_INVALID_TOKEN", 401);
    refused(await c.wallet("balance", { token: g.token }), "RS_ERROR_INVALID_TOKEN", 401);
    expect(ok(await c.wallet("win", winBody(g, bet, 900))).balance).toBe(1_600);
  });

  test("a deactivated player, or one a FICA site has not approved, is RS_ERROR_USER_DISABLED", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet));
    await c.t.testDb.db.update(users).set({ deactivatedAt: c.time.clock() }).where(eq(users.id, g.id));
    refused(await c.wallet("bet", betBody(g, 100)), "RS_ERROR_USER_DISABLED", 403);
    refused(await c.wallet("balance", { token: g.token }), "RS_ERROR_USER_DISABLED", 403);
    // What the round owes is still paid.
    expect(ok(await c.wallet("win", winBody(g, bet, 100))).balance).toBe(1_000);

    const unapproved = await c.gambler({ cash: 1_000n }, "fica");
    refused(await c.wallet("bet", betBody(unapproved, 100), "fica"), "RS_ERROR_USER_DISABLED", 403);
    await c.t.testDb.db.update(users).set({ approvedFicaStatus: true }).where(eq(users.id, unapproved.id));
    expect(ok(await c.wallet("bet", betBody(unapproved, 100), "fica")).balance).toBe(900);
  });

  test("a bet of nothing moves nothing, and its round can win nothing (stake × max win is 0)", async () => {
    const g = await c.gambler({ promo: 1_000n });
    const bet = betBody(g, 0);
    expect(ok(await c.wallet("bet", bet))).toMatchObject({ cash_amount: 0, promo_amount: 0, balance: 1_000 });
    refused(await c.wallet("win", winBody(g, bet, 70)), "RS_ERROR_WIN_LIMIT_EXCEEDED", 422);
    expect(ok(await c.wallet("win", winBody(g, bet, 0)))).toMatchObject({ cash: 0, promo: 1_000 });
  });
});

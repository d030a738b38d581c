import { MAX_BALANCE, MAX_WALLET_CALL_AMOUNT, walletErrorSchema } from "@platform/contracts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listAlerts } from "../alerts/operator-alerts.ts";
import { createGamesTestApp, type GamesTestApp, gamesSite } from "../test/games-fixtures.ts";
import { balanceOf, betBody, ok, refused, winBody } from "../test/wallet-calls.ts";
import { BalanceLimitError } from "../wallet/ledger-errors.ts";

/*
 * Attacker tests of the platform's win limits and amount bounds (docs/decisions/027): the wallet
 * key, or a compromised aggregator, signs whatever it likes. Savanna Sun is enabled at 1000× the
 * stake (test/games-fixtures.ts), KES in cents.
 */

let c: GamesTestApp;
beforeAll(async () => {
  c = await createGamesTestApp([gamesSite("games"), gamesSite("capped", { max_win_per_bet: "10.00" })]);
});
afterAll(() => c.t.close());

const MILLION = 100_000_000; // 1,000,000.00 KES

async function winLimitAlerts(site = "games") {
  const alerts = await listAlerts(c.t.testDb.db, await c.siteId(site));
  return alerts.filter((alert) => alert.kind === "game_win_limit");
}

describe("win limits", () => {
  test("three oversized signed wins on a 1.00 bet credit nothing withdrawable, each alerted", async () => {
    const g = await c.gambler({ cash: 10_000n });
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet));
    const before = (await winLimitAlerts()).length;
    const wins = [winBody(g, bet, MILLION), winBody(g, bet, MILLION), winBody(g, bet, MILLION)];
    for (const win of wins) refused(await c.wallet("win", win), "RS_ERROR_WIN_LIMIT_EXCEEDED", 422);
    expect(await balanceOf(c, g)).toMatchObject({ cash: 9_900, promo: 0 });
    const alerts = await winLimitAlerts();
    expect(alerts.length - before).toBe(3);
    expect(alerts.map((alert) => alert.details.transaction)).toEqual(
      expect.arrayContaining(wins.map((win) => win.transaction_id)),
    );
    expect(alerts[0]).toMatchObject({ severity: "critical", userId: g.id });
    // The round's real limit, 1000 × 1.00, is still paid.
    expect(ok(await c.wallet("win", winBody(g, bet, 100_000))).cash).toBe(109_900);
    refused(await c.wallet("win", winBody(g, bet, 1)), "RS_ERROR_WIN_LIMIT_EXCEEDED", 422);
    expect(await c.problems()).toEqual([]);
  });

  test("a replay of a refused win answers the same refusal, even after the round's stakes grew", async () => {
    const g = await c.gambler({ cash: 100_000n });
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet));
    const win = winBody(g, bet, 150_000);
    const first = refused(await c.wallet("win", win), "RS_ERROR_WIN_LIMIT_EXCEEDED", 422);
    // A second stake in the round would now cover it: the first answer stands.
    ok(await c.wallet("bet", betBody(g, 100, { round_id: bet.round_id })));
    expect(refused(await c.wallet("win", win), "RS_ERROR_WIN_LIMIT_EXCEEDED", 422)).toEqual(first);
    expect((await balanceOf(c, g)).balance).toBe(99_800);
  });

  test("the site's maximum win per bet caps every game", async () => {
    const g = await c.gambler({ cash: 10_000n }, "capped");
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet, "capped"));
    // 1000 × 1.00 would be 1,000.00; the site allows 10.00 a bet.
    refused(await c.wallet("win", winBody(g, bet, 1_001), "capped"), "RS_ERROR_WIN_LIMIT_EXCEEDED", 422);
    expect(ok(await c.wallet("win", winBody(g, bet, 1_000), "capped")).balance).toBe(10_900);
  });

  test("a bet on a game the site has not enabled is refused and moves nothing", async () => {
    const g = await c.gambler({ cash: 10_000n });
    const bet = betBody(g, 100, { game: "invented-jackpot" });
    refused(await c.wallet("bet", bet), "RS_ERROR_INVALID_GAME", 403);
    refused(await c.wallet("win", winBody(g, bet, MILLION)), "RS_ERROR_TRANSACTION_DOES_NOT_EXIST", 404);
    expect((await balanceOf(c, g)).balance).toBe(10_000);
  });

  test("a win on a closed round is refused (round_closed, or a zero win)", async () => {
    const g = await c.gambler({ cash: 10_000n });
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet));
    ok(await c.wallet("win", { ...winBody(g, bet, 500), round_closed: true }));
    refused(await c.wallet("win", winBody(g, bet, 500)), "RS_ERROR_ROUND_SETTLED", 409);
    const lost = betBody(g, 100);
    ok(await c.wallet("bet", lost));
    ok(await c.wallet("win", winBody(g, lost, 0)));
    const late = winBody(g, lost, 500);
    refused(await c.wallet("win", late), "RS_ERROR_ROUND_SETTLED", 409);
    refused(await c.wallet("win", late), "RS_ERROR_ROUND_SETTLED", 409);
    expect((await balanceOf(c, g)).balance).toBe(10_300);
  });

  test("a win naming another player's bet, or a bet of another round, is refused, and so is its replay", async () => {
    const owner = await c.gambler({ cash: 10_000n });
    const thief = await c.gambler({ cash: 10_000n });
    const bet = betBody(owner, 100);
    ok(await c.wallet("bet", bet));
    const stolen = winBody(thief, bet, 10_000);
    refused(await c.wallet("win", stolen), "RS_ERROR_TRANSACTION_DOES_NOT_EXIST", 404);
    refused(await c.wallet("win", stolen), "RS_ERROR_TRANSACTION_DOES_NOT_EXIST", 404);
    const ownBet = betBody(thief, 100);
    ok(await c.wallet("bet", ownBet));
    const crossed = winBody(thief, { transaction_id: ownBet.transaction_id, round_id: bet.round_id }, 10_000);
    refused(await c.wallet("win", crossed), "RS_ERROR_TRANSACTION_DOES_NOT_EXIST", 404);
    expect((await balanceOf(c, owner)).balance).toBe(9_900);
    expect((await balanceOf(c, thief)).balance).toBe(9_900);
  });

  test("50 parallel wins on one round together stay within its cap", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet));
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => c.wallet("win", winBody(g, bet, 5_000))),
    );
    const paid = responses.filter((response) => response.statusCode === 200);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(walletErrorSchema.parse(response.json()).code).toBe("RS_ERROR_WIN_LIMIT_EXCEEDED");
    }
    // 1000 × 1.00 = 1,000.00: exactly twenty wins of 50.00.
    expect(paid).toHaveLength(20);
    expect((await balanceOf(c, g)).balance).toBe(900 + 100_000);
    expect(await c.problems()).toEqual([]);
  });
});

describe("bounded amounts", () => {
  test("a win past the maximum balance is refused in the wallet's shape; the wallet keeps answering", async () => {
    const g = await c.gambler({ cash: BigInt(MAX_BALANCE) - 1_000n });
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet));
    const win = winBody(g, bet, 5_000);
    const refusal = refused(await c.wallet("win", win), "RS_ERROR_LIMIT_EXCEEDED", 422);
    expect(refused(await c.wallet("win", win), "RS_ERROR_LIMIT_EXCEEDED", 422)).toEqual(refusal);
    expect((await balanceOf(c, g)).balance).toBe(MAX_BALANCE - 1_100);
    const next = betBody(g, 100);
    expect(ok(await c.wallet("bet", next)).balance).toBe(MAX_BALANCE - 1_200);
    expect(ok(await c.wallet("win", winBody(g, next, 1_200))).balance).toBe(MAX_BALANCE);
    expect(await c.problems()).toEqual([]);
  });

  test("one call moves at most MAX_WALLET_CALL_AMOUNT: bet and win", async () => {
    const g = await c.gambler({ cash: 10_000n });
    refused(await c.wallet("bet", betBody(g, MAX_WALLET_CALL_AMOUNT + 1)), "RS_ERROR_LIMIT_EXCEEDED", 422);
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet));
    refused(await c.wallet("win", winBody(g, bet, Number.MAX_SAFE_INTEGER)), "RS_ERROR_LIMIT_EXCEEDED", 422);
    expect((await balanceOf(c, g)).balance).toBe(9_900);
  });

  test("no balance can pass the maximum, whatever credits it (finding 7: 2^53 − 1)", async () => {
    const g = await c.gambler();
    await expect(c.credit(g.id, "cash", BigInt(Number.MAX_SAFE_INTEGER) - 10n)).rejects.toBeInstanceOf(
      BalanceLimitError,
    );
    await c.credit(g.id, "cash", BigInt(MAX_BALANCE));
    await expect(c.credit(g.id, "cash", 1n)).rejects.toBeInstanceOf(BalanceLimitError);
    await expect(c.credit(g.id, "promo", BigInt(MAX_BALANCE) + 1n)).rejects.toBeInstanceOf(BalanceLimitError);
    const answer = await balanceOf(c, g);
    expect(answer).toMatchObject({ cash: MAX_BALANCE, balance: MAX_BALANCE });
    expect(Number.isSafeInteger(answer.balance)).toBe(true);
  });
});

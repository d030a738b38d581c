import { walletSuccessSchema } from "@platform/contracts";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { gameRounds, ledgerTransactions } from "../db/schema.ts";
import {
  createGamesTestApp,
  type Gambler,
  type GamesTestApp,
  gamesSite,
  newId,
} from "../test/games-fixtures.ts";
import { balanceOf as balanceIn, betBody, ok, refused, rollbackBody, winBody } from "../test/wallet-calls.ts";

/*
 * A corrected result, as the sportsbook resettles it: the rollback of the win that closed a round
 * takes that win back once, from the balances it credited, and reopens the round for the new
 * settlement's win. Never below zero, never another player's or operator's round, and the books
 * balance after every step.
 */

const HOUR_MS = 3_600_000;

let c: GamesTestApp;
beforeAll(async () => {
  c = await createGamesTestApp([gamesSite("games"), gamesSite("other")]);
});
afterAll(() => c.t.close());

const balanceOf = (g: Gambler, site = "games") => balanceIn(c, g, site);
type Bet = ReturnType<typeof betBody>;
const closingWin = (g: Gambler, bet: Bet, amount: number) => ({
  ...winBody(g, bet, amount),
  round_closed: true,
});
const reversalOf = (g: Gambler, bet: Bet, win: { transaction_id: string }) => ({
  ...rollbackBody(g, bet),
  reference_transaction_id: win.transaction_id,
});

async function roundOf(bet: Bet) {
  const [round] = await c.t.testDb.db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.siteId, await c.siteId()), eq(gameRounds.roundId, bet.round_id)));
  return round!;
}

/** Ledger transactions written under this wallet transaction id (0 or 1). */
async function movesOf(transactionId: string) {
  const rows = await c.t.testDb.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `game:%:${transactionId}`));
  return rows.length;
}

describe("rollback of a round's closing win", () => {
  test("takes the win back once, from the balances it credited, and reopens the round", async () => {
    const g = await c.gambler({ cash: 100n, promo: 300n });
    const bet = betBody(g, 400);
    ok(await c.wallet("bet", bet));
    const first = closingWin(g, bet, 1_000);
    expect(ok(await c.wallet("win", first))).toMatchObject({ cash_amount: 250, promo_amount: 750 });
    expect(await roundOf(bet)).toMatchObject({ status: "won", closedAt: expect.any(Date), win: 1_000n });
    // The corrected settlement cannot come before the reversal: the round is still closed. The
    // refusal is not kept: the same win is judged again once the round reopens.
    const second = closingWin(g, bet, 400);
    refused(await c.wallet("win", second), "RS_ERROR_ROUND_SETTLED", 409);
    expect(await c.problems()).toEqual([]);

    const reversal = reversalOf(g, bet, first);
    const answer = ok(await c.wallet("rollback", reversal));
    expect(answer).toMatchObject({ cash_amount: 250, promo_amount: 750, cash: 0, promo: 0, balance: 0 });
    expect(await roundOf(bet)).toMatchObject({
      status: "open",
      closedAt: null,
      win: 0n,
      winCash: 0n,
      winPromo: 0n,
      wins: 1,
    });
    expect(await c.problems()).toEqual([]);
    // Its replay answers the first answer; another rollback of the same win moves nothing.
    expect(ok(await c.wallet("rollback", reversal))).toEqual({ ...answer, request_id: expect.any(String) });
    expect(ok(await c.wallet("rollback", reversalOf(g, bet, first)))).toMatchObject({
      cash_amount: 0,
      promo_amount: 0,
      balance: 0,
    });
    // The reversed win's own replay pays nothing again.
    ok(await c.wallet("win", first));
    expect(await balanceOf(g)).toMatchObject({ cash: 0, promo: 0 });
    expect(await movesOf(reversal.transaction_id)).toBe(1);

    // The corrected result: a smaller win, paid in the bet's proportions, closing the round again.
    expect(ok(await c.wallet("win", second))).toMatchObject({ cash_amount: 100, promo_amount: 300 });
    expect(await roundOf(bet)).toMatchObject({ status: "won", closedAt: expect.any(Date), win: 400n });
    refused(await c.wallet("win", closingWin(g, bet, 1)), "RS_ERROR_ROUND_SETTLED", 409);
    // The first win, reversed, can no longer be reversed into the round; the second can.
    ok(await c.wallet("rollback", reversalOf(g, bet, second)));
    expect(await balanceOf(g)).toMatchObject({ cash: 0, promo: 0 });
    expect(await c.problems()).toEqual([]);
  });

  test("a zero win reversed reopens a lost round; its bets stay settled", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const bet = betBody(g, 300);
    ok(await c.wallet("bet", bet));
    const lost = winBody(g, bet, 0);
    ok(await c.wallet("win", lost));
    expect(ok(await c.wallet("rollback", reversalOf(g, bet, lost)))).toMatchObject({
      cash_amount: 0,
      balance: 700,
    });
    expect(await roundOf(bet)).toMatchObject({ status: "open", closedAt: null });
    // Reopened for a win only: no new stake, no refund of the stake.
    refused(
      await c.wallet("bet", betBody(g, 100, { round_id: bet.round_id })),
      "RS_ERROR_ROUND_SETTLED",
      409,
    );
    refused(await c.wallet("rollback", rollbackBody(g, bet)), "RS_ERROR_ROUND_SETTLED", 409);
    expect(ok(await c.wallet("win", closingWin(g, bet, 600))).balance).toBe(1_300);
    expect(await roundOf(bet)).toMatchObject({ status: "won", win: 600n });
    expect(await c.problems()).toEqual([]);
  });

  test("is refused, moving nothing, when the balances no longer hold the win; judged again later", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet));
    const win = closingWin(g, bet, 800);
    ok(await c.wallet("win", win));
    // The player stakes most of it elsewhere.
    ok(await c.wallet("bet", betBody(g, 1_500)));
    const reversal = reversalOf(g, bet, win);
    const refusal = refused(await c.wallet("rollback", reversal), "RS_ERROR_NOT_ENOUGH_MONEY", 402);
    expect(refusal).toMatchObject({ balance: 200, currency: "KES" });
    expect(await balanceOf(g)).toMatchObject({ cash: 200, balance: 200 });
    expect(await movesOf(reversal.transaction_id)).toBe(0);
    // The round stays closed: the corrected result cannot be paid before the reversal is done.
    expect(await roundOf(bet)).toMatchObject({ closedAt: expect.any(Date), win: 800n });
    refused(await c.wallet("win", closingWin(g, bet, 100)), "RS_ERROR_ROUND_SETTLED", 409);
    expect(await c.problems()).toEqual([]);

    // Once the player's balance holds it again, the same transaction id is applied.
    await c.credit(g.id, "cash", 700n);
    expect(ok(await c.wallet("rollback", reversal))).toMatchObject({ cash_amount: 800, balance: 100 });
    expect(ok(await c.wallet("win", closingWin(g, bet, 100))).balance).toBe(200);
    expect(await c.problems()).toEqual([]);
  });

  test("never takes a win's promo credit from cash", async () => {
    const g = await c.gambler({ promo: 500n });
    const bet = betBody(g, 500);
    ok(await c.wallet("bet", bet));
    const win = closingWin(g, bet, 1_000);
    expect(ok(await c.wallet("win", win))).toMatchObject({ promo_amount: 1_000 });
    ok(await c.wallet("bet", betBody(g, 600)));
    await c.credit(g.id, "cash", 5_000n);
    refused(await c.wallet("rollback", reversalOf(g, bet, win)), "RS_ERROR_NOT_ENOUGH_MONEY", 402);
    expect(await balanceOf(g)).toMatchObject({ cash: 5_000, promo: 400 });
    expect(await c.problems()).toEqual([]);
  });

  test("only the win that closed the player's own round, on its own site", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const stranger = await c.gambler({ cash: 1_000n });
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet));
    const partial = winBody(g, bet, 50);
    ok(await c.wallet("win", partial));
    // A win that left the round open is not a settlement: it is not taken back.
    refused(
      await c.wallet("rollback", reversalOf(g, bet, partial)),
      "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
      404,
    );
    const closing = closingWin(g, bet, 300);
    ok(await c.wallet("win", closing));
    // Nor the earlier win once another closed the round.
    refused(
      await c.wallet("rollback", reversalOf(g, bet, partial)),
      "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
      404,
    );
    // Another player's token, or another round.
    refused(
      await c.wallet("rollback", reversalOf(stranger, bet, closing)),
      "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
      404,
    );
    refused(
      await c.wallet("rollback", { ...reversalOf(g, bet, closing), round_id: newId("round") }),
      "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
      404,
    );
    // Another operator: its signature names its own site, where neither the token nor the win is.
    refused(await c.wallet("rollback", reversalOf(g, bet, closing), "other"), "RS_ERROR_INVALID_TOKEN", 401);
    // A forged signature: the other operator's secret under this operator's name.
    refused(
      await c.wallet("rollback", reversalOf(g, bet, closing), "games", { signAs: "other" }),
      "RS_ERROR_INVALID_SIGNATURE",
      401,
    );
    expect((await balanceOf(g)).balance).toBe(1_250);
    expect(await roundOf(bet)).toMatchObject({ closedAt: expect.any(Date), win: 350n });
    expect(await c.problems()).toEqual([]);
    expect(await c.problems("other")).toEqual([]);
  });

  test("works after the launch token expired", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet));
    const win = closingWin(g, bet, 500);
    ok(await c.wallet("win", win));
    c.time.advance(30 * 24 * HOUR_MS);
    try {
      expect(ok(await c.wallet("rollback", reversalOf(g, bet, win))).balance).toBe(900);
      expect(ok(await c.wallet("win", closingWin(g, bet, 200))).balance).toBe(1_100);
    } finally {
      c.time.advance(-30 * 24 * HOUR_MS);
    }
    expect(await c.problems()).toEqual([]);
  });

  test("50 identical reversals in parallel take the win once; 50 distinct ones too", async () => {
    const g = await c.gambler({ cash: 10_000n });
    const bet = betBody(g, 1_000);
    ok(await c.wallet("bet", bet));
    const win = closingWin(g, bet, 3_000);
    ok(await c.wallet("win", win));
    const reversal = reversalOf(g, bet, win);
    const copies = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        c.wallet("rollback", { ...reversal, request_id: `copy-${index}` }),
      ),
    );
    const answers = copies.map((response) => {
      expect(response.statusCode).toBe(200);
      const { request_id: _request, ...rest } = walletSuccessSchema.parse(response.json()).data;
      return JSON.stringify(rest);
    });
    expect(new Set(answers).size).toBe(1);
    expect(await movesOf(reversal.transaction_id)).toBe(1);
    expect((await balanceOf(g)).balance).toBe(9_000);

    const second = closingWin(g, bet, 2_000);
    ok(await c.wallet("win", second));
    const distinct = await Promise.all(
      Array.from({ length: 50 }, () => c.wallet("rollback", reversalOf(g, bet, second))),
    );
    const taken = distinct.map((response) => walletSuccessSchema.parse(response.json()).data.cash_amount);
    expect(taken.filter((amount) => amount === 2_000)).toHaveLength(1);
    expect(taken.filter((amount) => amount === 0)).toHaveLength(49);
    expect((await balanceOf(g)).balance).toBe(9_000);
    expect(await roundOf(bet)).toMatchObject({ closedAt: null, win: 0n });
    expect(await c.problems()).toEqual([]);
  });

  test("a win reversed before it arrived pays nothing when it comes", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const bet = betBody(g, 100);
    ok(await c.wallet("bet", bet));
    const win = closingWin(g, bet, 500);
    expect(ok(await c.wallet("rollback", reversalOf(g, bet, win)))).toMatchObject({ balance: 900 });
    refused(await c.wallet("win", win), "RS_ERROR_TRANSACTION_ROLLED_BACK", 409);
    expect(ok(await c.wallet("win", closingWin(g, bet, 200))).balance).toBe(1_100);
    expect(await c.problems()).toEqual([]);
  });
});

import { walletErrorSchema, walletSuccessSchema } from "@platform/contracts";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ledgerTransactions } from "../db/schema.ts";
import { createGamesTestApp, type Gambler, type GamesTestApp, newId } from "../test/games-fixtures.ts";

/*
 * What fifty parallel calls do: the ledger's CHECK decides who gets the money, a transaction id
 * is applied once however many copies race, and a rollback racing its bet (or its win) leaves one
 * consistent outcome.
 */

let c: GamesTestApp;
beforeAll(async () => {
  c = await createGamesTestApp();
});
afterAll(() => c.t.close());

const GAME = "savanna-sun";

function betBody(g: Gambler, amount: number, transactionId = newId("bet"), roundId = newId("round")) {
  return {
    token: g.token,
    transaction_id: transactionId,
    round_id: roundId,
    game: GAME,
    amount,
    currency: "KES",
  };
}

async function balance(g: Gambler) {
  const response = await c.wallet("balance", { token: g.token });
  return walletSuccessSchema.parse(response.json()).data;
}

describe("concurrent calls", () => {
  test("100 parallel bets on one balance never overdraw; the rest hear the real balance", async () => {
    const g = await c.gambler({ cash: 3_000n, promo: 2_050n });
    const responses = await Promise.all(Array.from({ length: 100 }, () => c.wallet("bet", betBody(g, 100))));
    const applied = responses.filter((response) => response.statusCode === 200);
    const refusals = responses.filter((response) => response.statusCode !== 200);
    expect(applied).toHaveLength(50);
    for (const response of refusals) {
      expect(response.statusCode).toBe(402);
      expect(walletErrorSchema.parse(response.json())).toMatchObject({
        code: "RS_ERROR_NOT_ENOUGH_MONEY",
        balance: 50,
        currency: "KES",
      });
    }
    const splits = applied.map((response) => walletSuccessSchema.parse(response.json()).data);
    expect(splits.reduce((sum, answer) => sum + (answer.cash_amount ?? 0), 0)).toBe(3_000);
    expect(splits.reduce((sum, answer) => sum + (answer.promo_amount ?? 0), 0)).toBe(2_000);
    expect(await balance(g)).toMatchObject({ cash: 0, promo: 50, balance: 50 });
    expect(await c.problems()).toEqual([]);
  });

  test("50 identical bets in parallel apply once and all answer the first answer", async () => {
    const g = await c.gambler({ cash: 10_000n });
    const body = betBody(g, 700);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => c.wallet("bet", { ...body, request_id: `copy-${index}` })),
    );
    const answers = responses.map((response) => {
      expect(response.statusCode).toBe(200);
      const { request_id: requestId, ...rest } = walletSuccessSchema.parse(response.json()).data;
      return { requestId, rest };
    });
    expect(new Set(answers.map((answer) => JSON.stringify(answer.rest))).size).toBe(1);
    expect(answers[0]?.rest).toMatchObject({ balance: 9_300, transaction_id: body.transaction_id });
    expect(answers.map((answer) => answer.requestId)).toEqual(answers.map((_, index) => `copy-${index}`));
    const moved = await c.t.testDb.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.userId, g.id),
          like(ledgerTransactions.idempotencyKey, `game:%${body.transaction_id}`),
        ),
      );
    expect(moved).toHaveLength(1);
    expect((await balance(g)).balance).toBe(9_300);
  });

  test("50 identical wins in parallel pay once", async () => {
    const g = await c.gambler({ cash: 1_000n });
    const bet = betBody(g, 100);
    expect((await c.wallet("bet", bet)).statusCode).toBe(200);
    const win = {
      ...bet,
      transaction_id: newId("win"),
      amount: 5_000,
      reference_transaction_id: bet.transaction_id,
    };
    const responses = await Promise.all(Array.from({ length: 50 }, () => c.wallet("win", win)));
    for (const response of responses) expect(response.statusCode).toBe(200);
    expect((await balance(g)).balance).toBe(5_900);
  });

  test("a bet racing its own rollback: either reversed or refused, never both, never neither", async () => {
    const g = await c.gambler({ cash: 10_000n });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const bet = betBody(g, 100 + index);
        const rollback = {
          token: g.token,
          transaction_id: newId("rollback"),
          round_id: bet.round_id,
          game: GAME,
          reference_transaction_id: bet.transaction_id,
        };
        const calls = index % 2 === 0 ? [c.wallet("bet", bet), c.wallet("rollback", rollback)] : [];
        if (index % 2 === 1) calls.push(c.wallet("rollback", rollback), c.wallet("bet", bet));
        const responses = await Promise.all(calls);
        const betResponse = index % 2 === 0 ? responses[0] : responses[1];
        const rollbackResponse = index % 2 === 0 ? responses[1] : responses[0];
        expect(rollbackResponse?.statusCode).toBe(200);
        if (betResponse?.statusCode === 200) {
          // The bet came first; the rollback gave back exactly its stake.
          expect(walletSuccessSchema.parse(rollbackResponse?.json()).data.cash_amount).toBe(100 + index);
          return "reversed";
        }
        expect(walletErrorSchema.parse(betResponse?.json()).code).toBe("RS_ERROR_TRANSACTION_ROLLED_BACK");
        return "refused";
      }),
    );
    expect(outcomes).toHaveLength(20);
    expect((await balance(g)).balance).toBe(10_000);
    expect(await c.problems()).toEqual([]);
  });

  test("a win racing a rollback of its bet: one of them, never both", async () => {
    const g = await c.gambler({ cash: 10_000n });
    let paid = 0;
    for (let index = 0; index < 10; index++) {
      const bet = betBody(g, 100);
      expect((await c.wallet("bet", bet)).statusCode).toBe(200);
      const base = {
        token: g.token,
        round_id: bet.round_id,
        game: GAME,
        reference_transaction_id: bet.transaction_id,
      };
      const [win, rollback] = await Promise.all([
        c.wallet("win", { ...base, transaction_id: newId("win"), amount: 300, currency: "KES" }),
        c.wallet("rollback", { ...base, transaction_id: newId("rollback") }),
      ]);
      if (win?.statusCode === 200) {
        paid += 1;
        expect(walletErrorSchema.parse(rollback?.json()).code).toBe("RS_ERROR_ROUND_SETTLED");
      } else {
        expect(rollback?.statusCode).toBe(200);
        expect(walletErrorSchema.parse(win?.json()).code).toBe("RS_ERROR_TRANSACTION_ROLLED_BACK");
      }
    }
    expect((await balance(g)).balance).toBe(10_000 + paid * 200);
    expect(await c.problems()).toEqual([]);
  });
});

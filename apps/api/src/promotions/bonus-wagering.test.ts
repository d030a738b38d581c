import { walletSuccessSchema } from "@platform/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ledgerTransactions, promotionGrants } from "../db/schema.ts";
import { createGamesTestApp, type Gambler, type GamesTestApp, newId } from "../test/games-fixtures.ts";
import { insertPromotion } from "../test/promotion-fixtures.ts";
import { forfeitExpiredBonuses } from "./bonus-settlement.ts";

/*
 * The wagering requirement as the seamless wallet's bets count it: each applied stake adds to the
 * active bonus in the bet's own transaction; meeting the requirement converts the bonus's promo
 * credit to cash once; an expired bonus is forfeited before a stake can draw on it.
 */

let c: GamesTestApp;
beforeAll(async () => {
  c = await createGamesTestApp();
});
afterAll(() => c.t.close());

const db = () => c.t.testDb.db;

/** A player with cash who claimed a 100.00 promo bonus with 3× wagering (300.00 to stake). */
async function bonusPlayer(cash: bigint): Promise<Gambler> {
  const g = await c.gambler({ cash });
  const promotion = await insertPromotion(db(), await c.siteId());
  const response = await c.call("POST", `/api/promotions/${promotion.slug}/claim`, {
    site: "games",
    token: g.session,
  });
  expect(response.statusCode).toBe(200);
  return g;
}

const bet = (g: Gambler, amount: number) =>
  c.wallet("bet", {
    token: g.token,
    transaction_id: newId("bet"),
    round_id: newId("round"),
    game: "savanna-sun",
    amount,
    currency: "KES",
  });

async function grantOf(g: Gambler) {
  const [grant] = await db().select().from(promotionGrants).where(eq(promotionGrants.userId, g.id));
  if (!grant) throw new Error("no grant");
  return grant;
}

async function bonus(g: Gambler) {
  const response = await c.call("GET", "/api/user/bonus", { site: "games", token: g.session });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe("wagering", () => {
  test("each stake counts; the player sees wagered / required and the expiry", async () => {
    const g = await bonusPlayer(50_000n);
    expect((await bet(g, 5_000)).statusCode).toBe(200);
    expect((await bet(g, 2_500)).statusCode).toBe(200);
    expect(await bonus(g)).toMatchObject({
      state: "active",
      wagered: "75.00",
      required: "300.00",
      percent: 25,
    });
    const details = await c.call("GET", "/api/user/overview/details", { site: "games", token: g.session });
    expect(details.json().data).toMatchObject({
      bonus: { wagered: "75.00", required: "300.00" },
      open_withdrawals: [],
      approved_fica_status: false,
    });
  });

  test("50 parallel bets count exactly and convert the bonus once when the requirement is met", async () => {
    const g = await bonusPlayer(100_000n);
    const responses = await Promise.all(Array.from({ length: 50 }, () => bet(g, 600)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const grant = await grantOf(g);
    expect(grant).toMatchObject({ state: "converted", wagered: 30_000n, settledAmount: 10_000n });
    const conversions = await db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, g.id), eq(ledgerTransactions.kind, "promotion_conversion")));
    expect(conversions).toHaveLength(1);
    // Cash first: 300.00 staked from cash, then the untouched 100.00 bonus became cash.
    expect(await c.overview(g.session, "games")).toMatchObject({
      funds_total: "800.00",
      promo_credit: "0.00",
    });
    expect(await c.problems()).toEqual([]);
    // Later stakes no longer touch the settled bonus.
    expect((await bet(g, 100)).statusCode).toBe(200);
    expect((await grantOf(g)).wagered).toBe(30_000n);
  });

  test("50 parallel bets below the requirement: the progress is their exact sum", async () => {
    const g = await bonusPlayer(10_000n);
    await Promise.all(Array.from({ length: 50 }, () => bet(g, 100)));
    expect(await grantOf(g)).toMatchObject({ state: "active", wagered: 5_000n });
  });

  test("conversion moves at most what the bonus gave; promo credit staked and lost is gone", async () => {
    const g = await bonusPlayer(0n);
    // 100.00 of promo only, all staked and lost: nothing is left for the conversion to move.
    expect((await bet(g, 6_000)).statusCode).toBe(200);
    expect((await bet(g, 4_000)).statusCode).toBe(200);
    expect(await grantOf(g)).toMatchObject({ state: "active", wagered: 10_000n });
    await c.credit(g.id, "cash", 20_000n);
    expect((await bet(g, 20_000)).statusCode).toBe(200);
    expect(await grantOf(g)).toMatchObject({ state: "converted", settledAmount: 0n });
    expect(await c.problems()).toEqual([]);
  });

  test("an expired bonus is forfeited before a stake can use it, through the ledger", async () => {
    const g = await bonusPlayer(5_000n);
    await db()
      .update(promotionGrants)
      .set({ expiresAt: new Date(c.time.clock().getTime() - 1000) })
      .where(eq(promotionGrants.userId, g.id));
    const response = await bet(g, 1_000);
    expect(walletSuccessSchema.parse(response.json()).data).toMatchObject({ cash_amount: 1_000 });
    expect(await grantOf(g)).toMatchObject({ state: "forfeited", settledAmount: 10_000n, wagered: 0n });
    expect(await c.overview(g.session, "games")).toMatchObject({
      funds_total: "40.00",
      promo_credit: "0.00",
    });
    // Promo-only stake now has nothing to draw on.
    expect((await bet(g, 5_000)).statusCode).toBe(402);
    expect(await c.problems()).toEqual([]);
  });

  test("the expiry job and a read of the bonus forfeit lazily; each once", async () => {
    const a = await bonusPlayer(0n);
    const b = await bonusPlayer(0n);
    const past = new Date(c.time.clock().getTime() - 1000);
    for (const g of [a, b]) {
      await db().update(promotionGrants).set({ expiresAt: past }).where(eq(promotionGrants.userId, g.id));
    }
    expect(await bonus(a)).toMatchObject({ state: "forfeited", settled_amount: "100.00" });
    expect(await forfeitExpiredBonuses(c.ledger, c.time.clock())).toBe(1);
    expect(await forfeitExpiredBonuses(c.ledger, c.time.clock())).toBe(0);
    expect((await grantOf(b)).state).toBe("forfeited");
    expect((await c.overview(b.session, "games")).promo_credit).toBe("0.00");
    expect(await c.problems()).toEqual([]);
  });
});

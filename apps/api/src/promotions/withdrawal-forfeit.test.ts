import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ledgerTransactions, payments, promotionGrants } from "../db/schema.ts";
import { findSiteByCode } from "../sites/site-repository.ts";
import { type CashierTestApp, cashierSite, createCashierTestApp } from "../test/cashier-fixtures.ts";
import { insertPromotion } from "../test/promotion-fixtures.ts";
import { Ledger } from "../wallet/ledger.ts";

/*
 * Issue 15, finding 2 (docs/decisions/028): deposit, take the deposit bonus, withdraw the deposit.
 * A withdrawal while the bonus is active forfeits it, only once confirmed; the bonus is paid only
 * on a deposit the player's cash still holds.
 */

let c: CashierTestApp;
let siteId: number;
beforeAll(async () => {
  c = await createCashierTestApp([cashierSite("terms")]);
  siteId = (await findSiteByCode(c.t.testDb.db, "terms"))?.id ?? 0;
});
afterAll(() => c.t.close());

const db = () => c.t.testDb.db;
const bank = { method: "bank", bank_code: "KCB", account_number: "1234567890", account_name: "Ama Owusu" };
const FORFEIT =
  "Withdrawing now forfeits your bonus: KSh 500.00 of promo credit (what is left of the bonus and any " +
  "winnings still in promo credit). Confirm the forfeit to withdraw, or complete the wagering first.";

/** A 100% deposit bonus (at least 200.00, up to 5,000.00) with 5× wagering, like the demo's welcome. */
const depositBonus = () =>
  insertPromotion(db(), siteId, {
    type: "deposit_bonus",
    amount: null,
    percent: 100,
    cap: 500_000n,
    minDeposit: 20_000n,
    wageringMultiplier: 5,
  });

async function claim(token: string, slug: string) {
  return c.call("POST", `/api/promotions/${slug}/claim`, { site: "terms", token });
}

async function withdraw(token: string, body: Record<string, unknown>, key?: string) {
  return c.call("POST", "/api/user/withdraw", {
    site: "terms",
    token,
    body: { gateway_id: await c.gatewayId(token, "fake-bank", "withdraw"), recipient: bank, ...body },
    ...(key ? { headers: { "idempotency-key": key } } : {}),
  });
}

/** A new player who deposited 500.00 and took the 100% deposit bonus: 500.00 promo credit. */
async function playerWithBonus() {
  const player = await c.player();
  await c.fund(player.token, "500");
  const promotion = await depositBonus();
  expect((await claim(player.token, promotion.slug)).statusCode).toBe(200);
  return player;
}

async function grantsOf(userId: string) {
  return db().select().from(promotionGrants).where(eq(promotionGrants.userId, userId));
}

async function forfeitsOf(userId: string) {
  return db()
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.kind, "promotion_forfeit")));
}

async function withdrawalsOf(userId: string) {
  return db()
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.direction, "withdrawal")));
}

describe("a withdrawal while a deposit bonus is active", () => {
  test("without confirmation it is refused, says what would be forfeited, and changes nothing", async () => {
    const player = await playerWithBonus();
    const before = await c.overview(player.token);
    expect(before).toMatchObject({ funds_total: "500.00", promo_credit: "500.00" });

    const refused = await withdraw(player.token, { amount: "500" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: "error",
      message: FORFEIT,
      errors: [{ message: FORFEIT, field: "forfeit_bonus" }],
    });
    const declined = await withdraw(player.token, { amount: "500", forfeit_bonus: false });
    expect(declined.statusCode).toBe(409);
    expect(await c.overview(player.token)).toEqual(before);
    expect(await withdrawalsOf(player.id)).toHaveLength(0);
    expect(await forfeitsOf(player.id)).toHaveLength(0);
    expect((await grantsOf(player.id))[0]?.state).toBe("active");
  });

  test("the withdraw page's figure is the forfeit: the bonus title and all promo credit", async () => {
    const player = await playerWithBonus();
    const shown = await c.call("GET", "/api/user/withdraw-forfeit", { site: "terms", token: player.token });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ promo_credit: "500.00", wagered: "0.00", required: "2500.00" });
    const stranger = await c.player();
    const none = await c.call("GET", "/api/user/withdraw-forfeit", { site: "terms", token: stranger.token });
    expect(none.json().data).toBeNull();
    expect((await c.call("GET", "/api/user/withdraw-forfeit", { site: "terms" })).statusCode).toBe(401);
  });

  test("confirmed, the bonus is forfeited with the hold: the deposit cannot leave with the bonus kept", async () => {
    const player = await playerWithBonus();
    const paid = await withdraw(player.token, { amount: "500", forfeit_bonus: true });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.status).toBe("pending");
    expect(await c.overview(player.token)).toMatchObject({
      funds_total: "0.00",
      promo_credit: "0.00",
      pending_withdrawals: "500.00",
    });
    const [grant] = await grantsOf(player.id);
    expect(grant).toMatchObject({ state: "forfeited", settledAmount: 50_000n });
    const [forfeit] = await forfeitsOf(player.id);
    expect(forfeit?.reference).toMatchObject({ grant: grant?.id, payment: paid.json().data.id });
    const after = await c.call("GET", "/api/user/withdraw-forfeit", { site: "terms", token: player.token });
    expect(after.json().data).toBeNull();
  });

  test("a confirmed withdrawal the balance cannot pay is refused and forfeits nothing", async () => {
    const player = await playerWithBonus();
    const refused = await withdraw(player.token, { amount: "900", forfeit_bonus: true });
    expect(refused.statusCode).toBe(409);
    expect(await c.overview(player.token)).toMatchObject({ funds_total: "500.00", promo_credit: "500.00" });
    expect((await grantsOf(player.id))[0]?.state).toBe("active");
    expect(await forfeitsOf(player.id)).toHaveLength(0);
  });

  test("20 parallel confirmed withdrawals forfeit once and hold each amount once", async () => {
    const player = await playerWithBonus();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(player.token, { amount: "50", forfeit_bonus: true })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(10);
    for (const response of responses.filter((item) => item.statusCode !== 200)) {
      expect(response.json().message).toBe("Your balance is not enough for this.");
    }
    expect(await forfeitsOf(player.id)).toHaveLength(1);
    expect(await c.overview(player.token)).toMatchObject({
      funds_total: "0.00",
      promo_credit: "0.00",
      pending_withdrawals: "500.00",
    });
  });

  test("a replayed withdrawal (same Idempotency-Key) does not forfeit a later bonus", async () => {
    const player = await playerWithBonus();
    const first = await withdraw(player.token, { amount: "100", forfeit_bonus: true }, "bonus-terms-key-1");
    expect(first.statusCode).toBe(200);
    // A new deposit, a new deposit bonus on it; then the first withdrawal is sent again, 10 times.
    await c.fund(player.token, "400");
    const reload = await depositBonus();
    expect((await claim(player.token, reload.slug)).statusCode).toBe(200);
    const replays = await Promise.all(
      Array.from({ length: 10 }, () =>
        withdraw(player.token, { amount: "100", forfeit_bonus: true }, "bonus-terms-key-1"),
      ),
    );
    for (const replay of replays) expect(replay.json().data.id).toBe(first.json().data.id);
    expect(await forfeitsOf(player.id)).toHaveLength(1);
    expect(await withdrawalsOf(player.id)).toHaveLength(1);
    const states = (await grantsOf(player.id)).map((grant) => grant.state).sort();
    expect(states).toEqual(["active", "forfeited"]);
    expect(await c.overview(player.token)).toMatchObject({ funds_total: "800.00", promo_credit: "400.00" });
  });

  test("a bonus whose time ran out is forfeited by expiry, and the withdrawal needs no confirmation", async () => {
    const player = await playerWithBonus();
    const [grant] = await grantsOf(player.id);
    await db()
      .update(promotionGrants)
      .set({ expiresAt: new Date(c.time.clock().getTime() - 1000) })
      .where(eq(promotionGrants.id, grant?.id ?? ""));
    expect((await withdraw(player.token, { amount: "500" })).statusCode).toBe(200);
    expect(await c.overview(player.token)).toMatchObject({ funds_total: "0.00", promo_credit: "0.00" });
  });
});

describe("the deposit a bonus is paid on must still be in the balance", () => {
  test("a deposit already withdrawn (or on its way out) does not qualify", async () => {
    const player = await c.player();
    await c.fund(player.token, "1000");
    expect((await withdraw(player.token, { amount: "1000" })).statusCode).toBe(200);
    const promotion = await depositBonus();
    const refused = await claim(player.token, promotion.slug);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("deposit still in your balance");
    expect(await c.overview(player.token)).toMatchObject({ funds_total: "0.00", promo_credit: "0.00" });
    expect(await grantsOf(player.id)).toHaveLength(0);
  });

  test("a deposit staked away does not qualify; one partly spent counts for what is left", async () => {
    const spent = await c.player();
    await c.fund(spent.token, "1000");
    await stakeAway(spent.id, 90_000n);
    const promotion = await depositBonus();
    expect((await claim(spent.token, promotion.slug)).statusCode).toBe(400);

    const partly = await c.player();
    await c.fund(partly.token, "1000");
    expect((await withdraw(partly.token, { amount: "400" })).statusCode).toBe(200);
    const granted = await claim(partly.token, promotion.slug);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({ amount: "600.00" });
  });

  test("a claim racing a withdrawal of the deposit: never both", async () => {
    const promotion = await depositBonus();
    const players = await Promise.all(Array.from({ length: 6 }, () => c.player()));
    for (const player of players) await c.fund(player.token, "500");
    await Promise.all(
      players.map(async (player) => {
        const [claimed, withdrawn] = await Promise.all([
          claim(player.token, promotion.slug),
          withdraw(player.token, { amount: "500" }),
        ]);
        expect([claimed.statusCode, withdrawn.statusCode].sort()).toEqual(
          claimed.statusCode === 200 ? [200, 409] : [200, 400],
        );
      }),
    );
  });
});

/** Moves cash to the house as a lost stake would (the games themselves are not this test's subject). */
async function stakeAway(userId: string, amount: bigint): Promise<void> {
  await new Ledger(db()).transfer(db(), {
    siteId,
    currency: "KES",
    idempotencyKey: `test-stake:${userId}`,
    kind: "bet",
    userId,
    postings: [
      { account: { kind: "player_cash", userId }, amount: -amount },
      { account: { kind: "house" }, amount },
    ],
  });
}

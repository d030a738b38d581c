import { randomUUID } from "node:crypto";
import { checkoutResponseSchema } from "@platform/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ledgerTransactions, promotionGrants, tickets, users } from "../db/schema.ts";
import { type CartTestApp, createCartTestApp, line, lottoCartSite } from "../test/lotto-cart-fixtures.ts";
import { insertPromotion } from "../test/promotion-fixtures.ts";
import { trialBalance } from "../wallet/trial-balance.ts";

let c: CartTestApp;
beforeAll(async () => {
  c = await createCartTestApp([
    lottoCartSite("lotto"),
    lottoCartSite("fica", { required_fica_to_play: true }),
    // A cart of at most 5 lines: parallel adders keep refilling it while checkouts empty it.
    lottoCartSite("small", { lotto: { max_cart_lines: 5 } }),
  ]);
});
afterAll(() => c.t.close());

const MINUTE = 60_000;
const direct = (...numbers: number[]) => ({ type: "direct", size: numbers.length, numbers });

function checkout(token: string, key: string = randomUUID(), site = "lotto") {
  return c.call("POST", "/api/user/cart/checkout", { site, token, body: { idempotency_key: key } });
}

async function cartSize(token: string, site = "lotto"): Promise<number> {
  const response = await c.call("GET", "/api/user/cart", { site, token });
  return response.json().data.lines.length;
}

async function ticketsOf(userId: string) {
  return c.t.testDb.db.select().from(tickets).where(eq(tickets.userId, userId));
}

/** What house:lotto has taken in, in minor units. */
async function houseLotto(site = "lotto"): Promise<bigint> {
  const lines = await trialBalance(c.t.testDb.db, await c.siteId(site));
  const house = lines.find((l) => l.kind === "house" && l.code === "lotto");
  return house?.balance ?? 0n;
}

describe("checkout", () => {
  test("buys every line as a ticket, cash first then promo, one stake transfer each, and empties the cart", async () => {
    const p = await c.buyer({ cash: 500n, promo: 2_000n });
    const lucky5 = await c.draw("lucky5", 10 * MINUTE);
    const lucky3 = await c.draw("lucky3", 10 * MINUTE);
    const number = await c.draw("number", 10 * MINUTE);
    await c.add(p.token, line(lucky5, { type: "perm", size: 2, numbers: [1, 2, 3] }, "1.00"));
    await c.add(p.token, line(lucky3, direct(4, 5, 6), "3.00"));
    await c.add(p.token, line(number, { type: "parity", value: "even" }, "2.50"));
    const before = await houseLotto();

    const response = await checkout(p.token);
    expect(response.statusCode, response.body).toBe(200);
    const bought = checkoutResponseSchema.parse(response.json().data);
    expect(bought.total_stake).toBe("8.50");
    expect(bought.tickets.map((t) => [t.draw.id, t.lines, t.total_stake, t.status])).toEqual([
      [String(lucky5.id), 3, "3.00", "open"],
      [String(lucky3.id), 1, "3.00", "open"],
      [String(number.id), 1, "2.50", "open"],
    ]);
    // The draws' seeds stay secret until drawn.
    expect(
      bought.tickets.every((t) => t.draw.server_seed === null && t.draw.server_seed_hash.length === 64),
    ).toBe(true);
    expect(await c.balances(p.id)).toEqual({ cash: 0n, promo: 1_650n });
    const rows = (await ticketsOf(p.id)).sort((a, b) => a.id - b.id);
    expect(rows.map((t) => [t.stakeCash, t.stakePromo])).toEqual([
      [300n, 0n],
      [200n, 100n],
      [0n, 250n],
    ]);
    for (const ticket of rows) {
      const [stake] = await c.t.testDb.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.id, ticket.stakeTransactionId));
      expect(stake).toMatchObject({
        idempotencyKey: `lotto-stake:${ticket.id}`,
        kind: "bet",
        reference: expect.objectContaining({ draw_id: String(ticket.drawId), ticket_id: String(ticket.id) }),
      });
    }
    expect((await houseLotto()) - before).toBe(850n);
    expect(await cartSize(p.token)).toBe(0);
    expect(await c.problems()).toEqual([]);
  });

  test("a cart whose every line has closed buys nothing: balance unchanged, cart kept, the line named", async () => {
    const p = await c.buyer({ cash: 10_000n });
    const closing = await c.draw("lucky3", 5_000);
    const { lines } = await c.add(p.token, line(closing, direct(3, 4)));
    const closedLine = lines[0];
    // One second after the close.
    c.time.advance(6_000);
    const response = await checkout(p.token);
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body.message).toMatch(
      /^The draw Lucky 3 #\d+ closed at \d\d:\d\d\. Remove this line from your cart\. Nothing was bought\.$/,
    );
    expect(body.errors).toEqual([
      {
        field: `line:${closedLine?.id}`,
        message: expect.stringMatching(/Lucky 3 #\d+ closed at .*Remove this line/),
      },
    ]);
    expect(await c.balances(p.id)).toEqual({ cash: 10_000n, promo: 0n });
    expect(await ticketsOf(p.id)).toEqual([]);
    expect(await cartSize(p.token)).toBe(1);
  });

  test("too little money: 402, nothing bought, the cart kept", async () => {
    const p = await c.buyer({ cash: 150n, promo: 40n });
    const draw = await c.draw("lucky4", 10 * MINUTE);
    await c.add(p.token, line(draw, direct(1, 2), "1.00"));
    await c.add(p.token, line(draw, direct(3, 4), "1.00"));
    const response = await checkout(p.token);
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toMatch(
      /^Insufficient balance: your cart costs KSh 2\.00 and your balance is KSh 1\.90\./,
    );
    expect(response.json().errors[0].field).toBe("cart");
    expect(await c.balances(p.id)).toEqual({ cash: 150n, promo: 40n });
    expect(await ticketsOf(p.id)).toEqual([]);
    expect(await cartSize(p.token)).toBe(2);
  });

  test("an empty cart buys nothing", async () => {
    const p = await c.buyer({ cash: 1_000n });
    const response = await checkout(p.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: "cart", message: "Your cart is empty." }]);
  });

  test("a replayed key answers the first checkout and buys once; the key with another cart buys nothing", async () => {
    const p = await c.buyer({ cash: 5_000n });
    const draw = await c.draw("lucky5", 10 * MINUTE);
    await c.add(p.token, line(draw, direct(1, 2, 3)));
    const key = randomUUID();
    const first = await checkout(p.token, key);
    const again = await checkout(p.token, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await ticketsOf(p.id)).toHaveLength(1);
    expect(await c.balances(p.id)).toEqual({ cash: 4_900n, promo: 0n });

    await c.add(p.token, line(draw, direct(4, 5, 6)));
    const reused = await checkout(p.token, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errors[0].field).toBe("idempotency_key");
    expect(await ticketsOf(p.id)).toHaveLength(1);
    expect(await c.balances(p.id)).toEqual({ cash: 4_900n, promo: 0n });
    expect(await cartSize(p.token)).toBe(1);
    // Keys are the player's own: another player's same key buys their own cart.
    const q = await c.buyer({ cash: 1_000n });
    await c.add(q.token, line(draw, direct(7, 8, 9)));
    expect((await checkout(q.token, key)).statusCode).toBe(200);
    expect(await ticketsOf(q.id)).toHaveLength(1);
  });

  test("50 parallel checkouts with one key buy once", async () => {
    const p = await c.buyer({ cash: 10_000n });
    const draw = await c.draw("lucky5", 10 * MINUTE);
    await c.add(p.token, line(draw, direct(1, 2), "2.00"));
    await c.add(p.token, line(draw, { type: "perm", size: 2, numbers: [3, 4, 5] }, "1.00"));
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 50 }, () => checkout(p.token, key)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(responses.map((r) => r.json().data.checkout_id)).size).toBe(1);
    expect(await ticketsOf(p.id)).toHaveLength(2);
    expect(await c.balances(p.id)).toEqual({ cash: 9_500n, promo: 0n });
  });

  test("50 parallel add-and-checkouts with different keys never overdraw", async () => {
    const p = await c.buyer({ cash: 700n, promo: 500n }, "small");
    const draw = await c.draw("lucky5", 10 * MINUTE, "small");
    const houseBefore = await houseLotto("small");
    const responses = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        await c.call("POST", "/api/user/cart/lines", {
          site: "small",
          token: p.token,
          body: line(draw, direct(i + 1), "1.00"),
        });
        return checkout(p.token, randomUUID(), "small");
      }),
    );
    expect(responses.every((r) => [200, 400, 402].includes(r.statusCode))).toBe(true);
    const bought = await ticketsOf(p.id);
    const staked = bought.reduce((sum, t) => sum + t.totalStake, 0n);
    const after = await c.balances(p.id, "small");
    expect(after.cash).toBeGreaterThanOrEqual(0n);
    expect(after.promo).toBeGreaterThanOrEqual(0n);
    // At most 5 lines wait in the cart, so some checkout finds a cart it can pay for.
    expect(bought.length).toBeGreaterThan(0);
    expect(bought.length).toBeLessThanOrEqual(12);
    expect(staked).toBe(BigInt(bought.length) * 100n);
    expect(1_200n - after.cash - after.promo).toBe(staked);
    expect((await houseLotto("small")) - houseBefore).toBe(staked);
    const paid = responses.filter((r) => r.statusCode === 200);
    expect(paid.reduce((sum, r) => sum + r.json().data.tickets.length, 0)).toBe(bought.length);
    expect(await c.problems("small")).toEqual([]);
  });

  test("a checkout's stakes count towards the player's wagering bonus", async () => {
    const p = await c.buyer({ cash: 1_000n });
    const promotion = await insertPromotion(c.t.testDb.db, await c.siteId());
    const claim = await c.call("POST", `/api/promotions/${promotion.slug}/claim`, {
      site: "lotto",
      token: p.token,
    });
    expect(claim.statusCode).toBe(200);
    const draw = await c.draw("lucky5", 10 * MINUTE);
    await c.add(p.token, line(draw, { type: "perm", size: 2, numbers: [1, 2, 3, 4] }, "5.00"));
    expect((await checkout(p.token)).statusCode).toBe(200);
    const [grant] = await c.t.testDb.db
      .select()
      .from(promotionGrants)
      .where(eq(promotionGrants.userId, p.id));
    expect(grant?.wagered).toBe(3_000n);
    // Cash first: 10.00 of cash, then 20.00 of the bonus's promo credit.
    expect(await c.balances(p.id)).toEqual({ cash: 0n, promo: 8_000n });
  });

  test("safer gambling: a player on a time-out, or without FICA where it is required, buys nothing", async () => {
    const p = await c.buyer({ cash: 1_000n });
    const draw = await c.draw("lucky5", 10 * MINUTE);
    await c.add(p.token, line(draw, direct(1)));
    await c.t.testDb.db
      .update(users)
      .set({ playBlockedUntil: new Date(c.time.clock().getTime() + 86_400_000), playBlockKind: "time_out" })
      .where(eq(users.id, p.id));
    const paused = await checkout(p.token);
    expect(paused.statusCode).toBe(403);
    expect(paused.json().message).toMatch(/taking a break from gambling until .* UTC/);
    expect(await c.balances(p.id)).toEqual({ cash: 1_000n, promo: 0n });

    const f = await c.buyer({ cash: 1_000n }, "fica");
    const ficaDraw = await c.draw("lucky5", 10 * MINUTE, "fica");
    await c.add(f.token, line(ficaDraw, direct(1)), "fica");
    const unapproved = await checkout(f.token, randomUUID(), "fica");
    expect(unapproved.statusCode).toBe(403);
    expect(unapproved.json().message).toMatch(/FICA/);
    expect(await ticketsOf(f.id)).toEqual([]);
    await c.t.testDb.db.update(users).set({ approvedFicaStatus: true }).where(eq(users.id, f.id));
    expect((await checkout(f.token, randomUUID(), "fica")).statusCode).toBe(200);
  });

  test("a stale or foreign token is a 401 and buys nothing", async () => {
    const p = await c.buyer({ cash: 1_000n });
    const draw = await c.draw("lucky5", 10 * MINUTE);
    await c.add(p.token, line(draw, direct(1)));
    expect((await checkout("y".repeat(43))).statusCode).toBe(401);
    expect((await checkout(p.token, randomUUID(), "fica")).statusCode).toBe(401);
    expect((await c.call("POST", "/api/session/logout", { site: "lotto", token: p.token })).statusCode).toBe(
      200,
    );
    expect((await checkout(p.token)).statusCode).toBe(401);
    expect(await ticketsOf(p.id)).toEqual([]);
    expect(await c.balances(p.id)).toEqual({ cash: 1_000n, promo: 0n });
  });
});

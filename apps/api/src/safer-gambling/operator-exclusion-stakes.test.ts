import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sendNotification } from "../notifications/notification-store.ts";
import { findSiteByCode } from "../sites/site-repository.ts";
import { lastOtp } from "../test/account-fixtures.ts";
import { PASSWORD } from "../test/cashier-fixtures.ts";
import type { Gambler } from "../test/games-fixtures.ts";
import { type CartTestApp, createCartTestApp, line, lottoCartSite } from "../test/lotto-cart-fixtures.ts";
import { betBody, ok, refused } from "../test/wallet-calls.ts";

/*
 * Issue 15, finding 6, the money side: a player logged in on brand B before excluding on brand A
 * of the same operator deposits nothing, stakes nothing in the seamless wallet and buys no ticket
 * on B, each refusal naming the end date; the same phone on another operator's brand plays on.
 */

const A = "brand-a";
const B = "brand-b";
const OTHER = "other-op";
const MINUTE = 60_000;

let c: CartTestApp;
beforeAll(async () => {
  c = await createCartTestApp([
    // A proves the phone at registration, so its exclusion carries over by phone.
    lottoCartSite(A, { operator: "group-x", otp_required: true, send_otp_by: "sms" }),
    lottoCartSite(B, { operator: "group-x" }),
    lottoCartSite(OTHER, { operator: "group-y" }),
  ]);
});
afterAll(() => c.t.close());

const consent = { password: PASSWORD, confirm_password: PASSWORD, age_confirmed: true, terms_accepted: true };

/** A player of `site` with `phone` (no code), cash, a launch token and a cart line on an open draw. */
async function playerWithCart(site: string, phone: string): Promise<Gambler> {
  const response = await c.call("POST", "/api/session/register", {
    site,
    body: { phone_number: phone, ...consent },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { token: session, user } = response.json().data;
  await c.credit(user.id, "cash", 10_000n, site);
  const draw = await c.draw("lucky3", 10 * MINUTE, site);
  await c.add(session, line(draw, { type: "direct", size: 3, numbers: [1, 2, 3] }, "1.00"), site);
  return { id: user.id, session, token: await c.launch(session, site) };
}

/** The same person registers on A with the code sent to the phone, and self-excludes there. */
async function excludeOnA(phone: string): Promise<string> {
  const sent = await c.call("POST", "/api/otp/send-otp", {
    site: A,
    body: { purpose: "register", phone_number: phone },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const otp = await lastOtp(c.t.testDb.db, `254${phone}`);
  const registered = await c.call("POST", "/api/session/register", {
    site: A,
    body: { phone_number: phone, otp, ...consent },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const excluded = await c.call("POST", "/api/user/self-exclusion", {
    site: A,
    token: registered.json().data.token,
    body: { period: "1y", password: PASSWORD },
  });
  expect(excluded.statusCode, excluded.body).toBe(200);
  return `${(excluded.json().data.ends_at as string).slice(0, 16).replace("T", " ")} UTC`;
}

const deposit = async (site: string, session: string) =>
  c.call("POST", "/api/user/deposit", {
    site,
    token: session,
    body: { amount: "100.00", gateway_id: await c.gatewayId(session, "fake-card", "deposit", site) },
  });
const checkout = (site: string, session: string) =>
  c.call("POST", "/api/user/cart/checkout", {
    site,
    token: session,
    body: { idempotency_key: randomUUID() },
  });
const bet = (site: string, g: Gambler) => c.wallet("bet", betBody(g, 100), site);

describe("a session opened on a sibling brand before the exclusion", () => {
  test("deposits, seamless-wallet bets and lotto checkout are refused with the end date", async () => {
    const phone = `7${randomInt(10_000_000, 99_999_999)}`;
    const onB = await playerWithCart(B, phone);
    ok(await bet(B, onB));
    const until = await excludeOnA(phone);

    const refusedDeposit = await deposit(B, onB.session);
    expect(refusedDeposit.statusCode).toBe(403);
    expect(refusedDeposit.json().message).toBe(
      `You have excluded yourself from gambling until ${until}. Deposits are not possible before then.`,
    );
    const refusedBet = refused(await bet(B, onB), "RS_ERROR_USER_DISABLED", 403);
    expect(refusedBet.message).toBe(`The player has excluded themselves from gambling until ${until}.`);
    const refusedCheckout = await checkout(B, onB.session);
    expect(refusedCheckout.statusCode).toBe(403);
    expect(refusedCheckout.json().message).toBe(
      `You have excluded yourself from gambling until ${until}. Tickets cannot be bought before then.`,
    );
    expect(await c.balances(onB.id, B)).toEqual({ cash: 9_900n, promo: 0n });
    expect(await c.problems(B)).toEqual([]);

    // B's marketing stays silent too; a service message (a payment's outcome) still reaches her.
    const db = c.t.testDb.db;
    const siteB = await findSiteByCode(db, B);
    if (!siteB) throw new Error("no site B");
    const offer = { category: "marketing" as const, title: "Offer", body: "A bonus for you" };
    expect(await sendNotification(db, siteB, onB.id, offer, new Date())).toBeNull();
    const notice = { category: "service" as const, title: "Deposit", body: "Your deposit failed" };
    expect(await sendNotification(db, siteB, onB.id, notice, new Date())).not.toBeNull();
  });

  test("the same phone on a brand of another operator deposits, bets and buys", async () => {
    const phone = `7${randomInt(10_000_000, 99_999_999)}`;
    const elsewhere = await playerWithCart(OTHER, phone);
    await excludeOnA(phone);

    expect((await deposit(OTHER, elsewhere.session)).statusCode).toBe(200);
    ok(await bet(OTHER, elsewhere));
    expect((await checkout(OTHER, elsewhere.session)).statusCode).toBe(200);
  });
});

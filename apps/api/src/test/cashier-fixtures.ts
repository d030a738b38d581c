import { randomInt, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { BuildAppOptions } from "../app.ts";
import { payments } from "../db/schema.ts";
import type { DemoSite } from "../seed/demo-site.ts";
import { walletTranslations } from "../seed/translations/wallet.ts";
import { caller, testClock } from "./account-fixtures.ts";
import { cashierSite } from "./cashier-site.ts";
import { FakeGateway, notification } from "./fake-gateway.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export const PASSWORD = "secret12";
export { cashierSite };

export interface CashierTestApp {
  t: TestApp;
  call: ReturnType<typeof caller>;
  time: ReturnType<typeof testClock>;
  card: FakeGateway;
  mobile: FakeGateway;
  bank: FakeGateway;
  /** A new player on `site`: their token and id. */
  player(site?: string): Promise<{ token: string; id: string }>;
  /** The gateway id of a method on a site, as gateways-deposit/withdraw list it. */
  gatewayId(token: string, code: string, direction: "deposit" | "withdraw", site?: string): Promise<number>;
  /** Deposits `amount` by card and completes it with a signed notification. */
  fund(token: string, amount: string, site?: string): Promise<void>;
  /** Sends the fake provider's signed notification for a payment. */
  notify(code: string, ref: string, status: "success" | "failed", event?: string): Promise<number>;
  overview(
    token: string,
    site?: string,
  ): Promise<{ funds_total: string; promo_credit: string; pending_withdrawals: string }>;
}

export async function createCashierTestApp(
  sites: DemoSite[] = [cashierSite("cash")],
  extra: Pick<BuildAppOptions, "games" | "rateLimit"> & {
    translations?: Record<string, Record<string, string>>;
  } = {},
): Promise<CashierTestApp> {
  const time = testClock(new Date());
  const card = new FakeGateway("fake-card", "card");
  const mobile = new FakeGateway("fake-mobile", "mobile_money");
  const bank = new FakeGateway("fake-bank", "bank");
  const t = await createTestApp({
    sites,
    translations: Object.fromEntries(
      [...new Set([...Object.keys(walletTranslations), ...Object.keys(extra.translations ?? {})])].map(
        (locale) => [locale, { ...walletTranslations[locale], ...extra.translations?.[locale] }],
      ),
    ),
    accounts: { clock: time.clock },
    gateways: [card, mobile, bank],
    ...(extra.games ? { games: extra.games } : {}),
    ...(extra.rateLimit ? { rateLimit: extra.rateLimit } : {}),
  });
  const call = caller(t.app);
  const first = sites[0]?.site_code ?? "cash";
  const app: CashierTestApp = {
    t,
    call,
    time,
    card,
    mobile,
    bank,
    async player(site = first) {
      const phone = `07${randomInt(10_000_000, 99_999_999)}`;
      const response = await call("POST", "/api/session/register", {
        site,
        body: {
          phone_number: phone,
          password: PASSWORD,
          confirm_password: PASSWORD,
          age_confirmed: true,
          terms_accepted: true,
        },
      });
      expect(response.statusCode).toBe(200);
      return { token: response.json().data.token, id: response.json().data.user.id };
    },
    async gatewayId(token, code, direction, site = first) {
      const response = await call("GET", `/api/user/gateways-${direction}`, { site, token });
      const gateway = (response.json().data as { id: number; code: string }[]).find(
        (item) => item.code === code,
      );
      if (!gateway) throw new Error(`no ${direction} gateway ${code}`);
      return gateway.id;
    },
    async fund(token, amount, site = first) {
      const response = await call("POST", "/api/user/deposit", {
        site,
        token,
        body: { amount, gateway_id: await app.gatewayId(token, "fake-card", "deposit", site) },
      });
      expect(response.statusCode).toBe(200);
      const ref = await providerRef(app, response.json().data.id);
      expect(await app.notify("fake-card", ref, "success")).toBe(200);
    },
    async notify(code, ref, status, event = randomUUID()) {
      const { payload, headers } = notification({ event, ref, status });
      const response = await t.app.inject({
        method: "POST",
        url: `/api/payments/${code}/notify`,
        payload,
        headers,
      });
      return response.statusCode;
    },
    async overview(token, site = first) {
      const response = await call("GET", "/api/user/overview", { site, token });
      expect(response.statusCode).toBe(200);
      return response.json().data;
    },
  };

  return app;
}

/** The provider reference of a payment, as the provider's notifications name it. */
export async function providerRef(c: Pick<CashierTestApp, "t">, paymentId: string): Promise<string> {
  const [row] = await c.t.testDb.db
    .select({ ref: payments.providerRef })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!row?.ref) throw new Error(`payment ${paymentId} has no provider reference`);
  return row.ref;
}

import { randomInt } from "node:crypto";
import { advisoryLeadership } from "@platform/server/advisory-lock";
import { expect } from "vitest";
import { GatewayRegistry } from "../cashier/gateway-registry.ts";
import { PaymentsService } from "../cashier/payments-service.ts";
import { ReconcileJob } from "../cashier/reconcile-job.ts";
import { sandboxGateways } from "../cashier/sandbox/sandbox-setup.ts";
import { OutboxTransport } from "../notifier/outbox-transport.ts";
import type { SandboxTimings } from "../sandbox-pay/new-charges.ts";
import { buildSandboxPay, type SandboxPay } from "../sandbox-pay/sandbox-pay.ts";
import type { Clock } from "../security/clock.ts";
import type { DemoSite } from "../seed/demo-site.ts";
import { walletTranslations } from "../seed/translations/wallet.ts";
import { Ledger } from "../wallet/ledger.ts";
import { ledgerProblems, trialBalance } from "../wallet/trial-balance.ts";
import { caller } from "./account-fixtures.ts";
import { cashierSite, PASSWORD } from "./cashier-fixtures.ts";
import { injectTransport } from "./inject-transport.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export const SITE = "sbx";
export const PROVIDER_URL = "http://sandbox-pay.test";
export const WEBHOOK_SECRET = "whsec_test_0123456789abcdefghijkl";
const SECRET_KEY = "sk_test_0123456789abcdefghijklmnop";

/** A KES site whose cashier is SandboxPay: card deposits, mobile money both ways, bank payouts. */
export function sandboxSite(siteCode = SITE): DemoSite {
  const site = cashierSite(siteCode);
  return {
    ...site,
    cashier: {
      ...site.cashier,
      vouchers: [],
      promotionCodes: [],
      gateways: [
        { code: "sandbox-card", direction: "deposit", name: "Card", method: "card" },
        { code: "sandbox-mobile-money", direction: "deposit", name: "Mobile money", method: "mobile_money" },
        { code: "sandbox-mobile-money", direction: "withdraw", name: "Mobile money", method: "mobile_money" },
        { code: "sandbox-bank", direction: "withdraw", name: "Bank", method: "bank" },
      ],
    },
  };
}

/** Real time plus an offset the test moves: database timestamps and this clock stay in step. */
export function offsetClock() {
  let offset = 0;
  const clock: Clock = () => new Date(Date.now() + offset);
  return {
    clock,
    advance(ms: number) {
      offset += ms;
    },
  };
}

/** A webhook as SandboxPay sent it, to be delivered again (or tampered with) by a test. */
export interface SentWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * The platform API and SandboxPay side by side on one fresh database, each reaching the other
 * through an inject transport (the adapters' client one way, the webhooks the other). Timers are
 * off: the test moves the clock and calls `pay.tick()`.
 */
export async function createSandboxTestApp(timings: Partial<SandboxTimings> = {}) {
  const time = offsetClock();
  let pay: SandboxPay | undefined;
  const sent: SentWebhook[] = [];
  /** While true, webhooks are recorded but never reach the platform (a lost delivery). */
  const network = { dropWebhooks: false };
  const config = {
    providerUrl: () => PROVIDER_URL,
    publicUrl: () => PROVIDER_URL,
    notifyBaseUrl: () => "http://platform.test",
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
  };
  const gateways = sandboxGateways(
    config,
    injectTransport(() => pay!.app),
    time.clock,
  );
  const t: TestApp = await createTestApp({
    sites: [sandboxSite()],
    translations: walletTranslations,
    accounts: { clock: time.clock },
    gateways,
  });
  const toPlatform = injectTransport(() => t.app);
  pay = buildSandboxPay({
    db: t.testDb.db,
    merchants: [
      { id: "acct_test", name: "Test merchant", secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET },
    ],
    publicUrl: PROVIDER_URL,
    notifier: new OutboxTransport(t.testDb.db),
    clock: time.clock,
    timers: false,
    timings: { processingMs: 60_000, payoutMs: 60_000, ...timings },
    transport: async (request) => {
      const body = await request.clone().text();
      sent.push({ path: new URL(request.url).pathname, headers: Object.fromEntries(request.headers), body });
      if (network.dropWebhooks) throw new Error("connection reset");
      return toPlatform(request);
    },
  });
  await pay.app.ready();
  const provider = pay;
  const call = caller(t.app);
  const quiet = { info() {}, warn() {}, error() {} };
  const jobs: ReconcileJob[] = [];

  const fixture = {
    t,
    pay: provider,
    call,
    time,
    sent,
    network,
    gateways,
    /** A new player: their token, id and national phone number. */
    async player() {
      const phone = `07${randomInt(10_000_000, 99_999_999)}`;
      const response = await call("POST", "/api/session/register", {
        site: SITE,
        body: {
          phone_number: phone,
          password: PASSWORD,
          confirm_password: PASSWORD,
          age_confirmed: true,
          terms_accepted: true,
        },
      });
      expect(response.statusCode).toBe(200);
      return {
        token: response.json().data.token as string,
        id: response.json().data.user.id as string,
        phone,
      };
    },
    async gatewayId(token: string, code: string, direction: "deposit" | "withdraw") {
      const response = await call("GET", `/api/user/gateways-${direction}`, { site: SITE, token });
      const gateway = (response.json().data as { id: number; code: string }[]).find(
        (item) => item.code === code,
      );
      if (!gateway) throw new Error(`no ${direction} gateway ${code}`);
      return gateway.id;
    },
    async deposit(token: string, code: string, body: Record<string, unknown>) {
      return call("POST", "/api/user/deposit", {
        site: SITE,
        token,
        body: { gateway_id: await fixture.gatewayId(token, code, "deposit"), ...body },
      });
    },
    async payment(token: string, id: string) {
      const response = await call("GET", `/api/user/payment/${id}`, { site: SITE, token });
      return { statusCode: response.statusCode, ...response.json() };
    },
    async overview(token: string) {
      const response = await call("GET", "/api/user/overview", { site: SITE, token });
      expect(response.statusCode).toBe(200);
      return response.json().data as { funds_total: string; pending_withdrawals: string };
    },
    /** Posts the hosted card form as a browser would. */
    async submitCard(checkoutUrl: string, fields: Record<string, string>) {
      return provider.app.inject({
        method: "POST",
        url: new URL(checkoutUrl).pathname,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
      });
    },
    /** Deposits by card and pays on the hosted page; returns the payment id and checkout URL. */
    async payByCard(token: string, amount: string, cardNumber = "4242424242424242") {
      const started = await fixture.deposit(token, "sandbox-card", { amount });
      expect(started.statusCode).toBe(200);
      const { id, next_action } = started.json().data as { id: string; next_action: { url: string } };
      const paid = await fixture.submitCard(next_action.url, card(cardNumber));
      expect(paid.statusCode).toBe(303);
      await provider.idle();
      return { id, url: next_action.url };
    },
    /** Sends a recorded webhook to the platform again, as it was or changed. */
    redeliver(webhook: SentWebhook, headers = webhook.headers, body = webhook.body) {
      return t.app.inject({ method: "POST", url: webhook.path, headers, payload: body });
    },
    /** The reconciliation job of a node, on this database, driven by the test's clock. */
    job(options: { depositExpiryMs?: number } = {}) {
      const { db } = t.testDb;
      const job = new ReconcileJob({
        payments: new PaymentsService(db, new Ledger(db), new GatewayRegistry(gateways), time.clock),
        db,
        leadership: advisoryLeadership(t.testDb.handle, 7_401_002),
        clock: time.clock,
        log: quiet,
        ...options,
      });
      jobs.push(job);
      return job;
    },
    async books() {
      const site = await t.testDb.db.query.sites.findFirst({
        where: (table, { eq }) => eq(table.siteCode, SITE),
      });
      return ledgerProblems(await trialBalance(t.testDb.db, site!.id));
    },
    async close() {
      // A job's leadership holds a connection of its own: the pool cannot end before it lets go.
      await Promise.all(jobs.map((job) => job.stop()));
      await provider.app.close();
      await t.close();
    },
  };
  return fixture;
}

export type SandboxTestApp = Awaited<ReturnType<typeof createSandboxTestApp>>;

/** A filled card form: a future expiry, any CVC. */
export function card(number: string, overrides: Record<string, string> = {}): Record<string, string> {
  const year = (new Date().getUTCFullYear() + 2) % 100;
  return {
    card_number: number,
    card_expiry: `12/${String(year).padStart(2, "0")}`,
    card_cvc: "123",
    card_holder: "Test Player",
    action: "pay",
    ...overrides,
  };
}

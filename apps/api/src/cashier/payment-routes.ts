import {
  depositGuideSchema,
  depositOtpRequestSchema,
  depositRequestSchema,
  gatewaysResponseSchema,
  messageEnvelope,
  paymentSchema,
  successEnvelope,
  withdrawRequestSchema,
} from "@platform/contracts";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { paymentGateways } from "../db/schema.ts";
import {
  accountErrorResponses,
  authHeadersSchema,
  bearerSecurity,
  localeQuerystringSchema,
} from "../http/account-responses.ts";
import { siteCodeHeadersSchema } from "../http/headers.ts";
import { notFound } from "../http/http-error.ts";
import { authOf } from "../session/require-user.ts";
import type { Site } from "../sites/site-repository.ts";
import { messageLocale } from "../users/contact.ts";
import { formatMinor, settingAmount } from "../wallet/amounts.ts";
import type { Cashier } from "./cashier.ts";
import { toPayment } from "./payment-view.ts";
import type { PaymentRow } from "./payments-service.ts";

/** Idempotency-Key: the same deposit or withdrawal sent twice (a double tap, a retry) is one. */
const moneyHeaders = authHeadersSchema.extend({
  "idempotency-key": z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, "Idempotency-Key: 8 to 100 letters, digits, - or _")
    .optional()
    .describe("Client-chosen key; a replay returns the first answer, another body with it is a 409"),
});
const common = { tags: ["cashier"], security: bearerSecurity };
const paymentResponse = { 200: messageEnvelope(paymentSchema), ...accountErrorResponses };
const MONEY_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: "1 minute" } };

/**
 * Spec §7 gateways-deposit, gateways-withdraw, payment-gateway/deposit-guide/{id}, deposit,
 * deposit-otp and withdraw, plus GET api/user/payment/{id} for the pending and result pages.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ cashier: Cashier }> = async (app, { cashier }) => {
  async function view(site: Site, payment: PaymentRow) {
    return toPayment(site, payment, await cashier.payments.gatewayOf(payment));
  }

  async function listGateways(site: Site, direction: "deposit" | "withdraw") {
    const rows = await cashier.db
      .select()
      .from(paymentGateways)
      .where(
        and(
          eq(paymentGateways.siteId, site.id),
          eq(paymentGateways.direction, direction),
          eq(paymentGateways.enabled, true),
        ),
      )
      .orderBy(asc(paymentGateways.position));
    const [min, max] =
      direction === "deposit"
        ? [site.settings.deposit_min, site.settings.deposit_max]
        : [site.settings.withdraw_min, site.settings.withdraw_max];
    return rows
      .filter((row) => cashier.gateways.has(row.code))
      .map((row) => ({
        id: row.id,
        code: row.code,
        name: row.name,
        method: row.method as "card" | "mobile_money" | "bank",
        min: formatMinor(site, settingAmount(site, min)),
        max: formatMinor(site, settingAmount(site, max)),
        has_guide: Object.keys(row.guide).length > 0,
      }));
  }

  for (const [path, direction] of [
    ["/user/gateways-deposit", "deposit"],
    ["/user/gateways-withdraw", "withdraw"],
  ] as const) {
    app.get(
      path,
      {
        preHandler: app.requireUser,
        schema: {
          ...common,
          headers: authHeadersSchema,
          summary: `Payment methods for a ${direction}, with the site's limits`,
          response: { 200: successEnvelope(gatewaysResponseSchema), ...accountErrorResponses },
        },
      },
      async (request) => ({
        status: "success" as const,
        data: await listGateways(authOf(request).site, direction),
      }),
    );
  }

  app.get(
    "/payment-gateway/deposit-guide/:id",
    {
      schema: {
        tags: ["cashier"],
        summary: "How to deposit with a payment method, in the player's language",
        headers: siteCodeHeadersSchema,
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: localeQuerystringSchema,
        response: { 200: successEnvelope(depositGuideSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const site = await cashier.sites.byCode(request.headers["site-code"]);
      const locale =
        request.query.locale ??
        (typeof request.headers.locale === "string" ? request.headers.locale : undefined);
      const [gateway] = await cashier.db
        .select()
        .from(paymentGateways)
        .where(and(eq(paymentGateways.id, request.params.id), eq(paymentGateways.siteId, site.id)));
      if (!gateway) throw notFound("Payment method not found");
      const steps = gateway.guide[messageLocale(site, locale)] ?? gateway.guide[site.defaultLanguage] ?? [];
      return { status: "success" as const, data: { id: gateway.id, name: gateway.name, steps } };
    },
  );

  app.post(
    "/user/deposit",
    {
      preHandler: app.requireUser,
      config: MONEY_RATE_LIMIT,
      schema: {
        ...common,
        headers: moneyHeaders,
        summary: "Start a deposit (settings.allow_deposit, deposit_min/max, the player's limits)",
        querystring: localeQuerystringSchema,
        body: depositRequestSchema,
        response: paymentResponse,
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const payment = await cashier.payments.createDeposit(
        site,
        user,
        request.body,
        request.headers["idempotency-key"] ?? null,
        { locale: messageLocale(site, request.query.locale ?? user.locale), log: request.log },
      );
      return {
        status: "success" as const,
        message: outcomeMessage(payment),
        data: await view(site, payment),
      };
    },
  );

  app.post(
    "/user/deposit-otp",
    {
      preHandler: app.requireUser,
      config: MONEY_RATE_LIMIT,
      schema: {
        ...common,
        headers: authHeadersSchema,
        summary: "Confirm a mobile-money deposit with the code sent to the phone",
        body: depositOtpRequestSchema,
        response: paymentResponse,
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const payment = await cashier.payments.confirmDeposit(
        site,
        user,
        request.body.payment_id,
        request.body.otp,
      );
      return {
        status: "success" as const,
        message: outcomeMessage(payment),
        data: await view(site, payment),
      };
    },
  );

  app.get(
    "/user/payment/:id",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        headers: authHeadersSchema,
        summary: "One of the player's payments, for the pending and result pages",
        params: z.object({ id: z.uuid() }),
        response: paymentResponse,
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const payment = await cashier.payments.findOwn(site, user, request.params.id);
      return {
        status: "success" as const,
        message: outcomeMessage(payment),
        data: await view(site, payment),
      };
    },
  );

  app.post(
    "/user/withdraw",
    {
      preHandler: app.requireUser,
      config: MONEY_RATE_LIMIT,
      schema: {
        ...common,
        headers: moneyHeaders,
        summary: "Request a withdrawal: the amount is held at once and cannot be taken back",
        querystring: localeQuerystringSchema,
        body: withdrawRequestSchema,
        response: paymentResponse,
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const payment = await cashier.payments.createWithdrawal(
        site,
        user,
        request.body,
        request.headers["idempotency-key"] ?? null,
        { locale: messageLocale(site, request.query.locale ?? user.locale), log: request.log },
      );
      return {
        status: "success" as const,
        message: outcomeMessage(payment),
        data: await view(site, payment),
      };
    },
  );
};

function outcomeMessage(payment: PaymentRow): string {
  const deposit = payment.direction === "deposit";
  switch (payment.status) {
    case "success":
      return deposit ? "Your deposit has arrived." : "Your withdrawal has been paid.";
    case "failed":
      return deposit
        ? "Your deposit did not go through."
        : "Your withdrawal failed; the amount is back in your balance.";
    case "canceled":
      return deposit
        ? "Your deposit was cancelled."
        : "Your withdrawal was cancelled; the amount is back in your balance.";
    case "review":
      // The money has not moved: a withdrawal's amount is still held, a deposit not yet credited.
      return deposit
        ? "Your deposit is being checked: the payment provider's report needs a look before it is credited."
        : "Your withdrawal is being checked: the amount stays held until this is done.";
    default:
      return deposit ? "Your deposit is waiting for the payment provider." : "Your withdrawal is on its way.";
  }
}

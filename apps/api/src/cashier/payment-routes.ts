import {
  depositOtpRequestSchema,
  depositRequestSchema,
  messageEnvelope,
  paymentSchema,
  withdrawRequestSchema,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  accountErrorResponses,
  authHeadersSchema,
  bearerSecurity,
  localeQuerystringSchema,
} from "../http/account-responses.ts";
import { authOf } from "../session/require-user.ts";
import type { Site } from "../sites/site-repository.ts";
import { messageLocale } from "../users/contact.ts";
import type { Cashier } from "./cashier.ts";
import type { PaymentRow } from "./payment-store.ts";
import { toPayment } from "./payment-view.ts";

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
 * Spec §7 deposit, deposit-otp and withdraw, plus GET api/user/payment/{id} for the pending and
 * result pages. The payment methods they choose from are gateway-routes.ts.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ cashier: Cashier }> = async (app, { cashier }) => {
  async function view(site: Site, payment: PaymentRow) {
    return toPayment(site, payment, await cashier.payments.gatewayOf(payment));
  }

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

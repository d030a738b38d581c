import {
  type PaymentReview,
  paymentResolvedSchema,
  paymentResolveRequestSchema,
  paymentReviewSchema,
  successEnvelope,
} from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { requireRole } from "../operator/roles.ts";
import { authOf } from "../session/require-user.ts";
import type { Site } from "../sites/site-repository.ts";
import { formatMinor } from "../wallet/amounts.ts";
import type { Cashier } from "./cashier.ts";
import type { PaymentRow } from "./payment-store.ts";
import { paymentsInReview, resolveReview } from "./payout-review.ts";

const common = { tags: ["operator"], security: bearerSecurity, headers: authHeadersSchema };
const responses = {
  ...accountErrorResponses,
  403: accountErrorResponses[403].describe("The account does not hold the operator role"),
  409: accountErrorResponses[409].describe("The payment is not waiting for review (resolved already)"),
};

function view(site: Site, payment: PaymentRow): PaymentReview {
  const recipient = payment.recipient?.account
    ? [payment.recipient.bank_code, payment.recipient.account].filter(Boolean).join(" ")
    : null;
  return {
    id: payment.id,
    direction: payment.direction === "withdrawal" ? "withdrawal" : "deposit",
    user_id: payment.userId,
    amount: formatMinor(site, payment.amount),
    currency: payment.currency,
    gateway_code: payment.gatewayCode,
    provider_ref: payment.providerRef,
    recipient,
    review_reason: payment.reviewReason,
    created_at: payment.createdAt.toISOString(),
  };
}

/**
 * Payments whose provider outcome did not match the request (role `operator`), scoped to the
 * site of the operator's session: another site's payment is a 404. Resolving one moves its money
 * exactly once; a second resolution is a 409.
 */
export const operatorPaymentRoutes: FastifyPluginAsyncZod<{ cashier: Cashier }> = async (
  app,
  { cashier },
) => {
  const guard = requireRole(cashier.db, "operator");
  app.addHook("preHandler", async (request) => {
    await app.requireUser(request);
    await guard(request);
  });

  app.get(
    "/operator/payments",
    {
      schema: {
        ...common,
        summary: "The site's payments needing review, oldest first",
        response: { 200: successEnvelope(z.array(paymentReviewSchema)), ...responses },
      },
    },
    async (request) => {
      const { site } = authOf(request);
      const rows = await paymentsInReview(cashier.db, site.id);
      return { status: "success" as const, data: rows.map((row) => view(site, row)) };
    },
  );

  app.post(
    "/operator/payments/:id/resolve",
    {
      schema: {
        ...common,
        summary: "Resolve a payment in review: paid posts the hold (credits a deposit), returned voids it",
        params: z.object({ id: z.uuid() }),
        body: paymentResolveRequestSchema,
        response: { 200: successEnvelope(paymentResolvedSchema), ...responses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const payment = await resolveReview(cashier.ledger, {
        paymentId: request.params.id,
        siteId: site.id,
        resolution: request.body.resolution,
        by: user.email ?? (user.phone ? `+${user.phone}` : user.id),
        now: cashier.clock(),
      });
      const paid = payment.status === "success";
      return {
        status: "success" as const,
        message: paid ? "The payment is paid." : "The payment is returned.",
        data: { id: payment.id, status: paid ? ("success" as const) : ("failed" as const) },
      };
    },
  );
};

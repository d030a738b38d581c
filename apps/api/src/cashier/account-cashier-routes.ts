import {
  bankingResponseSchema,
  depositLimitsResponseSchema,
  messageEnvelope,
  messageEnvelopeSchema,
  newRecipientSchema,
  recipientSchema,
  setDepositLimitsRequestSchema,
  successEnvelope,
} from "@platform/contracts";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { payoutRecipients } from "../db/schema.ts";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import { authOf } from "../session/require-user.ts";
import type { Site } from "../sites/site-repository.ts";
import type { Cashier } from "./cashier.ts";
import { listDepositLimits, setDepositLimits } from "./deposit-limits.ts";
import { saveRecipient } from "./payout-recipient.ts";

const common = { tags: ["cashier"], security: bearerSecurity, headers: authHeadersSchema };

type RecipientRow = typeof payoutRecipients.$inferSelect;

function toRecipient(site: Site, row: RecipientRow) {
  return {
    id: row.id,
    method: row.method as "bank" | "mobile_money",
    bank_code: row.bankCode,
    bank_name: site.settings.banks.find((bank) => bank.code === row.bankCode)?.name ?? null,
    account_number: `••••${row.accountNumber.slice(-4)}`,
    account_name: row.accountName,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Spec §7 GET/POST api/user/banking (saved payout recipients, behind settings.show_menu_banking)
 * and the player's deposit limits (UKGC RTS 12).
 */
export const accountCashierRoutes: FastifyPluginAsyncZod<{ cashier: Cashier }> = async (app, { cashier }) => {
  function assertBanking(site: Site) {
    if (!site.settings.show_menu_banking)
      throw new HttpError(403, "Banking details are not available on this site.");
  }

  async function banking(site: Site, userId: string) {
    const rows = await cashier.db
      .select()
      .from(payoutRecipients)
      .where(eq(payoutRecipients.userId, userId))
      .orderBy(desc(payoutRecipients.createdAt));
    return {
      recipients: rows.map((row) => toRecipient(site, row)),
      banks: site.settings.banks.map(({ code, name }) => ({ code, name })),
    };
  }

  app.get(
    "/user/banking",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Saved payout recipients and the banks a player may choose",
        response: { 200: successEnvelope(bankingResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      assertBanking(site);
      return { status: "success" as const, data: await banking(site, user.id) };
    },
  );

  app.post(
    "/user/banking",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Save a payout recipient (a bank account or a mobile-money number)",
        body: newRecipientSchema,
        response: { 200: messageEnvelope(recipientSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      assertBanking(site);
      const { bank_code: bankCode } = request.body;
      if (request.body.method === "bank" && !site.settings.banks.some((bank) => bank.code === bankCode)) {
        const message = "Please choose your bank.";
        throw new HttpError(400, message, [{ message, field: "bank_code" }]);
      }
      const row = await saveRecipient(cashier.db, site, user, request.body);
      return {
        status: "success" as const,
        message: "Your banking details have been saved.",
        data: toRecipient(site, row),
      };
    },
  );

  app.delete(
    "/user/banking/:id",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Remove a saved payout recipient (another player's is a 404)",
        params: z.object({ id: z.uuid() }),
        response: { 200: messageEnvelopeSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      assertBanking(site);
      const removed = await cashier.db
        .delete(payoutRecipients)
        .where(and(eq(payoutRecipients.id, request.params.id), eq(payoutRecipients.userId, user.id)))
        .returning({ id: payoutRecipients.id });
      if (removed.length === 0) throw notFound("Recipient not found");
      return { status: "success" as const, message: "The recipient has been removed." };
    },
  );

  app.get(
    "/user/deposit-limits",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "The player's deposit limits (24 hours, 7 days, 30 days) and what they used",
        response: { 200: successEnvelope(depositLimitsResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      return {
        status: "success" as const,
        data: await listDepositLimits(cashier.db, site, user, cashier.clock()),
      };
    },
  );

  app.post(
    "/user/deposit-limits",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "Set deposit limits: lower ones apply at once, higher ones or removals after 24 hours",
        body: setDepositLimitsRequestSchema,
        response: { 200: messageEnvelope(depositLimitsResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const now = cashier.clock();
      await setDepositLimits(cashier.db, site, user, request.body, now);
      return {
        status: "success" as const,
        message: "Your deposit limits have been saved. A higher limit applies after 24 hours.",
        data: await listDepositLimits(cashier.db, site, user, now),
      };
    },
  );
};

import { overviewDetailsSchema, successEnvelope } from "@platform/contracts";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { payments } from "../db/schema.ts";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import type { PromotionDeps } from "../promotions/grant-promotion.ts";
import { currentBonus } from "../promotions/promotion-store.ts";
import { authOf } from "../session/require-user.ts";
import { formatMinor } from "../wallet/amounts.ts";

/** How many open withdrawals the overview lists; the history has the rest. */
const OPEN_WITHDRAWALS_SHOWN = 5;

/**
 * The overview page's extras (spec §2 overview) beyond GET api/user/overview, which every page
 * loads for the header and so stays small: the current bonus with its wagering progress, the
 * withdrawals still pending, and whether FICA is approved.
 */
export const overviewDetailsRoute: FastifyPluginAsyncZod<{ deps: PromotionDeps }> = async (app, { deps }) => {
  app.get(
    "/user/overview/details",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["wallet"],
        security: bearerSecurity,
        headers: authHeadersSchema,
        summary: "The overview page's bonus progress, open withdrawals and FICA status",
        response: { 200: successEnvelope(overviewDetailsSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const locale = typeof request.headers.locale === "string" ? request.headers.locale : user.locale;
      const bonus = await currentBonus(deps.db, deps.ledger, site, user.id, locale, deps.clock());
      const open = await deps.db
        .select({ id: payments.id, amount: payments.amount, createdAt: payments.createdAt })
        .from(payments)
        .where(
          and(
            eq(payments.siteId, site.id),
            eq(payments.userId, user.id),
            eq(payments.direction, "withdrawal"),
            // A withdrawal being checked is still open: its amount is held.
            inArray(payments.status, ["pending", "review"]),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(OPEN_WITHDRAWALS_SHOWN);
      return {
        status: "success" as const,
        data: {
          bonus,
          open_withdrawals: open.map((row) => ({
            id: row.id,
            amount: formatMinor(site, row.amount),
            created_at: row.createdAt.toISOString(),
          })),
          approved_fica_status: user.approvedFicaStatus,
        },
      };
    },
  );
};

import { depositGuideSchema, gatewaysResponseSchema, successEnvelope } from "@platform/contracts";
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

const common = { tags: ["cashier"], security: bearerSecurity };

/**
 * Spec §7 gateways-deposit, gateways-withdraw and payment-gateway/deposit-guide/{id}: the payment
 * methods a player chooses from, apart from the routes that move money (payment-routes.ts).
 */
export const gatewayRoutes: FastifyPluginAsyncZod<{ cashier: Cashier }> = async (app, { cashier }) => {
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
};

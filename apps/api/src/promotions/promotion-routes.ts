import {
  bonusProgressSchema,
  localeSchema,
  messageEnvelope,
  promotionDetailSchema,
  promotionGrantResponseSchema,
  promotionListSchema,
  promotionSlugSchema,
  retentionOfferRequestSchema,
  retentionOfferSchema,
  successEnvelope,
} from "@platform/contracts";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { retentionOffers } from "../db/schema.ts";
import { accountErrorResponses, authHeadersSchema, bearerSecurity } from "../http/account-responses.ts";
import { HttpError } from "../http/http-error.ts";
import type { Accounts } from "../session/accounts.ts";
import { authenticate, authOf } from "../session/require-user.ts";
import type { Site } from "../sites/site-repository.ts";
import type { SiteResolver } from "../sites/site-resolver.ts";
import { grantAnswer } from "./grant-answer.ts";
import { grantPromotion, type PromotionDeps } from "./grant-promotion.ts";
import {
  currentBonus,
  findPromotionById,
  findPublicPromotion,
  listPublicPromotions,
  playerView,
} from "./promotion-store.ts";
import { toDetailText, toSummary } from "./promotion-view.ts";

const publicCommon = { tags: ["promotions"], headers: authHeadersSchema };
const common = { ...publicCommon, security: bearerSecurity };
const localeQuery = z.object({ locale: localeSchema.optional() });
const CLAIM_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: "1 minute" } };

/** settings.allow_promotion off: the menus are hidden and every call refused. */
function assertPromotions(site: Site): void {
  if (!site.settings.allow_promotion) throw new HttpError(403, "Promotions are not available on this site.");
}

function localeOf(request: FastifyRequest, query: { locale?: string | undefined }, fallback: string): string {
  const header = request.headers.locale;
  return query.locale ?? (typeof header === "string" ? header : fallback);
}

/** Spec §2/§7 promotions: the public list and detail, claiming, retention offers, the player's bonus. */
export const promotionRoutes: FastifyPluginAsyncZod<{
  deps: PromotionDeps;
  sites: SiteResolver;
  accounts: Accounts;
}> = async (app, { deps, sites, accounts }) => {
  /** The player behind an optional bearer token; a stale token on a public page is a visitor. */
  async function optionalAuth(request: FastifyRequest) {
    if (!request.headers.authorization) return null;
    try {
      return await authenticate(accounts, request);
    } catch {
      return null;
    }
  }

  app.get(
    "/promotions",
    {
      schema: {
        ...publicCommon,
        summary: "The site's current promotions (settings.allow_promotion)",
        querystring: localeQuery,
        response: { 200: successEnvelope(promotionListSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const site = await sites.byCode(request.headers["site-code"]);
      assertPromotions(site);
      const locale = localeOf(request, request.query, site.defaultLanguage);
      const rows = await listPublicPromotions(deps.db, site, deps.clock());
      return { status: "success" as const, data: rows.map((row) => toSummary(site, row, locale)) };
    },
  );

  app.get(
    "/promotions/:slug",
    {
      schema: {
        ...publicCommon,
        summary: "One promotion; with a player's token, whether they may claim it and their progress",
        params: z.object({ slug: promotionSlugSchema }),
        querystring: localeQuery,
        response: { 200: successEnvelope(promotionDetailSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const site = await sites.byCode(request.headers["site-code"]);
      assertPromotions(site);
      const auth = await optionalAuth(request);
      const viewer = auth && auth.site.id === site.id ? auth.user : null;
      const locale = localeOf(request, request.query, viewer?.locale ?? site.defaultLanguage);
      const promotion = await findPublicPromotion(deps.db, site, request.params.slug);
      const player = viewer ? await playerView(deps.db, site, viewer, promotion, locale, deps.clock()) : null;
      return { status: "success" as const, data: { ...toDetailText(site, promotion, locale), player } };
    },
  );

  app.post(
    "/promotions/:slug/claim",
    {
      preHandler: app.requireUser,
      config: CLAIM_RATE_LIMIT,
      schema: {
        ...common,
        summary: "Opts in to a public promotion: granted once per player, through the ledger",
        params: z.object({ slug: promotionSlugSchema }),
        response: { 200: messageEnvelope(promotionGrantResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      assertPromotions(site);
      const promotion = await findPublicPromotion(deps.db, site, request.params.slug);
      const grant = await grantPromotion(deps, site, user, promotion, "claim");
      const locale = localeOf(request, {}, user.locale);
      return grantAnswer(deps, site, user.id, grant, promotion, locale, "The promotion has been added.");
    },
  );

  app.get(
    "/promotions/retention-offer/:id",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "A retention offer made to this player (404 for anyone else)",
        params: z.object({ id: z.uuid("Not an offer") }),
        response: { 200: successEnvelope(retentionOfferSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      assertPromotions(site);
      const [offer] = await deps.db
        .select()
        .from(retentionOffers)
        .where(
          and(
            eq(retentionOffers.promotionId, request.params.id),
            eq(retentionOffers.userId, user.id),
            eq(retentionOffers.siteId, site.id),
          ),
        );
      const promotion = offer ? await findPromotionById(deps.db, site.id, offer.promotionId) : null;
      if (!offer || !promotion) throw new HttpError(404, "This offer does not exist.");
      const locale = localeOf(request, {}, user.locale);
      return {
        status: "success" as const,
        data: {
          id: promotion.id,
          promotion: toDetailText(site, promotion, locale),
          accepted_at: offer.acceptedAt?.toISOString() ?? null,
        },
      };
    },
  );

  app.post(
    "/promotions/retention-offer",
    {
      preHandler: app.requireUser,
      config: CLAIM_RATE_LIMIT,
      schema: {
        ...common,
        summary: "Takes a retention offer (promotion_id): only the player it was made to, once",
        body: retentionOfferRequestSchema,
        response: { 200: messageEnvelope(promotionGrantResponseSchema), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      assertPromotions(site);
      const promotion = await findPromotionById(deps.db, site.id, request.body.promotion_id);
      // Every refusal of a promotion that is not this player's looks the same: no offer.
      if (promotion?.audience !== "targeted") throw new HttpError(404, "This offer does not exist.");
      const grant = await grantPromotion(deps, site, user, promotion, "retention_offer");
      const locale = localeOf(request, {}, user.locale);
      return grantAnswer(deps, site, user.id, grant, promotion, locale, "Your offer has been added.");
    },
  );

  app.get(
    "/user/bonus",
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: "The player's current bonus and its wagering progress (null when none)",
        response: { 200: successEnvelope(bonusProgressSchema.nullable()), ...accountErrorResponses },
      },
    },
    async (request) => {
      const { site, user } = authOf(request);
      const locale = localeOf(request, {}, user.locale);
      const data = await currentBonus(deps.db, deps.ledger, site, user.id, locale, deps.clock());
      return { status: "success" as const, data };
    },
  );
};

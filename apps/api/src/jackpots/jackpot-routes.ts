import {
  JACKPOT_SLUG_PATTERN,
  jackpotDetailSchema,
  jackpotListSchema,
  localeSchema,
  successEnvelope,
} from "@platform/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/database.ts";
import { errorResponses } from "../http/error-responses.ts";
import { siteCodeHeadersSchema } from "../http/headers.ts";
import { notFound } from "../http/http-error.ts";
import type { Clock } from "../security/clock.ts";
import type { Site } from "../sites/site-repository.ts";
import type { SiteResolver } from "../sites/site-resolver.ts";
import { lastDrops, recentDrops, sitePool, sitePools } from "./jackpot-store.ts";
import { dropView, poolView } from "./jackpot-views.ts";

const common = { tags: ["jackpots"], headers: siteCodeHeadersSchema };
const localeQuery = z.object({ locale: localeSchema.optional() });

/** ?locale=, else the `locale` header, else the site's default, among the site's languages. */
function localeOf(request: FastifyRequest, site: Site, query: { locale?: string | undefined }): string {
  const header = request.headers.locale;
  const asked = query.locale ?? (typeof header === "string" ? header : undefined);
  return asked && site.languages.includes(asked) ? asked : site.defaultLanguage;
}

/** One message for a slug that is malformed, unknown or another site's: it reveals nothing. */
const noSuchJackpot = () => notFound("There is no such jackpot.");

/** Spec §2 /jackpot and /jackpot/{slug}: the site's must-drop pools (docs/decisions/042). */
export const jackpotRoutes: FastifyPluginAsyncZod<{
  db: Database;
  sites: SiteResolver;
  clock: Clock;
}> = async (app, { db, sites, clock }) => {
  app.get(
    "/jackpots",
    {
      schema: {
        ...common,
        summary: "The site's must-drop jackpots: live amounts, published ranges, commitments, last drops",
        querystring: localeQuery,
        response: { 200: successEnvelope(jackpotListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const site = await sites.byCode(request.headers["site-code"]);
      const locale = localeOf(request, site, request.query);
      const pools = await sitePools(db, site.id);
      const drops = await lastDrops(
        db,
        pools.map((pool) => pool.id),
      );
      return {
        status: "success" as const,
        data: {
          server_time: clock().toISOString(),
          pools: pools.map((pool) => poolView(site, pool, drops.get(pool.id), locale)),
        },
      };
    },
  );

  app.get(
    "/jackpots/:slug",
    {
      schema: {
        ...common,
        summary: "One jackpot: its terms, range, open commitment and recent drops with their reveals",
        // Any text: a malformed slug is a 404 like an unknown one, not a validation error.
        params: z.object({ slug: z.string().max(200) }),
        querystring: localeQuery,
        response: { 200: successEnvelope(jackpotDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const site = await sites.byCode(request.headers["site-code"]);
      const { slug } = request.params;
      if (!JACKPOT_SLUG_PATTERN.test(slug)) throw noSuchJackpot();
      const pool = await sitePool(db, site.id, slug);
      if (!pool) throw noSuchJackpot();
      const drops = await recentDrops(db, pool.id);
      const locale = localeOf(request, site, request.query);
      return {
        status: "success" as const,
        data: {
          server_time: clock().toISOString(),
          pool: poolView(site, pool, drops[0], locale),
          recent_drops: drops.map((drop) => dropView(site, drop)),
        },
      };
    },
  );
};

import {
  type HomeContent,
  homeContentSchema,
  homeQuerySchema,
  isProductEnabled,
  successEnvelope,
} from "@platform/contracts";
import { Cache } from "@platform/server/cache";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.ts";
import { errorResponses } from "../http/error-responses.ts";
import { siteCodeHeadersSchema } from "../http/headers.ts";
import type { Site } from "../sites/site-repository.ts";
import type { SiteResolver } from "../sites/site-resolver.ts";
import type { AggregatorSections } from "./aggregator-sections.ts";
import { loadBanners } from "./home-repository.ts";
import { sectionsInLayout } from "./home-sections.ts";

/**
 * Every server-rendered home page asks for this; banners change slowly, so a few seconds of
 * staleness buys the database (single-connection PGlite by default) a rest.
 */
const BANNERS_TTL_MS = 10_000;

export interface HomeRouteOptions {
  db: Database;
  sites: SiteResolver;
  /** The game sections, computed by the aggregator from the site's play. */
  sections: AggregatorSections;
  /** The aggregator's base URL as the site's players reach it: the artwork is loaded from there. */
  aggregatorUrl: (site: Site) => string;
}

/**
 * The home page: banners, then the game sections in the order the site's layout.home sets. The
 * operator at the aggregator is the site (its code); without an answer from it, or on a site
 * without the aggregator product, the home still renders, with its banners only.
 */
export const homeRoute: FastifyPluginAsyncZod<HomeRouteOptions> = async (app, options) => {
  const { db, sites } = options;
  const banners = new Cache<HomeContent["banners"] | null>({ ttlMs: BANNERS_TTL_MS, max: 1000 });
  app.get(
    "/content/home",
    {
      schema: {
        tags: ["content"],
        summary: "Home page banners and game sections",
        description:
          "Game sections (spec §9: trending, slots carousel, highest paying, hot, recent biggest wins) come from the game aggregator's play statistics, ordered and filtered by the site's layout.home; when the aggregator does not answer, only the banners.",
        headers: siteCodeHeadersSchema,
        querystring: homeQuerySchema,
        response: { 200: successEnvelope(homeContentSchema), ...errorResponses },
      },
    },
    async (request) => {
      const site = await sites.byCode(request.headers["site-code"]);
      const locale = request.query.locale ?? site.defaultLanguage;
      const [localBanners, sections] = await Promise.all([
        banners.get(`${site.id}:${locale}`, () => loadBanners(db, site, locale)),
        // A site without the games has no games to show (its cards would lead nowhere).
        isProductEnabled(site.settings, "aggregator")
          ? options.sections.forOperator(site.siteCode, options.aggregatorUrl(site))
          : [],
      ]);
      return {
        status: "success" as const,
        data: {
          banners: localBanners ?? [],
          sections: sectionsInLayout(site.settings.layout.home, sections),
        },
      };
    },
  );
};

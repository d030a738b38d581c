import { type HomeContent, homeContentSchema, homeQuerySchema, successEnvelope } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.ts";
import { errorResponses } from "../http/error-responses.ts";
import { siteCodeHeadersSchema } from "../http/headers.ts";
import { TtlCache } from "../shared/ttl-cache.ts";
import type { SiteResolver } from "../sites/site-resolver.ts";
import { loadBanners, loadCatalogue, loadRecentWins } from "./home-repository.ts";
import { buildSection, orderedSections } from "./home-sections.ts";

/**
 * Every server-rendered home page asks for this; the catalogue and wins change slowly, so a few
 * seconds of staleness buys the database (single-connection PGlite by default) a rest.
 */
const HOME_TTL_MS = 10_000;

/** The home page: banners, then the game sections in the order the site's layout.home sets. */
export const homeRoute: FastifyPluginAsyncZod<{ db: Database; sites: SiteResolver }> = async (
  app,
  { db, sites },
) => {
  const cache = new TtlCache<HomeContent>(HOME_TTL_MS);
  app.get(
    "/content/home",
    {
      schema: {
        tags: ["content"],
        summary: "Home page banners and game sections",
        headers: siteCodeHeadersSchema,
        querystring: homeQuerySchema,
        response: { 200: successEnvelope(homeContentSchema), ...errorResponses },
      },
    },
    async (request) => {
      const site = await sites.byCode(request.headers["site-code"]);
      const locale = request.query.locale ?? site.defaultLanguage;
      const data = await cache.get(`${site.id}:${locale}`, async () => {
        const [banners, catalogue, wins] = await Promise.all([
          loadBanners(db, site, locale),
          loadCatalogue(db),
          loadRecentWins(db, site.id),
        ]);
        const sections = orderedSections(site.settings.layout.home).map((section) =>
          buildSection(section, catalogue, wins),
        );
        return { banners, sections };
      });
      return { status: "success" as const, data: data! };
    },
  );
};

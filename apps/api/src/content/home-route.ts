import { homeContentSchema, homeQuerySchema, successEnvelope } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.ts";
import { errorResponses } from "../http/error-responses.ts";
import { siteCodeHeadersSchema } from "../http/headers.ts";
import type { SiteResolver } from "../sites/site-resolver.ts";
import { loadBanners, loadCatalogue, loadRecentWins } from "./home-repository.ts";
import { buildSection, orderedSections } from "./home-sections.ts";

/** The home page: banners, then the game sections in the order the site's layout.home sets. */
export const homeRoute: FastifyPluginAsyncZod<{ db: Database; sites: SiteResolver }> = async (
  app,
  { db, sites },
) => {
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
      const [banners, catalogue, wins] = await Promise.all([
        loadBanners(db, site, locale),
        loadCatalogue(db),
        loadRecentWins(db, site.id),
      ]);
      const sections = orderedSections(site.settings.layout.home).map((section) =>
        buildSection(section, catalogue, wins),
      );
      return { status: "success" as const, data: { banners, sections } };
    },
  );
};

import { seoRequestSchema, seoResponseSchema, successEnvelope } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.ts";
import { errorResponses } from "../http/error-responses.ts";
import { siteCodeHeadersSchema } from "../http/headers.ts";
import { notFound } from "../http/http-error.ts";
import type { SiteResolver } from "../sites/site-resolver.ts";
import { buildSeoResponse } from "./build-meta.ts";
import { normalizePageUrl } from "./find-seo-entry.ts";
import { pageSeo } from "./page-seo.ts";

export interface SeoRouteOptions {
  db: Database;
  sites: SiteResolver;
}

/** Spec §7: POST /api/seo with {locale, page_url}; reads h1, title and meta[]. */
export const seoRoute: FastifyPluginAsyncZod<SeoRouteOptions> = async (app, { db, sites }) => {
  app.post(
    "/seo",
    {
      schema: {
        tags: ["content"],
        summary: "Heading, title and meta tags of a page",
        headers: siteCodeHeadersSchema,
        body: seoRequestSchema,
        response: { 200: successEnvelope(seoResponseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const site = await sites.byCode(request.headers["site-code"]);
      const { locale, page_url: pageUrl } = request.body;
      const entry = await pageSeo(db, site, pageUrl, locale);
      if (!entry) throw notFound("No SEO data for this page");
      const data = buildSeoResponse(entry, {
        origin: site.origin,
        path: normalizePageUrl(pageUrl),
        fallbackImage: site.settings.logo,
      });
      return { status: "success" as const, data };
    },
  );
};

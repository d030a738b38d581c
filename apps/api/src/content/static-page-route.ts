import { staticPageQuerySchema, staticPageSchema, successEnvelope } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.ts";
import { errorResponses } from "../http/error-responses.ts";
import { siteCodeHeadersSchema } from "../http/headers.ts";
import { notFound } from "../http/http-error.ts";
import type { SiteResolver } from "../sites/site-resolver.ts";
import { findStaticPage } from "./find-static-page.ts";

/** A static content page (/{slug} in the web app), in the locale or the site's default language. */
export const staticPageRoute: FastifyPluginAsyncZod<{ db: Database; sites: SiteResolver }> = async (
  app,
  { db, sites },
) => {
  app.get(
    "/content/pages/:slug",
    {
      schema: {
        tags: ["content"],
        summary: "A static content page",
        headers: siteCodeHeadersSchema,
        params: staticPageQuerySchema.pick({ slug: true }),
        // Locale is optional here: absent means the site's default language.
        querystring: staticPageQuerySchema.pick({ locale: true }).partial(),
        response: { 200: successEnvelope(staticPageSchema), ...errorResponses },
      },
    },
    async (request) => {
      const site = await sites.byCode(request.headers["site-code"]);
      const page = await findStaticPage(
        db,
        site,
        request.params.slug,
        request.query.locale ?? site.defaultLanguage,
      );
      if (!page) throw notFound("Page not found");
      return { status: "success" as const, data: page };
    },
  );
};

import { dictionarySchema, localeQuerySchema, successEnvelope } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../http/error-responses.ts";
import { notFound } from "../http/http-error.ts";
import type { SiteResolver } from "../sites/site-resolver.ts";
import type { DictionaryStore } from "./dictionary-store.ts";

/** Short enough that an edited string shows within minutes; the ETag makes revalidation cheap. */
const CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

/** Spec §7: GET /api/locale?locale=&siteCode= returns the translation dictionary. */
export const localeRoute: FastifyPluginAsyncZod<{
  sites: SiteResolver;
  dictionaries: DictionaryStore;
}> = async (app, { sites, dictionaries }) => {
  app.get(
    "/locale",
    {
      schema: {
        tags: ["i18n"],
        summary: "Translation dictionary of a site in one of its languages",
        querystring: localeQuerySchema,
        headers: z.looseObject({ "if-none-match": z.string().optional() }),
        response: {
          200: successEnvelope(dictionarySchema),
          304: z.null().describe("Not modified: the dictionary matches If-None-Match"),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { locale, siteCode } = request.query;
      const site = await sites.byCode(siteCode);
      if (!site.languages.includes(locale)) throw notFound("Language not offered by this site");
      const { dictionary, etag } = await dictionaries.get(site.id, locale);
      reply.header("cache-control", CACHE_CONTROL).header("etag", etag);
      if (request.headers["if-none-match"] === etag) return reply.code(304).send(null);
      return { status: "success" as const, data: dictionary };
    },
  );
};

import { settingsResponseDataSchema, successEnvelope } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../http/error-responses.ts";
import { feDomainHeadersSchema } from "../http/headers.ts";
import type { SiteResolver } from "./site-resolver.ts";

/** Spec §7: GET /api/settings with header fe-domain; reads data.settings and data.site_code. */
export const settingsRoute: FastifyPluginAsyncZod<{ sites: SiteResolver }> = async (app, { sites }) => {
  app.get(
    "/settings",
    {
      schema: {
        tags: ["site"],
        summary: "Settings of the site serving a host",
        headers: feDomainHeadersSchema,
        response: { 200: successEnvelope(settingsResponseDataSchema), ...errorResponses },
      },
    },
    async (request) => {
      const site = await sites.byDomain(request.headers["fe-domain"]);
      return {
        status: "success" as const,
        data: { settings: site.settings, site_code: site.siteCode, public_origin: site.origin },
      };
    },
  );
};

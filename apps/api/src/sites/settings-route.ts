import { settingsResponseDataSchema, successEnvelope } from "@platform/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../http/error-responses.ts";
import { feDomainHeadersSchema } from "../http/headers.ts";
import type { SiteResolver } from "./site-resolver.ts";

const CSP_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

const merge = (listed: string[], added: string[]) => [...new Set([...listed, ...added])];

/**
 * Spec §7: GET /api/settings with header fe-domain; reads data.settings and data.site_code. The
 * origins of the payment providers' hosted pages join the site's CSP form-action, so a deposit
 * form redirected there after its POST is not blocked. The game aggregator's origin, when it is
 * not the site's own, joins script-src (its BVComponents.min.js), connect-src (its player API) and
 * img-src (its artwork).
 */
export const settingsRoute: FastifyPluginAsyncZod<{
  sites: SiteResolver;
  paymentPageOrigins?: () => string[];
  aggregatorOrigins?: () => string[];
}> = async (app, { sites, paymentPageOrigins = () => [], aggregatorOrigins = () => [] }) => {
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
      const csp = site.settings.content_security_policy;
      // Only what a CSP source list of the settings may hold (an IPv6 literal would fail the schema).
      const pages = paymentPageOrigins().filter((origin) => CSP_ORIGIN.test(origin));
      const games = aggregatorOrigins().filter((origin) => CSP_ORIGIN.test(origin) && origin !== site.origin);
      const settings = {
        ...site.settings,
        content_security_policy: {
          ...csp,
          form_action: merge(csp.form_action, pages),
          script_src: merge(csp.script_src, games),
          connect_src: merge(csp.connect_src, games),
          img_src: merge(csp.img_src, games),
        },
      };
      return {
        status: "success" as const,
        data: { settings, site_code: site.siteCode, public_origin: site.origin },
      };
    },
  );
};

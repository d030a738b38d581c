import type { FastifyInstance } from "fastify";
import { DOCS_PREFIX } from "./openapi.ts";

/**
 * Headers on every answer. The player API is JSON: nothing in it may run, be framed or be sniffed.
 * Artwork sets its own (an image other sites embed); the docs UI brings its own CSP.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "no-referrer");
    if (!reply.hasHeader("cross-origin-resource-policy"))
      reply.header("cross-origin-resource-policy", "same-site");
    if (!request.url.startsWith(DOCS_PREFIX) && !reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", "default-src 'none'; frame-ancestors 'none'");
      reply.header("x-frame-options", "DENY");
    }
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    if (request.protocol === "https") {
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
    return payload;
  });
}

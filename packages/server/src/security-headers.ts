import type { FastifyInstance } from "fastify";

export interface JsonSecurityHeadersOptions {
  /** The API reference UI, which brings its own Content-Security-Policy (staticCSP). */
  docsPrefix: string;
  /** Who may embed the answers: the platform's own pages only, or sibling sites (game art). */
  crossOriginResourcePolicy: "same-origin" | "same-site";
}

/**
 * Headers on every answer of a JSON API (the platform's and the aggregator's). Nothing in JSON may
 * run, be framed or be sniffed into HTML, and a player's data must not sit in a shared cache. A
 * route that serves something else (game artwork) sets its own policy and keeps it. HSTS only over
 * https, as Fastify sees it (a trusted proxy's x-forwarded-proto, see TRUST_PROXY).
 */
export function registerJsonSecurityHeaders(app: FastifyInstance, options: JsonSecurityHeadersOptions): void {
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "no-referrer");
    if (!reply.hasHeader("cross-origin-resource-policy"))
      reply.header("cross-origin-resource-policy", options.crossOriginResourcePolicy);
    if (!request.url.startsWith(options.docsPrefix) && !reply.hasHeader("content-security-policy")) {
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

import type { FastifyInstance } from "fastify";

const DOCS_PREFIX = "/api/docs";

/**
 * Headers on every API answer. The API serves JSON: nothing in it may run, be framed or be
 * sniffed into HTML, and a player's data must not sit in a shared cache. The Swagger UI at
 * /api/docs brings its own Content-Security-Policy (staticCSP). HSTS only over https (Fastify
 * reads a trusted proxy's x-forwarded-proto, see TRUST_PROXY).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "no-referrer");
    reply.header("cross-origin-resource-policy", "same-origin");
    if (!request.url.startsWith(DOCS_PREFIX)) {
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

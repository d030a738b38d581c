import type { FastifyInstance } from "fastify";

/**
 * Headers on every web response (pages, .data, static files). The page's Content-Security-Policy,
 * with its nonce, is set where the page is rendered (app/entry.server.tsx). HSTS only over https,
 * as Fastify sees it (a trusted proxy's x-forwarded-proto counts, see TRUST_PROXY).
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "DENY");
    reply.header("cross-origin-opener-policy", "same-origin");
    // The camera stays for this origin: the identity check (FICA) takes a selfie.
    reply.header(
      "permissions-policy",
      "camera=(self), microphone=(), geolocation=(), payment=(), usb=(), bluetooth=(), serial=(), hid=(), interest-cohort=()",
    );
    if (request.protocol === "https") {
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
    return payload;
  });
}

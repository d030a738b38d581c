import { registerJsonSecurityHeaders } from "@platform/server/security-headers";
import type { FastifyInstance } from "fastify";

/** The kit's JSON API headers; the API's answers are for the platform's own pages. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  registerJsonSecurityHeaders(app, { docsPrefix: "/api/docs", crossOriginResourcePolicy: "same-origin" });
}

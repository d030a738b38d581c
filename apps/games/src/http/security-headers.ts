import { registerJsonSecurityHeaders } from "@platform/server/security-headers";
import type { FastifyInstance } from "fastify";
import { DOCS_PREFIX } from "./openapi.ts";

/** The kit's JSON API headers; artwork is embedded by the operators' sites (same site). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  registerJsonSecurityHeaders(app, { docsPrefix: DOCS_PREFIX, crossOriginResourcePolicy: "same-site" });
}

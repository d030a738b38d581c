import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The OpenAPI document is generated from the same zod schemas that validate and serialise. */
export function registerOpenApi(app: FastifyInstance): void {
  app.register(swagger, {
    openapi: {
      info: { title: "Platform API", description: "Tenants, content and player services", version: "0.1.0" },
      tags: [
        { name: "site", description: "Tenant resolution and settings" },
        { name: "i18n", description: "Translations" },
        { name: "content", description: "SEO, home page and static pages" },
        { name: "session", description: "Register, log in, recover a password, one-time codes" },
        { name: "user", description: "The logged-in player's account" },
        { name: "games", description: "The game aggregator's account for a site" },
        {
          name: "seamless wallet",
          description: "Called by the game aggregator, signed per operator: balance, bet, win, rollback",
        },
        { name: "ops", description: "Operations" },
        { name: "dev", description: "Development helpers (only with the outbox transport)" },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: "http",
            scheme: "bearer",
            description: "The token from login or register; a token works only on the site that issued it",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Serves the UI at /api/docs and the document at /api/docs/json.
  // Its own CSP (hashes of its inline scripts), minus the https upgrade that breaks the http demo.
  app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ""),
  });
}

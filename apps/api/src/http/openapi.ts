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
        { name: "ops", description: "Operations" },
      ],
    },
    transform: jsonSchemaTransform,
  });
  // Serves the UI at /api/docs and the document at /api/docs/json.
  app.register(swaggerUi, { routePrefix: "/api/docs" });
}

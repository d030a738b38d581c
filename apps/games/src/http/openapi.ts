import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export const DOCS_PREFIX = "/aggregator/docs";

/** The aggregator's own OpenAPI document, generated from the zod schemas that validate its routes. */
export function registerOpenApi(app: FastifyInstance): void {
  app.register(swagger, {
    openapi: {
      info: {
        title: "Game aggregator API",
        description:
          "Lobby, game sessions, provably fair slot rounds and home sections. Money moves only through the operator's seamless wallet.",
        version: "0.1.0",
      },
      tags: [
        { name: "catalogue", description: "Lobby, game detail, artwork" },
        { name: "play", description: "Game sessions, spins, seeds and round recall" },
        { name: "content", description: "Home sections computed from play" },
        { name: "ops", description: "Operations" },
      ],
      components: {
        securitySchemes: {
          launchToken: {
            type: "http",
            scheme: "bearer",
            description: "The launch token the session was opened with (real play)",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ""),
  });
}

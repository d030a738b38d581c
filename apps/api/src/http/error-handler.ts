import { errorEnvelope } from "@platform/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "./http-error.ts";

const INTERNAL_ERROR = "Internal server error";

/**
 * Every failure answers the spec §8 envelope with a correct status. Client errors keep their
 * message; anything 5xx is logged with the request id and answered with a generic message so no
 * internals (SQL, stack, paths) leak.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        message: issue.message ?? "Invalid value",
        field: fieldName(error.validationContext, issue.instancePath),
      }));
      return reply.code(400).send(errorEnvelope("The request is invalid", errors));
    }
    if (error instanceof HttpError) {
      if (error.retryAfter !== undefined) reply.header("retry-after", String(error.retryAfter));
      return reply.code(error.statusCode).send(errorEnvelope(error.message, error.errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, media type, rate limit) carry safe messages.
      return reply.code(status).send(errorEnvelope(error.message));
    }
    request.log.error({ err: error, reqId: request.id }, "request failed");
    return reply.code(status >= 500 && status < 600 ? status : 500).send(errorEnvelope(INTERNAL_ERROR));
  });
}

/** "/locale" in querystring → "locale"; header names stay as sent ("fe-domain"). */
function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, "").replaceAll("/", ".");
  return path || context || "request";
}

/** Unknown /api/* paths answer the envelope too; registered inside the /api prefix only. */
export function registerNotFoundHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorEnvelope(`Route ${request.method} ${request.url.split("?")[0]} not found`)),
  );
}

import { errorEnvelope } from "@platform/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "./http-error.ts";

const INTERNAL_ERROR = "Internal server error";
const NOT_FOUND = "There is nothing at this address.";

const CLIENT_ERRORS: Record<number, string> = {
  400: "The request is invalid.",
  404: NOT_FOUND,
  405: "This method is not allowed here.",
  406: "The requested format is not available.",
  408: "The request took too long.",
  411: "The request needs a Content-Length.",
  413: "The request is too large.",
  415: "Please send the request body as JSON.",
  429: "Too many requests. Please try again later.",
};

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
      // Fastify's own client errors (bad JSON, media type, size, rate limit) in our own words:
      // their wording and FST_ codes would name the framework to a scanner.
      return reply
        .code(status)
        .send(errorEnvelope(CLIENT_ERRORS[status] ?? "The request could not be processed."));
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

/** Unknown paths answer the envelope too, in our words rather than the framework's. */
export function registerNotFoundHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorEnvelope(NOT_FOUND)));
}

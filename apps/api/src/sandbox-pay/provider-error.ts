import type { FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ReferenceConflictError } from "./new-charges.ts";

/** An error the merchant API answers as `{error: {type, message, ...}}` with its status. */
export class ProviderError extends Error {
  override name = "ProviderError";

  constructor(
    readonly statusCode: number,
    readonly type: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The merchant API's error answers: `{error: {type, message}}`, never a stack or internals. */
export function registerProviderErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ProviderError) {
      return reply
        .code(error.statusCode)
        .send({ error: { type: error.type, message: error.message, ...error.details } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation.map((issue) => issue.message).join("; ");
      return reply.code(400).send({ error: { type: "invalid_request_error", message } });
    }
    if (error instanceof ReferenceConflictError) {
      return reply.code(409).send({ error: { type: "idempotency_error", message: error.message } });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ error: { type: "invalid_request_error", message: "Bad request." } });
    }
    request.log.error({ err: error }, "sandbox-pay request failed");
    return reply.code(500).send({ error: { type: "api_error", message: "Something went wrong." } });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ error: { type: "resource_missing", message: "Not found." } }),
  );
}

import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { GamesError } from "./http-error.ts";

const CLIENT_ERRORS: Record<number, string> = {
  400: "The request is invalid.",
  404: "There is nothing at this address.",
  405: "This method is not allowed here.",
  413: "The request is too large.",
  415: "Please send the request body as JSON.",
  429: "Too many requests. Please try again later.",
};

export interface ErrorBody {
  status: "error";
  code: string;
  message: string;
  errors: { message: string; field?: string }[];
  balance?: number;
}

export function errorBody(code: string, message: string, errors: ErrorBody["errors"] = []): ErrorBody {
  return { status: "error", code, message, errors: errors.length > 0 ? errors : [{ message }] };
}

/**
 * Every failure answers `{status: "error", code, message, errors}` with a correct status; a 5xx is
 * logged with its request id and answered generically, so no SQL, stack or path leaks.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | GamesError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        message: issue.message ?? "Invalid value",
        field:
          issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || error.validationContext || "request",
      }));
      return reply.code(400).send(errorBody("RS_ERROR_WRONG_TYPES", "The request is invalid", errors));
    }
    if (error instanceof GamesError) {
      if (error.retryAfter !== undefined) reply.header("retry-after", String(error.retryAfter));
      const body = errorBody(error.code, error.message);
      return reply
        .code(error.statusCode)
        .send(error.balance === undefined ? body : { ...body, balance: error.balance });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? "RS_ERROR_RATE_LIMITED" : "RS_ERROR_BAD_REQUEST";
      return reply
        .code(status)
        .send(errorBody(code, CLIENT_ERRORS[status] ?? "The request could not be processed."));
    }
    request.log.error({ err: error, reqId: request.id }, "request failed");
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send(errorBody("RS_ERROR_UNKNOWN", "Internal server error"));
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(errorBody("RS_ERROR_NOT_FOUND", "There is nothing at this address.")),
  );
}

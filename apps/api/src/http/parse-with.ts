import type { z } from "zod";
import { HttpError } from "./http-error.ts";

/**
 * Validates with a schema that depends on the site (password rule, required fields), which a
 * route's static schema cannot express; failures answer the same 400 envelope as route validation.
 */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    message: issue.message,
    field: issue.path.join(".") || "body",
  }));
  throw new HttpError(400, "The request is invalid", errors);
}

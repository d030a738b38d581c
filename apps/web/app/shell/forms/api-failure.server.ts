import { ApiError } from "../api-client.server.ts";
import type { FormFailure } from "./form-result.ts";

/**
 * An API error envelope (spec §8) as a form failure: errors naming a field go next to it, the
 * others under the message; an outage gets one translated sentence. Anything that is not an ApiError (a redirect, a bug) is rethrown.
 */
export function apiFailure(error: unknown, t: (key: string) => string): FormFailure {
  if (!(error instanceof ApiError)) throw error;
  // A 5xx says nothing the player can act on (and must not echo internals).
  if (error.status >= 500) return { ok: false, message: t("form.unavailable"), errors: [], fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  const errors: string[] = [];
  for (const item of error.errors) {
    if (item.field) fieldErrors[item.field] ??= item.message;
    else if (item.message !== error.message) errors.push(item.message);
  }
  return { ok: false, message: error.message, errors, fieldErrors };
}

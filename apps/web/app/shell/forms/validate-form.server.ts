import type { z } from "zod";
import type { FormFailure } from "./form-result.ts";
import { messageKey, requiredKey } from "./message-keys.ts";

type Translate = (key: string) => string;

/**
 * The submitted fields as the contracts schemas expect them: strings, with empty inputs left
 * out (an empty optional field is "not given", not an invalid value) and ticked checkboxes true.
 */
export function formValues(form: FormData, checkboxes: readonly string[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && value !== "" && !(name in values)) values[name] = value;
  }
  for (const name of checkboxes) values[name] = form.get(name) === "on";
  return values;
}

export function translateMessage(message: string, t: Translate): string {
  const key = messageKey(message);
  return key ? t(key) : message;
}

/**
 * An issue that names its own translation key (a site's password_rule: words the site chose, so
 * no fixed map knows them) reads in the player's language when the site translated it, else as
 * the site wrote it; a dictionary without the key answers the key itself.
 */
function translateIssue(issue: z.core.$ZodIssue, t: Translate): string {
  const { key: own } = (issue.code === "custom" && issue.params) || {};
  if (typeof own !== "string") return translateMessage(issue.message, t);
  const translated = t(own);
  return translated === own ? issue.message : translated;
}

/** Validates with the contracts schema; a failure carries the first message of each field. */
export function validateForm<T extends z.ZodType>(
  schema: T,
  values: Record<string, unknown>,
  t: Translate,
): { ok: true; data: z.output<T> } | FormFailure {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  const errors: string[] = [];
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    // An empty input was left out of `values`; zod then reports a type error, not the rule.
    const missing = typeof field === "string" && issue.code === "invalid_type" && values[field] === undefined;
    const message = missing ? t(requiredKey(field)) : translateIssue(issue, t);
    if (typeof field === "string") fieldErrors[field] ??= message;
    else errors.push(message);
  }
  return { ok: false, message: t("form.check_fields"), errors, fieldErrors };
}

const SECRET_FIELD = /password|otp|code$/;

/** The submitted values safe to send back into the page: no passwords, OTPs or reset codes. */
export function refillValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !SECRET_FIELD.test(name) && name !== "intent") values[name] = value;
  }
  return values;
}

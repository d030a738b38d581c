import {
  type Exclusion,
  exclusionSchema,
  type RealityCheck,
  realityCheckIntervalRequestSchema,
  realityCheckResponseSchema,
  type SaferGambling,
  saferGamblingResponseSchema,
  selfExclusionRequestSchema,
  timeOutRequestSchema,
} from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { apiCall, apiFetch } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormFailure, FormResult } from "../../shell/forms/form-result.ts";
import { formValues, validateForm } from "../../shell/forms/validate-form.server.ts";
import { logger } from "../../shell/logger.ts";
import { redirectWith } from "../../shell/session/redirect-with.server.ts";
import { sessionContext } from "../../shell/session.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";
import type { SessionClock, Shell } from "../../shell/types.ts";
import { excludedPath } from "./excluded-path.ts";
import { formatUntil } from "./format-until.ts";
import { translateSaferMessage } from "./safer-messages.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/** Which form of the tab a result belongs to, so each section shows only its own. */
export type SaferSection = "reality-check" | "time-out" | "self-exclusion";

/** GET api/user/safer-gambling: the interval, the periods offered and past exclusions. */
export function loadSaferGambling(context: ContextReader): Promise<SaferGambling> {
  return apiFetch(context, "/api/user/safer-gambling", saferGamblingResponseSchema, {
    shell: context.get(shellContext),
  });
}

/**
 * GET api/user/reality-check for the header's session clock and the reality check's timer, on
 * every page of a logged-in player (only the times reach the browser). A failure shows no clock
 * rather than failing the page.
 */
export async function loadSessionClock(context: ContextReader): Promise<SessionClock | null> {
  if (!context.get(sessionContext)) return null;
  try {
    const check = await apiFetch(context, "/api/user/reality-check", realityCheckResponseSchema, {
      shell: context.get(shellContext),
    });
    return {
      elapsed_seconds: check.elapsed_seconds,
      interval_minutes: check.interval_minutes,
      next_check_in_seconds: check.next_check_in_seconds,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.warn("session clock unavailable", error);
    return null;
  }
}

/** GET api/user/reality-check: the numbers the reality check shows when it opens. */
export function loadRealityCheck(context: ContextReader): Promise<RealityCheck> {
  return apiFetch(context, "/api/user/reality-check", realityCheckResponseSchema, {
    shell: context.get(shellContext),
  });
}

/** POST api/user/reality-check/continue: the player read the check and plays on. */
export function continueRealityCheck(context: ContextReader): Promise<RealityCheck> {
  return apiFetch(context, "/api/user/reality-check/continue", realityCheckResponseSchema, {
    method: "POST",
    body: {},
    shell: context.get(shellContext),
  });
}

/** Translates the API's safer-gambling sentences for this request's language and time zone. */
export function saferTranslator(shell: Pick<Shell, "dictionary" | "locale" | "settings">) {
  const t = translatorFor(shell);
  const format = (iso: string) => formatUntil(iso, shell.settings);
  return (message: string) => translateSaferMessage(message, t, format);
}

/** A failure with every message in the player's language, marked with the form it belongs to. */
export function translatedFailure(
  result: FormFailure,
  shell: Pick<Shell, "dictionary" | "locale" | "settings">,
  section?: SaferSection,
): FormFailure {
  const translate = saferTranslator(shell);
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(result.fieldErrors)) {
    if (message !== undefined) fieldErrors[field] = translate(message);
  }
  return {
    ...result,
    ...(result.message === undefined ? {} : { message: translate(result.message) }),
    errors: result.errors.map(translate),
    fieldErrors,
    ...(section ? { values: { ...result.values, section } } : {}),
  };
}

/** POST api/user/reality-check-interval with the minutes chosen (0: off). */
export async function saveRealityCheck(context: ContextReader, form: FormData): Promise<FormResult> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const minutes = Number(form.get("reality_check_minutes") ?? Number.NaN);
  const checked = validateForm(realityCheckIntervalRequestSchema, { reality_check_minutes: minutes }, t);
  if (!checked.ok) return translatedFailure(checked, shell, "reality-check");
  try {
    await apiCall(context, "/api/user/reality-check-interval", realityCheckResponseSchema, {
      method: "POST",
      body: checked.data,
      shell,
    });
    const notice =
      checked.data.reality_check_minutes === 0
        ? t("safer.reality.saved_off")
        : t("safer.reality.saved", { minutes: String(checked.data.reality_check_minutes) });
    return { ok: true, step: "reality-check-saved", notice, values: { section: "reality-check" } };
  } catch (error) {
    return translatedFailure(apiFailure(error, t), shell, "reality-check");
  }
}

/**
 * POST api/user/time-out or self-exclusion. The API ends every session of the player, so the web
 * clears its cookies and shows until when (the exclusion page), whatever page the player was on.
 */
export async function startExclusion(
  context: ContextReader,
  url: URL,
  form: FormData,
  section: "time-out" | "self-exclusion",
): Promise<FormFailure | Response> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const schema = section === "time-out" ? timeOutRequestSchema : selfExclusionRequestSchema;
  const checked = validateForm(schema, formValues(form), t);
  if (!checked.ok) return translatedFailure(checked, shell, section);
  let exclusion: Exclusion;
  try {
    exclusion = (
      await apiCall(context, `/api/user/${section}`, exclusionSchema, {
        method: "POST",
        body: checked.data,
        shell,
      })
    ).data;
  } catch (error) {
    return translatedFailure(apiFailure(error, t), shell, section);
  }
  return redirectWith(excludedPath(exclusion), { url, session: null });
}

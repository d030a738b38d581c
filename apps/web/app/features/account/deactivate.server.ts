import { deactivateOptionsResponseSchema, deactivateRequestSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { apiCall, apiFetch } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormFailure } from "../../shell/forms/form-result.ts";
import { formValues, validateForm } from "../../shell/forms/validate-form.server.ts";
import { logger } from "../../shell/logger.ts";
import { redirectWith } from "../../shell/session/redirect-with.server.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";

/** GET /api/user/deactivateOption: the reasons a player can give, in their language. */
export async function loadDeactivateOptions(context: Readonly<RouterContextProvider>) {
  const shell = context.get(shellContext);
  const query = new URLSearchParams({ locale: shell.locale });
  return apiFetch(context, `/api/user/deactivateOption?${query}`, deactivateOptionsResponseSchema, {
    shell,
  }).catch((error: unknown) => {
    if (error instanceof Response) throw error;
    // The form still works without reasons listed; the API then explains what is missing.
    logger.warn("deactivate options unavailable", error);
    return [];
  });
}

/** POST /api/user/deactivate; the account is closed, so the session ends and the player goes home. */
export async function deactivate(
  context: Readonly<RouterContextProvider>,
  url: URL,
  form: FormData,
): Promise<FormFailure | Response> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const checked = validateForm(deactivateRequestSchema, formValues(form), t);
  if (!checked.ok) return checked;
  try {
    const { message } = await apiCall(context, "/api/user/deactivate", z.unknown(), {
      method: "POST",
      body: checked.data,
      shell,
    });
    return redirectWith("/", {
      url,
      session: null,
      flashes: [{ type: "success", message: message ?? t("account.deactivate.done") }],
    });
  } catch (error) {
    return apiFailure(error, t);
  }
}

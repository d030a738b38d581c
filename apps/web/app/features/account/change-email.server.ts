import { changeConfirmEmailQuerySchema, changeEmailRequestSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { apiCall } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormResult } from "../../shell/forms/form-result.ts";
import { formValues, refillValues, validateForm } from "../../shell/forms/validate-form.server.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";

/** Step 1: POST /api/user/changeEmail; a confirmation code goes to the new address. */
export async function requestEmailChange(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<FormResult<"code-sent">> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const checked = validateForm(changeEmailRequestSchema, formValues(form), t);
  if (!checked.ok) return { ...checked, values: refillValues(form) };
  try {
    const { message } = await apiCall(context, "/api/user/changeEmail", z.unknown(), {
      method: "POST",
      body: checked.data,
      shell,
    });
    return { ok: true, step: "code-sent", notice: message ?? t("account.email.code_sent") };
  } catch (error) {
    return { ...apiFailure(error, t), values: refillValues(form) };
  }
}

/** Step 2: GET /api/user/changeConfirmEmail?code= applies the change. */
export async function confirmEmailChange(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<FormResult<"saved" | "code-sent">> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const checked = validateForm(changeConfirmEmailQuerySchema, formValues(form), t);
  // A malformed code keeps the player on the code step, with the message next to the input.
  if (!checked.ok) return { ...checked, fieldErrors: { code: t("account.email.code_invalid") } };
  try {
    const query = new URLSearchParams({ code: checked.data.code });
    const { message } = await apiCall(context, `/api/user/changeConfirmEmail?${query}`, z.unknown(), {
      shell,
    });
    return { ok: true, step: "saved", notice: message ?? t("account.email.saved") };
  } catch (error) {
    return apiFailure(error, t);
  }
}

/** The confirmation link of the current (unverified) address, sent again. */
export async function sendEmailVerification(
  context: Readonly<RouterContextProvider>,
): Promise<FormResult<"verification-sent">> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  try {
    const { message } = await apiCall(context, "/api/user/send-verification-email", z.unknown(), {
      method: "POST",
      body: {},
      shell,
    });
    return { ok: true, step: "verification-sent", notice: message };
  } catch (error) {
    return apiFailure(error, t);
  }
}

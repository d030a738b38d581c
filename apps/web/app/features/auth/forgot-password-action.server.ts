import {
  checkCodeRequestSchema,
  checkCodeResponseSchema,
  forgotPasswordEmailRequestSchema,
  forgotPasswordRequestSchema,
} from "@platform/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { apiCall, apiFetch } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormResult } from "../../shell/forms/form-result.ts";
import { formValues, refillValues, validateForm } from "../../shell/forms/validate-form.server.ts";
import { assertSameOrigin } from "../../shell/session/same-origin.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";
import type { ForgotStep } from "./forgot-step.ts";

/**
 * Password recovery (spec §2 /forgot-password). By phone: the number gets an SMS code, and the
 * code is exchanged (check-code) for the reset code /reset-password takes. By email: the
 * message holds the reset link, so the page only says to check the inbox.
 */
export async function forgotPasswordAction(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<FormResult<ForgotStep> | Response> {
  assertSameOrigin(request, url);
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const form = await request.formData();
  const values = formValues(form);
  const locale = new URLSearchParams({ locale: shell.locale });
  const byEmail = shell.settings.auth_attempt_by === "email";
  const refill = { values: refillValues(form) };

  try {
    if (form.get("intent") === "check-code") {
      const checked = validateForm(checkCodeRequestSchema, values, t);
      if (!checked.ok) return { ...checked, ...refill, fieldErrors: { code: t("validation.otp") } };
      const { code } = await apiFetch(context, "/api/session/check-code", checkCodeResponseSchema, {
        method: "POST",
        body: checked.data,
        shell,
        token: null,
      });
      return redirect(`/reset-password?${new URLSearchParams({ code })}`);
    }

    const schema = byEmail ? forgotPasswordEmailRequestSchema : forgotPasswordRequestSchema;
    const checked = validateForm(schema, values, t);
    if (!checked.ok) return { ...checked, ...refill };
    const path = byEmail ? "/api/session/forgot-password-email" : "/api/session/forgot-password";
    const { message } = await apiCall(context, `${path}?${locale}`, z.unknown(), {
      method: "POST",
      body: checked.data,
      shell,
      token: null,
    });
    return byEmail
      ? { ok: true, step: "email-sent", notice: message ?? t("auth.forgot.email_sent") }
      : { ok: true, step: "code-sent", notice: message ?? t("auth.forgot.code_sent") };
  } catch (error) {
    return { ...apiFailure(error, t), ...refill };
  }
}

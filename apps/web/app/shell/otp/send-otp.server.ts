import { type OtpPurpose, sendOtpRequestSchema, sendOtpResponseSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { apiFetch } from "../api-client.server.ts";
import { apiFailure } from "../forms/api-failure.server.ts";
import type { FormResult } from "../forms/form-result.ts";
import { refillValues, validateForm } from "../forms/validate-form.server.ts";
import { shellContext } from "../shell-context.ts";
import { translatorFor } from "../translator.ts";

/**
 * POST /api/otp/send-otp for the number (or email) in the submitted form. Answers the step
 * "otp-sent" with when the player may ask again, or the failure to show.
 */
export async function sendOtp(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  purpose: OtpPurpose,
  values: Record<string, unknown>,
): Promise<FormResult<"otp-sent">> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const checked = validateForm(sendOtpRequestSchema, { ...values, purpose }, t);
  if (!checked.ok) return { ...checked, values: refillValues(form) };
  try {
    const sent = await apiFetch(context, "/api/otp/send-otp", sendOtpResponseSchema, {
      method: "POST",
      body: checked.data,
      shell,
    });
    return {
      ok: true,
      step: "otp-sent",
      notice: t(sent.sent_by === "email" ? "otp.sent_email" : "otp.sent_sms"),
      resendIn: sent.resend_in,
      values: refillValues(form),
    };
  } catch (error) {
    return { ...apiFailure(error, t), values: refillValues(form) };
  }
}

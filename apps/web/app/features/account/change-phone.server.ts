import { changePhoneRequestSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { apiCall } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormResult } from "../../shell/forms/form-result.ts";
import { formValues, refillValues, validateForm } from "../../shell/forms/validate-form.server.ts";
import { sendOtp } from "../../shell/otp/send-otp.server.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";

/** Step 1: the code goes to the new number (send-otp purpose change_phone). */
export function sendPhoneChangeCode(context: Readonly<RouterContextProvider>, form: FormData) {
  const { phone_number, calling_code } = formValues(form);
  return sendOtp(context, form, "change_phone", { phone_number, calling_code });
}

/** Step 2: POST /api/user/changePhone with the number and its code. */
export async function changePhone(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<FormResult<"saved" | "otp-sent">> {
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const checked = validateForm(changePhoneRequestSchema, formValues(form), t);
  if (!checked.ok) return { ...checked, values: refillValues(form) };
  try {
    const { message } = await apiCall(context, "/api/user/changePhone", z.unknown(), {
      method: "POST",
      body: checked.data,
      shell,
    });
    return { ok: true, step: "saved", notice: message ?? t("account.phone.saved") };
  } catch (error) {
    return { ...apiFailure(error, t), values: refillValues(form) };
  }
}

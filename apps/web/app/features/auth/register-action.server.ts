import { authResponseSchema, registerSchemaFor } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { apiFetch } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormFailure, FormResult } from "../../shell/forms/form-result.ts";
import { formValues, refillValues, validateForm } from "../../shell/forms/validate-form.server.ts";
import { sendOtp } from "../../shell/otp/send-otp.server.ts";
import { deviceOf, rememberDevice } from "../../shell/session/device.server.ts";
import { redirectWith } from "../../shell/session/redirect-with.server.ts";
import { assertSameOrigin } from "../../shell/session/same-origin.ts";
import { isSecureRequest } from "../../shell/session-cookies.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";

export const REGISTER_DETAILS_PATH = "/register/details";

/** What the register route brings from other features. */
export interface RegisterFromRoute {
  /** The affiliate code this visitor arrived with, recorded on the player. */
  affiliateCode: string | null;
  /** Words the API's refusal for the player (an exclusion on a sibling brand, with its end date). */
  localizeRefusal: (failure: FormFailure) => FormFailure;
}

/**
 * /register posts: "send-otp" sends the verification code (settings.otp_required); anything else
 * creates the account, validated by the same contracts schema as the API. Success logs the
 * player in, then asks for the account details first when the site registers in two steps.
 */
export async function registerAction(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
  { affiliateCode, localizeRefusal }: RegisterFromRoute,
): Promise<FormResult<"otp-sent"> | Response> {
  assertSameOrigin(request, url);
  const shell = context.get(shellContext);
  const { settings } = shell;
  const t = translatorFor(shell);
  const form = await request.formData();
  const values = formValues(form, ["age_confirmed", "terms_accepted"]);

  if (form.get("intent") === "send-otp") {
    // The code goes to (and proves) the contact the site verifies: the phone on SMS sites.
    const { phone_number, calling_code, email } = values;
    const byEmail = settings.send_otp_by === "email";
    return sendOtp(context, form, "register", byEmail ? { email } : { phone_number, calling_code });
  }

  const checked = validateForm(
    registerSchemaFor(settings),
    { ...values, locale: shell.locale, ...(affiliateCode ? { affiliate_code: affiliateCode } : {}) },
    t,
  );
  if (!checked.ok) return { ...checked, values: refillValues(form) };
  const device = deviceOf(request);
  try {
    const auth = await apiFetch(
      context,
      `/api/session/register?${new URLSearchParams({ locale: shell.locale })}`,
      authResponseSchema,
      { method: "POST", body: checked.data, shell, token: null, headers: device.headers },
    );
    const to = settings.user_registration_step2 ? REGISTER_DETAILS_PATH : settings.defaultRedirect;
    const response = redirectWith(to, {
      url,
      session: auth,
      flashes: [{ type: "success", message: t("auth.register.welcome") }],
    });
    return rememberDevice(response, device, isSecureRequest(url));
  } catch (error) {
    // Excluded on a sibling brand: said in the player's language, with the end date.
    return { ...localizeRefusal(apiFailure(error, t)), values: refillValues(form) };
  }
}

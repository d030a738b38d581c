import { authResponseSchema, loginEmailRequestSchema, loginPhoneRequestSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { apiFetch } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormFailure } from "../../shell/forms/form-result.ts";
import { formValues, refillValues, validateForm } from "../../shell/forms/validate-form.server.ts";
import { deviceOf, rememberDevice } from "../../shell/session/device.server.ts";
import { redirectWith } from "../../shell/session/redirect-with.server.ts";
import { assertSameOrigin } from "../../shell/session/same-origin.ts";
import { isSecureRequest } from "../../shell/session-cookies.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";
import { welcomeFlash } from "./welcome-flash.ts";

/**
 * Login by phone or email (settings.auth_attempt_by); success starts the session and welcomes back.
 * `localizeRefusal` words the API's refusal for the player (the route gives the safer-gambling one).
 */
export async function loginAction(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
  localizeRefusal: (failure: FormFailure) => FormFailure,
): Promise<FormFailure | Response> {
  assertSameOrigin(request, url);
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const form = await request.formData();
  const byEmail = shell.settings.auth_attempt_by === "email";
  const checked = validateForm(
    byEmail ? loginEmailRequestSchema : loginPhoneRequestSchema,
    formValues(form),
    t,
  );
  if (!checked.ok) return { ...checked, values: refillValues(form) };

  const path = byEmail ? "/api/session/login-email" : "/api/session/login";
  const device = deviceOf(request);
  try {
    const auth = await apiFetch(
      context,
      `${path}?${new URLSearchParams({ locale: shell.locale })}`,
      authResponseSchema,
      {
        method: "POST",
        body: checked.data,
        shell,
        token: null,
        headers: device.headers,
      },
    );
    const response = redirectWith(shell.settings.defaultRedirect, {
      url,
      session: auth,
      flashes: [welcomeFlash(auth.user, shell, t)],
    });
    return rememberDevice(response, device, isSecureRequest(url));
  } catch (error) {
    // A time-out or self-exclusion is said in the player's language, with its end date.
    return { ...localizeRefusal(apiFailure(error, t)), values: refillValues(form) };
  }
}

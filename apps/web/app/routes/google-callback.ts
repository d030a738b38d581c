import { authResponseSchema } from "@platform/contracts";
import { z } from "zod";
import { storedAffiliateCode } from "../features/affiliate/affiliate-cookie.server.ts";
import {
  clearStateCookie,
  googleIntent,
  googleRedirectUri,
  isExpectedState,
} from "../features/auth/google-oauth.server.ts";
import { welcomeFlash } from "../features/auth/welcome-flash.ts";
import { saferTranslator } from "../features/safer-gambling/safer-gambling.server.ts";
import { ApiError, apiCall, apiFetch } from "../shell/api-client.server.ts";
import { notFound } from "../shell/not-found.ts";
import { deviceOf, rememberDevice } from "../shell/session/device.server.ts";
import { redirectWith } from "../shell/session/redirect-with.server.ts";
import { isSecureRequest } from "../shell/session-cookies.ts";
import { shellContext } from "../shell/shell-context.ts";
import { translatorFor } from "../shell/translator.ts";
import type { Route } from "./+types/google-callback";

/**
 * Google returns here with ?code&state. With a matching state the code goes to the API: a login
 * (POST /api/session/google, which logs in or creates the account), or, for a logged-in player
 * confirming a change, POST /api/user/reauthenticate. Anything else goes back with the reason as
 * an error toast.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const shell = context.get(shellContext);
  if (!shell.settings.google_login_enable) throw notFound();
  const t = translatorFor(shell);
  const code = url.searchParams.get("code");
  const intent = googleIntent(request);
  const back = intent.kind === "reauth" ? `/account/settings?tab=${intent.tab}` : "/login";
  const finish = (to: string, flash: { type: "success" | "error"; message: string }) => {
    const response = redirectWith(to, { url, flashes: [flash] });
    response.headers.append("set-cookie", clearStateCookie());
    return response;
  };
  if (!code || !isExpectedState(request, url.searchParams.get("state")))
    return finish(back, { type: "error", message: t("auth.google_failed") });

  const body = { code, redirect_uri: googleRedirectUri(url, shell.publicOrigin) };
  try {
    if (intent.kind === "reauth") {
      const { message } = await apiCall(context, "/api/user/reauthenticate", z.unknown(), {
        method: "POST",
        body: { ...body, method: "google" },
        shell,
      });
      return finish(back, { type: "success", message: message ?? t("account.reauth.done") });
    }
    const affiliateCode = storedAffiliateCode(request, shell.settings);
    const device = deviceOf(request);
    const auth = await apiFetch(
      context,
      `/api/session/google?${new URLSearchParams({ locale: shell.locale })}`,
      authResponseSchema,
      {
        method: "POST",
        body: {
          ...body,
          // A new account needs them; the API ignores them for an existing one.
          ...(intent.kind === "register" ? { age_confirmed: true, terms_accepted: true } : {}),
          ...(affiliateCode ? { affiliate_code: affiliateCode } : {}),
        },
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
    response.headers.append("set-cookie", clearStateCookie());
    return rememberDevice(response, device, isSecureRequest(url));
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return finish(back, { type: "error", message: saferTranslator(shell)(error.message) });
    throw error;
  }
}

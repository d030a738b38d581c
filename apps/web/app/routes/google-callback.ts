import { authResponseSchema } from "@platform/contracts";
import {
  clearStateCookie,
  consentGiven,
  googleRedirectUri,
  isExpectedState,
} from "../features/auth/google-oauth.server.ts";
import { welcomeFlash } from "../features/auth/welcome-flash.ts";
import { redirectWith } from "../features/session/redirect-with.server.ts";
import { ApiError, apiFetch } from "../shell/api-client.server.ts";
import { notFound } from "../shell/not-found.ts";
import { shellContext } from "../shell/shell-context.ts";
import { translatorFor } from "../shell/translator.ts";
import type { Route } from "./+types/google-callback";

/**
 * Google returns here with ?code&state. A matching state sends the code to
 * POST /api/session/google, which logs in (or creates) the account; anything else goes back to
 * /login with the reason as an error toast.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const shell = context.get(shellContext);
  if (!shell.settings.google_login_enable) throw notFound();
  const t = translatorFor(shell);
  const code = url.searchParams.get("code");
  const failed = (message: string) => {
    const response = redirectWith("/login", { url, flashes: [{ type: "error", message }] });
    response.headers.append("set-cookie", clearStateCookie());
    return response;
  };
  if (!code || !isExpectedState(request, url.searchParams.get("state")))
    return failed(t("auth.google_failed"));

  try {
    const auth = await apiFetch(
      context,
      `/api/session/google?${new URLSearchParams({ locale: shell.locale })}`,
      authResponseSchema,
      {
        method: "POST",
        body: {
          code,
          redirect_uri: googleRedirectUri(url),
          // A new account needs them; the API ignores them for an existing one.
          ...(consentGiven(request) ? { age_confirmed: true, terms_accepted: true } : {}),
        },
        shell,
        token: null,
      },
    );
    const response = redirectWith(shell.settings.defaultRedirect, {
      url,
      session: auth,
      flashes: [welcomeFlash(auth.user, shell, t)],
    });
    response.headers.append("set-cookie", clearStateCookie());
    return response;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return failed(error.message);
    throw error;
  }
}

import { authResponseSchema } from "@platform/contracts";
import { ApiError, apiFetch } from "../shell/api-client.server.ts";
import { deviceOf, rememberDevice } from "../shell/session/device.server.ts";
import { redirectWith } from "../shell/session/redirect-with.server.ts";
import { isSecureRequest } from "../shell/session-cookies.ts";
import { shellContext } from "../shell/shell-context.ts";
import { translatorFor } from "../shell/translator.ts";
import type { Route } from "./+types/autologin";

/**
 * Spec §2 /autologin?token=: the token is a single-use autologin token (two minutes, minted by
 * POST /api/user/autologin-token), exchanged for a fresh session; never a session token itself.
 * validate-page already sent a request without a token to the default page. The token leaves the
 * URL with the redirect, and no Referer carries it on.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const shell = context.get(shellContext);
  const token = url.searchParams.get("token") ?? "";
  const device = deviceOf(request);
  try {
    const auth = await apiFetch(
      context,
      `/api/session/autologin?${new URLSearchParams({ locale: shell.locale })}`,
      authResponseSchema,
      { method: "POST", body: { token }, shell, token: null, headers: device.headers },
    );
    const response = redirectWith(shell.settings.defaultRedirect, { url, session: auth });
    response.headers.set("referrer-policy", "no-referrer");
    return rememberDevice(response, device, isSecureRequest(url));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const response = redirectWith("/login", {
      url,
      flashes: [{ type: "error", message: translatorFor(shell)("auth.autologin_failed") }],
    });
    response.headers.set("referrer-policy", "no-referrer");
    return response;
  }
}

import { userSchema } from "@platform/contracts";
import { redirect } from "react-router";
import { redirectWith } from "../features/session/redirect-with.server.ts";
import { ApiError, apiFetch } from "../shell/api-client.server.ts";
import { shellContext } from "../shell/shell-context.ts";
import type { Route } from "./+types/autologin";

/**
 * Spec §2 /autologin?token=: the token becomes the session once the API accepts it (a profile
 * fetch with it); an unknown or expired token goes to /login. validate-page already sent a
 * request without a token to the default page. The token leaves the URL with the redirect.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const shell = context.get(shellContext);
  const token = url.searchParams.get("token") ?? "";
  try {
    const user = await apiFetch(context, "/api/user/profile", userSchema, {
      shell,
      token,
      redirectOnUnauthorized: false,
    });
    const response = redirectWith(shell.settings.defaultRedirect, { url, session: { token, user } });
    response.headers.set("referrer-policy", "no-referrer");
    return response;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return redirect("/login");
  }
}

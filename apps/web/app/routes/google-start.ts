import { redirect } from "react-router";
import { googleAuthorization, googleClientId } from "../features/auth/google-oauth.server.ts";
import { redirectWith } from "../features/session/redirect-with.server.ts";
import { notFound } from "../shell/not-found.ts";
import { shellContext } from "../shell/shell-context.ts";
import { translatorFor } from "../shell/translator.ts";
import type { Route } from "./+types/google-start";

/** Starts Google sign-in (settings.google_login_enable): off for the site means no such page. */
export function loader({ url, context }: Route.LoaderArgs) {
  const shell = context.get(shellContext);
  if (!shell.settings.google_login_enable) throw notFound();
  const clientId = googleClientId();
  if (!clientId) {
    const message = translatorFor(shell)("auth.google_unavailable");
    return redirectWith("/login", { url, flashes: [{ type: "error", message }] });
  }
  const { location, cookie } = googleAuthorization(url, clientId, url.searchParams.get("consent") === "1");
  return redirect(location, { headers: { "set-cookie": cookie } });
}

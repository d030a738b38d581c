import { redirect } from "react-router";
import {
  type GoogleIntent,
  googleAuthorization,
  googleClientId,
} from "../features/auth/google-oauth.server.ts";
import { notFound } from "../shell/not-found.ts";
import { redirectWith } from "../shell/session/redirect-with.server.ts";
import { requireSession } from "../shell/session/require-session.server.ts";
import { shellContext } from "../shell/shell-context.ts";
import { translatorFor } from "../shell/translator.ts";
import type { Route } from "./+types/google-start";

/**
 * Starts Google sign-in (settings.google_login_enable): off for the site means no such page.
 * ?consent=1 comes from the registration page; ?reauth=<tab> from account settings, where a
 * player without a password confirms it is them before a change.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const shell = context.get(shellContext);
  if (!shell.settings.google_login_enable) throw notFound();
  const clientId = googleClientId();
  if (!clientId) {
    const message = translatorFor(shell)("auth.google_unavailable");
    return redirectWith("/login", { url, flashes: [{ type: "error", message }] });
  }
  const reauthTab = url.searchParams.get("reauth");
  if (reauthTab !== null) requireSession(context);
  const intent: GoogleIntent =
    reauthTab !== null
      ? { kind: "reauth", tab: reauthTab }
      : { kind: url.searchParams.get("consent") === "1" ? "register" : "login" };
  const { location, cookie } = googleAuthorization(url, clientId, intent, shell.publicOrigin);
  return redirect(location, { headers: { "set-cookie": cookie } });
}

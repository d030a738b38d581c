import type { RouterContextProvider } from "react-router";
import { requireSession } from "../../shell/session/require-session.server.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { accountTabsFor, selectedTab } from "./account-tabs.ts";
import { accountView } from "./account-view.ts";
import { loadDeactivateOptions } from "./deactivate.server.ts";
import { loadSessions } from "./sessions.server.ts";

/**
 * The settings page as the account feature sees it: which tabs the site offers, the open one, and
 * what the account's own tabs need. The settings route adds what the other features' tabs need.
 */
export async function accountSettingsLoader(url: URL, context: Readonly<RouterContextProvider>) {
  const session = requireSession(context);
  const tabs = accountTabsFor(context.get(shellContext).settings);
  const tab = selectedTab(tabs, url.searchParams.get("tab"));
  return {
    tabs,
    tab,
    user: accountView(session.user),
    deactivateOptions: tab === "deactivate" ? await loadDeactivateOptions(context) : [],
    sessions: tab === "sessions" ? await loadSessions(context) : [],
    emailCode: tab === "change-email" ? url.searchParams.get("code") : null,
  };
}

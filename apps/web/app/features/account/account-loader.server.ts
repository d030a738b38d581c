import type { RouterContextProvider } from "react-router";
import { shellContext } from "../../shell/shell-context.ts";
import { loadBanking } from "../banking/banking.server.ts";
import { loadDepositLimits } from "../deposit/deposit-limits.server.ts";
import { loadFicaInfo } from "../fica/fica.server.ts";
import { loadSaferGambling } from "../safer-gambling/safer-gambling.server.ts";
import { requireSession } from "../session/require-session.server.ts";
import { accountTabsFor, selectedTab } from "./account-tabs.ts";
import { accountView } from "./account-view.ts";
import { loadDeactivateOptions } from "./deactivate.server.ts";
import { loadSessions } from "./sessions.server.ts";

/** The settings page: which tabs the site offers, the open one, and what that tab needs. */
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
    depositLimits:
      tab === "safer-gambling" && context.get(shellContext).settings.allow_deposit
        ? await loadDepositLimits(context)
        : [],
    safer: tab === "safer-gambling" ? await loadSaferGambling(context) : null,
    emailCode: tab === "change-email" ? url.searchParams.get("code") : null,
    banking: tab === "banking" ? await loadBanking(context) : null,
    fica: tab === "my-fica" ? await loadFicaInfo(context) : null,
  };
}

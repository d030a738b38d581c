import { CONTINUE, type Guard, redirectTo } from "./types.ts";

export const FICA_SETTINGS_PATH = "/account/settings?tab=my-fica";

/**
 * Guard 5 (spec §6): when the site requires FICA to play, a logged-in player without approved
 * FICA status is sent to the FICA tab from any page outside /account. Visitors pass.
 */
export const checkFica: Guard = ({ url, settings, user }) => {
  if (!settings.required_fica_to_play || !user || user.approvedFicaStatus) return CONTINUE;
  const inAccount = url.pathname === "/account" || url.pathname.startsWith("/account/");
  return inAccount ? CONTINUE : redirectTo(FICA_SETTINGS_PATH);
};

import { CONTINUE, type Guard, redirectTo } from "./types.ts";

export const COMING_SOON_PATH = "/coming-soon";

/**
 * Guard 3 (spec §4): while coming-soon mode is on every page except /coming-soon redirects there.
 * When it is off the placeholder page has nothing to say, so it sends players to the default page.
 */
export const redirectComingSoon: Guard = ({ url, settings }) => {
  const onComingSoon = url.pathname === COMING_SOON_PATH;
  if (settings.isEnableComingSoon) return onComingSoon ? CONTINUE : redirectTo(COMING_SOON_PATH);
  return onComingSoon ? redirectTo(settings.defaultRedirect) : CONTINUE;
};

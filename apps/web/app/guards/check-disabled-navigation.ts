import { CONTINUE, type Guard, redirectTo } from "./types.ts";

function isUnder(pathname: string, to: string): boolean {
  const base = to.split(/[?#]/, 1)[0]!.replace(/\/+$/, "");
  // A disabled "/" item must not swallow every page: the root matches only itself.
  if (base === "") return pathname === "/";
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Guard 4 (spec §6): a navigation item marked disabled leads to /404, with its sub-pages. */
export const checkDisabledNavigation: Guard = ({ url, settings }) => {
  const disabled = settings.layout.nav.some(
    (item) => !item.metaData.enabled && isUnder(url.pathname, item.to),
  );
  return disabled ? redirectTo("/404") : CONTINUE;
};

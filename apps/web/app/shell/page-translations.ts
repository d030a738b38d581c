import type { Dictionary } from "@platform/contracts/client";
import {
  CHROME_NAMESPACES,
  ROUTE_NAMESPACES,
  THEME_HOME_NAMESPACES,
  THEME_HOME_ROUTES,
} from "./route-namespaces.ts";
import type { Shell } from "./types.ts";

/**
 * Pages carry only the translations they use (ARCHITECTURE §Web, decision 035): the root sends the
 * chrome's namespaces once, and each page's data adds its own. The server keeps the whole
 * dictionary for actions and loaders.
 */

const picked = new WeakMap<Dictionary, Map<string, Dictionary>>();

/** The keys of `dictionary` that `wanted` accepts; memoised per dictionary (it is cached). */
function pick(dictionary: Dictionary, cacheKey: string, wanted: (key: string) => boolean): Dictionary {
  let byKey = picked.get(dictionary);
  if (!byKey) {
    byKey = new Map();
    picked.set(dictionary, byKey);
  }
  const cached = byKey.get(cacheKey);
  if (cached) return cached;
  const result: Dictionary = {};
  for (const key in dictionary) if (wanted(key)) result[key] = dictionary[key] as string;
  byKey.set(cacheKey, result);
  return result;
}

/**
 * Whether `key` is in one of `namespaces`: its first segment (`lotto` of `lotto.summary_one`), or
 * for the namespaces the analysis splits, its first two (`safer.reality` of `safer.reality.title`).
 */
function inNamespaces(namespaces: ReadonlySet<string>, key: string): boolean {
  const first = key.indexOf(".");
  if (first === -1) return namespaces.has(key);
  if (namespaces.has(key.slice(0, first))) return true;
  const second = key.indexOf(".", first + 1);
  return namespaces.has(second === -1 ? key : key.slice(0, second));
}

const chromeOf = (theme: string) => new Set(CHROME_NAMESPACES[theme] ?? CHROME_NAMESPACES.default);

/** The site's chrome strings: header, navigation, footer, dialogs every page may open. */
export function chromeTranslations(shell: Pick<Shell, "dictionary" | "theme">): Dictionary {
  const chrome = chromeOf(shell.theme);
  return pick(shell.dictionary, `chrome:${shell.theme}`, (key) => inNamespaces(chrome, key));
}

/**
 * What the page at `pattern` (React Router's matched route pattern) adds to the chrome. A pattern
 * the table does not know (a route added without `npm run i18n:routes`) gets everything else:
 * more bytes, never a missing string.
 */
export function pageTranslations(
  shell: Pick<Shell, "dictionary" | "theme">,
  routePattern: string,
): Dictionary {
  const chrome = chromeOf(shell.theme);
  // React Router joins the matched paths without a leading slash ("games/:slug"; "/" alone).
  const pattern = routePattern.startsWith("/") ? routePattern : `/${routePattern}`;
  const route = ROUTE_NAMESPACES[pattern];
  if (!route) return pick(shell.dictionary, `unknown:${shell.theme}`, (key) => !inNamespaces(chrome, key));
  const needed = new Set(route);
  if (THEME_HOME_ROUTES.includes(pattern))
    for (const namespace of THEME_HOME_NAMESPACES[shell.theme] ?? []) needed.add(namespace);
  return pick(
    shell.dictionary,
    `${shell.theme}:${pattern}`,
    (key) => inNamespaces(needed, key) && !inNamespaces(chrome, key),
  );
}

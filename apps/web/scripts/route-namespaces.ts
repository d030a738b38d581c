import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Which translation namespaces (the first segment of a key: `lotto` of `lotto.summary_one`) each
 * page needs, found by reading the source: a route's module and everything it imports, minus what
 * the site's chrome (root, page layout, themes) already carries. The result is written to
 * app/shell/route-namespaces.ts by `npm run i18n:routes`, and a test fails when it is stale.
 *
 * Reading literals over-includes (a string that looks like a key but is not costs a few bytes);
 * what it must never do is miss a key a page renders. Modules named `.server.ts` are skipped: they
 * translate with the request's whole dictionary on the server.
 */

/** A route entry of app/routes.ts, as @react-router/dev/routes builds it. */
export interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/**
 * Namespaces the chrome always carries, whatever the code shows: the site's settings name their
 * navigation and footer items by key (nav.*, footer.*), and the error screens need theirs before
 * any page loads.
 */
export const ALWAYS_IN_CHROME = [
  "common",
  "error",
  "footer",
  "header",
  "language",
  "loading_bar",
  "nav",
  "toast",
];

/**
 * Keys built from a variable prefix (`${kind}.title`) cannot be read from the source; each such
 * module names the namespaces its prefix takes. The analysis fails on one that is not listed here.
 */
export const DYNAMIC_PREFIXES: Record<string, string[]> = {
  "features/credit-codes/credit-code-page.tsx": ["promotion_code", "voucher"],
};

/** A key, or the literal head of a template key (`lotto.hint.${name}`): the text and whether it goes on. */
const KEY_LITERAL = /(["'`])([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*)(\.?\$\{|\1)/g;

/**
 * Namespaces the chrome uses a small part of (the header's account menu, the reality check, the
 * cart badge): they are split one level further (`safer.reality`), so a page carries the
 * sub-namespaces it uses rather than the whole. Runtime matching is in app/shell/page-translations.ts.
 */
export const SPLIT_NAMESPACES = ["account", "cart", "safer"];

/** The namespace a key literal belongs to, or null when the literal is not key-shaped. */
export function namespaceOfLiteral(text: string, continues: boolean): string | null {
  const parts = text.split(".");
  const first = parts[0] as string;
  // "lotto" alone is a key only as the head of a template (`lotto.${x}`); a bare word is not.
  if (parts.length === 1) return continues ? first : null;
  if (!SPLIT_NAMESPACES.includes(first)) return first;
  // `safer.${x}` names the whole namespace; `safer.limits.${x}` and "safer.limits.day" the part.
  return `${first}.${parts[1]}`;
}
const DYNAMIC_PREFIX = /`\$\{[^}]+\}\.[a-z0-9_]/;
const IMPORT = /(?:import|export)\s[^;]*?from\s*["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

export interface RouteNamespaces {
  /** By theme: what the root, the page layout and that theme's layout render. */
  chrome: Record<string, string[]>;
  /** By route pattern as React Router reports it to loaders (`/games/:slug`, `/` for the index). */
  routes: Record<string, string[]>;
  /** By theme: what its home page adds, for the routes that render it. */
  themeHome: Record<string, string[]>;
  /** Patterns of the routes that render the theme's home page. */
  themeHomeRoutes: string[];
}

/**
 * The theme registry imports every theme; a page renders one. So the registry is read as a leaf,
 * and each theme's layout counts toward that theme's chrome, its home page toward the home route.
 */
const THEME_REGISTRY = "themes/registry.ts";

export function analyseRouteNamespaces(
  appDir: string,
  routes: RouteEntry[],
  themes: string[],
): RouteNamespaces {
  const memo = new Map<string, Set<string>>();
  const registry = path.resolve(appDir, THEME_REGISTRY);
  const namespacesOf = (file: string) => closureNamespaces(appDir, file, memo, registry);
  const reachesRegistry = (file: string) => closureFiles(path.resolve(appDir, file), registry).has(registry);

  const shared = new Set<string>(ALWAYS_IN_CHROME);
  for (const file of ["root.tsx", ...routes.map((entry) => entry.file)]) {
    for (const namespace of namespacesOf(file)) shared.add(namespace);
  }
  const chrome = Object.fromEntries(
    themes.map((theme) => [
      theme,
      sorted(new Set([...shared, ...namespacesOf(`themes/${theme}/layout.tsx`)])),
    ]),
  );
  // What every theme's chrome carries need not be repeated by a page.
  const everyChrome = new Set(themes.flatMap((theme) => chrome[theme] ?? []));
  for (const theme of themes)
    for (const namespace of everyChrome)
      if (!chrome[theme]?.includes(namespace)) everyChrome.delete(namespace);
  const themeHome = Object.fromEntries(
    themes.map((theme) => [theme, sorted(minus(namespacesOf(`themes/${theme}/home-page.tsx`), shared))]),
  );

  const byPattern = new Map<string, Set<string>>();
  const homeRoutes = new Set<string>();
  const visit = (entries: RouteEntry[], parents: RouteEntry[]) => {
    for (const entry of entries) {
      const chain = [...parents, entry];
      if (entry.children?.length) {
        visit(entry.children, chain);
        continue;
      }
      const pattern = patternOf(chain);
      const needed = byPattern.get(pattern) ?? new Set<string>();
      // The root's direct children are layouts the chrome already counted; deeper layouts (the
      // account area) belong to their pages.
      for (const link of chain.slice(1)) {
        for (const namespace of namespacesOf(link.file))
          if (!everyChrome.has(namespace)) needed.add(namespace);
        if (reachesRegistry(link.file)) homeRoutes.add(pattern);
      }
      byPattern.set(pattern, needed);
    }
  };
  visit(routes, []);

  return {
    chrome,
    routes: Object.fromEntries(
      [...byPattern].sort(([a], [b]) => a.localeCompare(b)).map(([pattern, set]) => [pattern, sorted(set)]),
    ),
    themeHome,
    themeHomeRoutes: sorted(homeRoutes),
  };
}

const sorted = (set: Iterable<string>) => [...set].sort();
const minus = (set: Set<string>, remove: Set<string>) =>
  new Set([...set].filter((item) => !remove.has(item)));

/** React Router's getRoutePattern: the matched routes' paths joined, "/" when none has one. */
function patternOf(chain: RouteEntry[]): string {
  const parts = chain.map((entry) => entry.path).filter((part): part is string => Boolean(part));
  const joined = `/${parts.join("/")}`.replace(/\/\/+/g, "/");
  return joined === "" ? "/" : joined;
}

function closureNamespaces(
  appDir: string,
  file: string,
  memo: Map<string, Set<string>>,
  leaf: string,
): Set<string> {
  const found = new Set<string>();
  for (const current of closureFiles(path.resolve(appDir, file), leaf)) {
    const own = memo.get(current) ?? moduleNamespaces(appDir, current);
    memo.set(current, own);
    for (const namespace of own) found.add(namespace);
  }
  return found;
}

/** A module and everything it imports, not following the imports of `leaf`. */
function closureFiles(start: string, leaf: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    if (current === leaf) continue;
    for (const next of importsOf(current)) if (!seen.has(next)) stack.push(next);
  }
  return seen;
}

function moduleNamespaces(appDir: string, file: string): Set<string> {
  // Comments name keys as examples; only code renders them.
  const source = readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
  const found = new Set<string>();
  for (const match of source.matchAll(KEY_LITERAL)) {
    const namespace = namespaceOfLiteral(match[2] as string, match[3] !== match[1]);
    if (namespace) found.add(namespace);
  }
  const relative = path.relative(appDir, file).split(path.sep).join("/");
  if (DYNAMIC_PREFIX.test(source)) {
    const listed = DYNAMIC_PREFIXES[relative];
    if (!listed) {
      throw new Error(
        `${relative} builds a translation key from a variable prefix: list its namespaces in DYNAMIC_PREFIXES`,
      );
    }
    for (const namespace of listed) found.add(namespace);
  }
  return found;
}

const importCache = new Map<string, string[]>();

function importsOf(file: string): string[] {
  const cached = importCache.get(file);
  if (cached) return cached;
  const source = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (!specifier) continue;
    const resolved = resolveModule(path.resolve(path.dirname(file), specifier));
    if (resolved && !isServerOnly(resolved)) found.push(resolved);
  }
  importCache.set(file, found);
  return found;
}

function resolveModule(candidate: string): string | undefined {
  if (/\.(tsx?|mts)$/.test(candidate) && existsSync(candidate)) return candidate;
  for (const extension of [".ts", ".tsx"])
    if (existsSync(candidate + extension)) return candidate + extension;
  return undefined;
}

/**
 * Server-only modules translate with the whole dictionary of the request; the generated table
 * itself holds every namespace's name and would count them all as the chrome's.
 */
function isServerOnly(file: string): boolean {
  return /\.server\.tsx?$/.test(file) || file.endsWith(`${path.sep}shell${path.sep}route-namespaces.ts`);
}

/** The generated module, formatted as Biome would. */
export function renderRouteNamespaces({
  chrome,
  routes,
  themeHome,
  themeHomeRoutes,
}: RouteNamespaces): string {
  const list = (items: readonly string[]) => `[${items.map((item) => JSON.stringify(item)).join(", ")}]`;
  const table = (record: Record<string, readonly string[]>) =>
    Object.entries(record).map(([key, items]) => `  ${JSON.stringify(key)}: ${list(items)},`);
  return [
    "// Generated by `npm run i18n:routes` (apps/web/scripts/route-namespaces.ts); do not edit.",
    "",
    "/** Translation namespaces every page of a theme carries: the root, the page layout, the theme's layout. */",
    "export const CHROME_NAMESPACES: Readonly<Record<string, readonly string[]>> = {",
    ...table(chrome),
    "};",
    "",
    "/** The namespaces each page adds, by the route pattern React Router passes to loaders. */",
    "export const ROUTE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {",
    ...table(routes),
    "};",
    "",
    "/** What each theme's home page adds, on the routes that render it. */",
    "export const THEME_HOME_NAMESPACES: Readonly<Record<string, readonly string[]>> = {",
    ...table(themeHome),
    "};",
    "",
    `export const THEME_HOME_ROUTES: readonly string[] = ${list(themeHomeRoutes)};`,
    "",
  ].join("\n");
}

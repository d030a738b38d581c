/*
 * Demo copy names only what the site serves (issue 16): every banner, promotion, footer and SEO
 * text, every link they carry. The games come from the aggregator's slot definitions, read as
 * files: the platform may not import apps/games, and reading its sources means a renamed or
 * removed game fails here rather than in a player's browser.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { demoPromotions } from "./demo-promotions/index.ts";
import { demoSites } from "./demo-sites/index.ts";
import { translations } from "./translations/index.ts";

const SLOTS_DIR = join(import.meta.dirname, "../../../../packages/slots/src/games");

/** The engine's games by name, with their slugs. */
function engineGames(): Map<string, string> {
  const games = new Map<string, string>();
  for (const file of readdirSync(SLOTS_DIR)) {
    const source = readFileSync(join(SLOTS_DIR, file), "utf8");
    const slug = /^ {2}slug: "([^"]+)"/m.exec(source)?.[1];
    const name = /^ {2}name: "([^"]+)"/m.exec(source)?.[1];
    if (slug && name) games.set(name, slug);
  }
  return games;
}

const GAMES = engineGames();
const SLUGS = new Set(GAMES.values());

/** Pages the web app serves, and the product each needs in products_allow (spec §4). */
const PRODUCT_ROUTES: Record<string, (products: string[]) => boolean> = {
  "/games": (p) => p.includes("aggregator"),
  "/lotto": (p) => p.some((product) => product.startsWith("5-90-")),
  "/lucky-number": (p) => p.includes("number"),
  "/cart": (p) => p.some((product) => product.startsWith("5-90-") || product === "number"),
  // Spec §2: the sportsbook's pages (issue 19), by substring match as products are enabled.
  "/sports": (p) => p.some((product) => product.includes("bitville-sports")),
  "/live-sports": (p) =>
    p.some((product) => product.includes("bitville-sports") || product.includes("bitville_sports_live")),
  // Virtual football (issue 20) is sold through the sportsbook's slip: where the sportsbook is.
  "/virtual-world": (p) => p.some((product) => product.includes("bitville-sports")),
};
const PLAIN_ROUTES = ["/", "/promotions", "/login", "/register", "/account/deposit", "/users/deposit"];
/** Products whose pages have their own issues; links to them stay until those land. */
const PENDING_ROUTES = ["/crash", "/jackpot"];

/** Promises of products no demo site has, in every demo language. */
const UNSERVED_CLAIMS = [
  /live (dealer|tables?|casino)|hundreds of/i,
  /tables? en direct|croupiers? en direct|casino en direct|des centaines/i,
  /meza za (wagawaji wa )?moja kwa moja|kasino ya moja kwa moja|mamia ya/i,
  /mesas? (com croupiers )?ao vivo|casino ao vivo|centenas de/i,
];

/** "Free spins on X": X must be a game the aggregator runs. */
const SPINS_ON_GAME =
  /(?:spins|tours gratuits|mizunguko[^.:]*?|rodadas grátis) (?:on|sur|kwenye|em|no) ((?:[A-Z][\w'-]*\s?)+)/g;

function routeProblem(to: string, products: string[], staticSlugs: string[]): string | null {
  const path = to.split(/[?#]/)[0] ?? to;
  const game = /^\/games\/([^/]+)$/.exec(path)?.[1];
  if (game) return SLUGS.has(game) && products.includes("aggregator") ? null : `unknown game ${game}`;
  const needs = PRODUCT_ROUTES[path];
  if (needs) return needs(products) ? null : `${path} without its product`;
  if (PLAIN_ROUTES.includes(path) || PENDING_ROUTES.includes(path)) return null;
  if (/^\/promotions\/[\w-]+$/.test(path)) return null;
  if (staticSlugs.includes(path.slice(1))) return null;
  return `no page at ${path}`;
}

function textProblems(text: string): string[] {
  const problems = UNSERVED_CLAIMS.filter((claim) => claim.test(text)).map(() => `unserved claim: ${text}`);
  for (const [, named] of text.matchAll(SPINS_ON_GAME)) {
    const name = (named ?? "").trim();
    if (!GAMES.has(name)) problems.push(`unknown game "${name}": ${text}`);
  }
  return problems;
}

describe("demo content", () => {
  for (const site of demoSites) {
    test(`${site.site_code} names only games and pages it serves`, () => {
      const settings = site.settings;
      const products = settings.products_allow ?? [];
      const staticSlugs = site.pages.map((page) => page.slug);
      const footer = settings.layout?.footer;
      const links = [
        ...Object.values(site.banners).flatMap((banners) => banners.map((banner) => banner.to)),
        ...(footer?.slider ?? []).map((slide) => slide.to),
        ...(footer?.static ?? []).map((link) => link.to),
        ...(settings.layout?.nav ?? []).filter((item) => item.metaData?.enabled).map((item) => item.to),
      ];
      const texts = [
        ...Object.values(site.banners).flatMap((banners) => banners.flatMap((b) => [b.title, b.text, b.cta])),
        ...Object.values(site.seo).flatMap((byLocale) =>
          Object.values(byLocale).flatMap((seo) => [seo.title, seo.description, seo.keywords ?? ""]),
        ),
        ...(demoPromotions[site.site_code] ?? []).flatMap((promotion) =>
          Object.values(promotion.content).flatMap((c) => [c.title, c.summary, ...c.body, ...c.terms]),
        ),
        ...site.languages.flatMap((locale) => {
          const bundle = { ...translations[locale], ...site.translations?.[locale] };
          return [footer?.about_us?.content, ...(footer?.infor ?? []).map((i) => i.content)].map((key) =>
            key ? (bundle[key] ?? "") : "",
          );
        }),
      ];
      const problems = [
        ...links.flatMap((to) => (to ? (routeProblem(to, products, staticSlugs) ?? []) : [])),
        ...texts.flatMap(textProblems),
      ];
      expect(problems).toEqual([]);
    });
  }

  test("the aggregator's games are read", () => {
    expect(GAMES.get("Savanna Sunset")).toBe("savanna-sunset");
  });

  test("no demo site loads a script from a placeholder host", () => {
    const placeholder = /^https?:\/\/([^/]+\.)?(example|invalid|test)(\.[a-z]+)?(\/|$)/;
    const sources = demoSites.flatMap((site) =>
      [...(site.settings.setup?.script_header ?? []), ...(site.settings.setup?.script_footer ?? [])].flatMap(
        (script) => script.src ?? [],
      ),
    );
    expect(sources.filter((src) => placeholder.test(src))).toEqual([]);
  });
});

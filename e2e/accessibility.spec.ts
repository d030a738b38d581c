import type { Page } from "@playwright/test";
import { wcagAxe } from "./axe.ts";
import { DEMO_PLAYER_SITES, type DemoPlayerSite, newPlayer } from "./demo-players.ts";
import { expect, test } from "./fixtures.ts";
import { openPage } from "./outbox.ts";
import { dictionary, PORT, settings, siteUrl } from "./sites.ts";

/*
 * Issue 16: the pages a player meets first pass axe's WCAG 2.1 A and AA rules in every theme on a
 * phone, and the logged-in header keeps the avatar on screen at 360 px.
 */

const PHONE = { width: 390, height: 844 };

/** A site's pages for a visitor: the products' pages only where the site offers the product. */
async function visitorPages(site: DemoPlayerSite): Promise<string[]> {
  const products = ((await settings(site.host)).products_allow as string[] | undefined) ?? [];
  const lotto = products.some((product) => product.startsWith("5-90-"));
  const pages = ["/", "/promotions", "/login", "/register"];
  if (products.includes("aggregator")) pages.push("/games", `/games/${await firstGame(site.siteCode)}`);
  if (lotto) pages.push("/lotto", "/lotto/numbers");
  if (lotto || products.includes("number")) pages.push("/cart");
  return pages;
}

const PLAYER_PAGES = ["/account/deposit", "/account/overview"];

async function firstGame(siteCode: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${PORT}/aggregator/v1/lobby?operator=${siteCode}&locale=en`);
  const body = (await res.json()) as { data: { games: { slug: string }[] } };
  const slug = body.data.games[0]?.slug;
  if (!slug) throw new Error(`${siteCode} offers no game`);
  return slug;
}

/** Hydrated, the aggregator's elements painted in their shadow roots, fonts and transitions done. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll("*"))
          .filter((element) => element.localName.startsWith("bv-"))
          .every((element) => (element.shadowRoot?.childElementCount ?? 1) > 0),
      ),
    )
    .toBe(true);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** axe's findings on the open page, one readable block per rule. */
async function violations(page: Page, path: string): Promise<string[]> {
  const results = await wcagAxe(page).analyze();
  return results.violations.map((violation) =>
    [
      `${path}: ${violation.id} (${violation.impact}) ${violation.help}`,
      ...violation.nodes.map(
        (node) =>
          `  ${node.target.map((selector) => JSON.stringify(selector)).join(" > ")}\n    ${node.failureSummary?.replaceAll("\n", "\n    ")}`,
      ),
    ].join("\n"),
  );
}

test.use({ viewport: PHONE });

for (const site of DEMO_PLAYER_SITES) {
  test(`${site.host}: a visitor's pages pass axe's WCAG 2.1 AA rules at 390 px`, async ({ page }) => {
    // Up to nine pages, each loaded, settled and analysed: about 45 s on an idle 2-core machine.
    test.setTimeout(120_000);
    const found: string[] = [];
    for (const path of await visitorPages(site)) {
      await page.goto(siteUrl(site.host, path));
      await settle(page);
      found.push(...(await violations(page, path)));
    }
    expect(found, found.join("\n")).toEqual([]);
    // axe checks a name against the text only where aria-label sets it: the language button's name
    // comes from its content, so this says it starts with the code the button shows.
    await expect(page.locator("header summary.lang__toggle")).toHaveAccessibleName(/^en\b/);
  });

  test(`${site.host}: a player's pages pass axe's WCAG 2.1 AA rules at 390 px`, async ({ page }) => {
    await newPlayer(page, site, await dictionary(site.siteCode, "en"));
    const found: string[] = [];
    for (const path of ["/", ...PLAYER_PAGES]) {
      await openPage(page, siteUrl(site.host, path));
      await settle(page);
      found.push(...(await violations(page, path)));
    }
    // From 768 px the header's account menu shows the player's name: its label must hold it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, siteUrl(site.host, "/"));
    await settle(page);
    found.push(...(await violations(page, "/ at 1280 px")));
    expect(found, found.join("\n")).toEqual([]);
  });

  test(`${site.host}: logged in at 360 px with promo credit, the header's avatar is fully on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const t = await dictionary(site.siteCode, "en");
    await newPlayer(page, site, t);
    // The free credit puts a second figure in the header: the widest a new player's header gets.
    await openPage(page, siteUrl(site.host, "/promotions/free-credit"));
    await page.getByRole("button", { name: t["promotions.claim"]!, exact: true }).click();
    await expect(page.getByTestId("balance-promo")).toContainText(site.freeCredit);
    const avatar = page.locator("header .account-menu__avatar");
    await expect(avatar).toBeVisible();
    const box = (await avatar.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}

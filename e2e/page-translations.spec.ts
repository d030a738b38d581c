import type { Page } from "@playwright/test";
import { newPlayer, DEMO_PLAYER_SITES as SITES } from "./demo-players.ts";
import { expect, test } from "./fixtures.ts";
import { openPage } from "./outbox.ts";
import { rawKeysOn } from "./raw-keys.ts";
import { dictionary, siteUrl } from "./sites.ts";

/*
 * Issue 17: a page carries its own translations, not the whole dictionary. The chrome's strings
 * come with the site, each page's with its data, on a full load and on a client navigation
 * alike. A player must never see a key where a string should be.
 */

/** The same-origin links of a region that React Router handles (client navigations). */
async function linksIn(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((anchors) =>
    anchors
      .map((anchor) => anchor as HTMLAnchorElement)
      .filter((anchor) => anchor.origin === location.origin)
      .map((anchor) => anchor.pathname),
  );
}

async function expectNoRawKeys(page: Page, where: string) {
  expect(await rawKeysOn(page), `keys shown as text on ${where}`).toEqual([]);
}

const PENDING = /^\/(sports|live-sports|crash|virtual-world)(\/|$)/;

for (const site of SITES) {
  test(`${site.siteCode}: every page of the navigation shows its strings after a client navigation`, async ({
    page,
  }) => {
    // One client navigation per item of the site's menu (up to ten), each waiting for the network.
    test.setTimeout(150_000);
    await openPage(page, siteUrl(site.host, "/"));
    await expectNoRawKeys(page, "/");
    const paths = [...new Set(await linksIn(page, "header a[href], nav a[href]"))].filter(
      (path) => path !== "/" && !PENDING.test(path),
    );
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) {
      const link = page.locator(`header a[href="${path}"]:visible, nav a[href="${path}"]:visible`).first();
      if ((await link.count()) === 0) {
        await openPage(page, siteUrl(site.host, path));
      } else {
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${path.replace(/[/-]/g, "\\$&")}$`));
        await page.waitForLoadState("networkidle");
      }
      await expectNoRawKeys(page, path);
      await openPage(page, siteUrl(site.host, "/"));
    }
  });

  test(`${site.siteCode}: the account area's pages show their strings, reached from its menu`, async ({
    page,
  }) => {
    const t = await dictionary(site.siteCode, "en");
    await newPlayer(page, site, t);
    await openPage(page, siteUrl(site.host, "/account/overview"));
    await expectNoRawKeys(page, "/account/overview");
    const paths = [...new Set(await linksIn(page, ".account-nav a[href]"))];
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) {
      await page.locator(`.account-nav a[href="${path}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[/-]/g, "\\$&")}$`));
      await page.waitForLoadState("networkidle");
      await expectNoRawKeys(page, path);
    }
  });
}

test("a page's HTML carries its own strings and not the whole dictionary", async ({ request }) => {
  const t = await dictionary("drc-online", "en");
  const html = async (path: string) => (await request.get(siteUrl("localhost", path))).text();
  const games = await html("/games");
  const lotto = await html("/lotto");
  // Another page's strings stay out (the tests above prove a page's own arrive): the lobby has
  // none of lotto's, and neither has the cashier's.
  const keysOf = (namespace: string) => Object.keys(t).filter((key) => key.startsWith(`${namespace}.`));
  expect(keysOf("lotto").length).toBeGreaterThan(10);
  for (const key of keysOf("lotto")) expect(games).not.toContain(`"${key}\\"`);
  for (const page of [games, lotto]) {
    for (const key of keysOf("deposit")) expect(page).not.toContain(`"${key}\\"`);
  }
});

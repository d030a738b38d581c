import type { Page } from "@playwright/test";
import { newPlayer, DEMO_PLAYER_SITES as SITES } from "./demo-players.ts";
import { expect, test } from "./fixtures.ts";
import { openPage } from "./outbox.ts";
import { dictionary, siteUrl } from "./sites.ts";

/*
 * The logged-in header on a phone (issue 16): the promo credit a player just claimed shows beside
 * their cash, and the logo keeps a legible size, in every theme.
 */

const PHONE = { width: 390, height: 844 };

/** The header's logo is there and big enough to recognise, not squeezed out by the balance. */
async function expectLegibleLogo(page: Page) {
  const logo = page.locator("header .brand__logo");
  await expect(logo).toBeVisible();
  const box = await logo.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
}

test.use({ viewport: PHONE });

test("base4 at 390 px: a player claims the free credit and sees it in the header beside the cash", async ({
  page,
}) => {
  const site = SITES[3]!;
  const t = await dictionary(site.siteCode, "en");
  await newPlayer(page, site, t);
  await expect(page.getByTestId("balance-funds")).toBeVisible();
  await expect(page.getByTestId("balance-funds")).toContainText("MT 0.00");
  await expect(page.getByTestId("balance-promo")).toHaveCount(0);

  await openPage(page, siteUrl(site.host, "/promotions/free-credit"));
  await page.getByRole("button", { name: t["promotions.claim"]!, exact: true }).click();
  await expect(page.locator(".promo-claim__success")).toContainText("MT 100.00");
  const promo = page.getByTestId("balance-promo");
  await expect(promo).toBeVisible();
  await expect(promo).toContainText("MT 100.00");
  await expect(page.getByTestId("balance-funds")).toBeVisible();
  // Both figures fit on the screen, and the logo keeps its place beside them.
  const box = await promo.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true);
  await expectLegibleLogo(page);
});

for (const site of SITES) {
  test(`${site.siteCode} at 390 px: logged in with promo credit, the header keeps the logo and shows both figures`, async ({
    page,
  }) => {
    const t = await dictionary(site.siteCode, "en");
    await newPlayer(page, site, t);
    await expectLegibleLogo(page);

    await openPage(page, siteUrl(site.host, "/promotions/free-credit"));
    await page.getByRole("button", { name: t["promotions.claim"]!, exact: true }).click();
    await expect(page.getByTestId("balance-promo")).toContainText(site.freeCredit);
    await expect(page.getByTestId("balance-promo")).toBeVisible();
    await expect(page.getByTestId("balance-funds")).toBeVisible();
    await expectLegibleLogo(page);
  });
}

import { LINES_FORMS, writeLines } from "@platform/contracts/client";
import { savannaSunset } from "@platform/slots";
import type { Locator, Page } from "@playwright/test";
import { fr } from "../apps/games/src/catalogue/content/fr.ts";
import { expect, test } from "./fixtures.ts";
import { openPage } from "./outbox.ts";
import { dictionary, siteUrl } from "./sites.ts";

/*
 * Issue 16: a French player reads a game in French. The words come from the aggregator's French
 * game content (apps/games/src/catalogue/content/fr.ts) and the site's French dictionary; nothing
 * here hard-codes a translation. Assertions are on visible text, whichever renders it (the server
 * or the element).
 */

const SLUG = savannaSunset.slug;
const french = fr.games[SLUG]!;

/** The one visible element with exactly this text. */
function visibleText(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true }).filter({ visible: true }).first();
}

test("a player who switches to French reads a game's description, rules and symbols in French", async ({
  page,
}) => {
  const t = await dictionary("drc-online", "fr");
  await openPage(page, siteUrl("localhost"));
  const switcher = page.locator("details:has(button[name=locale])").filter({ visible: true }).first();
  await switcher.locator("summary").click();
  await switcher.locator('button[name="locale"][value="fr"]').click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");

  await page
    .getByRole("link", { name: t["nav.games"]!, exact: true })
    .filter({ visible: true })
    .first()
    .click();
  await expect(visibleText(page, fr.categories.slots!)).toBeVisible();
  await page.locator(`a[href$="/games/${SLUG}"]`).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(siteUrl("localhost", `/games/${SLUG}`));

  await expect(visibleText(page, french.description)).toBeVisible();
  await expect(page.getByText(savannaSunset.description)).toHaveCount(0);
  for (const rule of Object.values(french.rules ?? {})) await expect(visibleText(page, rule)).toBeVisible();
  await expect(
    visibleText(
      page,
      fr.rules["Line wins pay left to right on adjacent reels, starting from the leftmost reel."]!,
    ),
  ).toBeVisible();
  const paytable = page.getByRole("table").filter({ visible: true }).first();
  await expect(paytable.getByRole("rowheader")).toContainText(
    savannaSunset.symbols.map((symbol) => french.symbols[symbol.id]!),
  );
  await expect(visibleText(page, writeLines("20 lines", LINES_FORMS.fr))).toBeVisible();
  // The name is the game's brand in every language.
  await expect(
    page.getByRole("heading", { name: savannaSunset.name, exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
});

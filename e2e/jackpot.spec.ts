import type { JackpotPool } from "@platform/contracts";
import type { Locator, Page } from "@playwright/test";
import { EN as components } from "../apps/games/client/src/i18n/messages.ts";
import { currencyExponent, formatAmount } from "../packages/contracts/src/money.ts";
import { wcagAxe } from "./axe.ts";
import { depositByCard } from "./cashier.ts";
import { expect, test } from "./fixtures.ts";
import { createPlayer, logIn, openPage, randomEmail } from "./outbox.ts";
import { demoSites, dictionary, PORT, settings, siteUrl } from "./sites.ts";

/*
 * Must-drop jackpots as players see them (issue 18, docs/decisions/042): a visitor watches the
 * jackpots page while another player, in another browser, spins a slot; the pool on the watcher's
 * page rises to the books' new amount over the live channel, without a reload, at 390 px on the
 * list and at 1280 px on the pool's own page. Every theme lays the pages out at both widths, and
 * without JavaScript the server's render already shows the books' amounts.
 */

const API = `http://127.0.0.1:${PORT}`;
const POOL = "hourly-drop";

async function poolsOf(siteCode: string): Promise<JackpotPool[]> {
  const res = await fetch(`${API}/api/jackpots?locale=en`, { headers: { "site-code": siteCode } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { pools: JackpotPool[] } }).data.pools;
}

async function hourly(siteCode: string): Promise<JackpotPool> {
  const pool = (await poolsOf(siteCode)).find((candidate) => candidate.slug === POOL);
  if (!pool) throw new Error(`${siteCode} has no ${POOL} pool`);
  return pool;
}

const minor = (pool: JackpotPool) => BigInt(pool.amount.replace(".", ""));

/** The site's money as its pages write it. */
async function moneyOf(host: string): Promise<(amount: string) => string> {
  const { currency_code: code, currency_symbol: symbol } = (await settings(host)) as unknown as {
    currency_code: string;
    currency_symbol: string;
  };
  return (amount) => formatAmount(amount, symbol, currencyExponent(code));
}

/** The books moved past `before`: a larger amount in the same cycle, or the next cycle. */
function moved(before: JackpotPool, after: JackpotPool): boolean {
  return after.cycle > before.cycle || (after.cycle === before.cycle && minor(after) > minor(before));
}

/**
 * The page shows the books (read again at each try: other journeys may spin on this site at the
 * same time), and that is past `before`; returns what it shows.
 */
async function showsBooks(
  view: Locator,
  amount: Locator,
  siteCode: string,
  before: JackpotPool,
  money: (amount: string) => string,
): Promise<JackpotPool> {
  await expect
    .poll(
      async () => {
        const books = await hourly(siteCode);
        const shown = {
          ...books,
          amount: (await amount.getAttribute("data-amount")) ?? "",
          cycle: Number(await view.getAttribute("data-cycle")),
        };
        return shown.amount === books.amount && shown.cycle === books.cycle && moved(before, shown);
      },
      { timeout: 3_000 },
    )
    .toBe(true);
  const shown = await hourly(siteCode);
  await expect(amount).toHaveText(money((await amount.getAttribute("data-amount")) ?? shown.amount));
  return shown;
}

/**
 * Presses Spin. Whether the spin happened is read from the books by the caller (a short spin of a
 * page in another window may enable its button again before a check of it being disabled).
 */
async function spin(dialog: Locator): Promise<void> {
  const button = dialog.getByRole("button", { name: components["play.spin"], exact: true });
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await button.click();
}

/** No part of the page is wider than the window (a phone would scroll sideways). */
async function fitsWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const SITE = { host: "base2.localhost", siteCode: "base2", area: "/account" as const };
const GAME = { slug: "kilimanjaro-ascent", name: "Kilimanjaro Ascent" };

test("the jackpot page shows the pool rising while a slot is played, at 390 and 1280 px", async ({
  page,
  browser,
}) => {
  test.slow();
  const t = await dictionary(SITE.siteCode, "en");
  const money = await moneyOf(SITE.host);

  // The player, in a browser of their own at 1280 px: an account, a card deposit, the slot open.
  const playerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const player = await playerContext.newPage();
  const email = randomEmail();
  const { password } = await createPlayer(SITE.siteCode, { email });
  await logIn(player, siteUrl(SITE.host, "/login"), t, { email, password });
  await depositByCard(player, SITE, t, "100");
  await openPage(player, siteUrl(SITE.host, `/games/${GAME.slug}`));
  await player
    .locator("bv-game-detail")
    .getByRole("button", { name: components["game.play"], exact: true })
    .click();
  const dialog = player.getByRole("dialog", { name: GAME.name });
  await expect(dialog).toBeVisible();

  // The watcher: a visitor on /jackpot at 390 px, the amounts live over one WebSocket.
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, siteUrl(SITE.host, "/jackpot"));
  await expect(page.locator(".jackpot-status")).toHaveAttribute("data-status", "open");
  const card = page.locator(`li.jackpot-card[data-slug="${POOL}"]`);
  const amount = card.locator(".jackpot-amount");
  const before = await hourly(SITE.siteCode);
  await expect(amount).toHaveAttribute("data-amount", before.amount);
  await expect(card.locator(".jackpot-hash")).toContainText(before.commitment);
  await fitsWidth(page);
  // A reload would lose this: the new amount must arrive over the live channel.
  await page.evaluate(() => {
    (window as { watching?: boolean }).watching = true;
  });

  await spin(dialog);
  await expect.poll(async () => moved(before, await hourly(SITE.siteCode)), { timeout: 15_000 }).toBe(true);
  const after = await showsBooks(card, amount, SITE.siteCode, before, money);
  expect(await page.evaluate(() => (window as { watching?: boolean }).watching)).toBe(true);

  // At 1280 px, the pool's own page: its sealed drop point, and the amount rising with the next spin.
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.getByRole("link", { name: new RegExp(t["jackpot.more"]!) }).click();
  await expect(page).toHaveURL(siteUrl(SITE.host, `/jackpot/${POOL}`));
  await expect(page.getByTestId("jackpot-commitment")).toHaveText(after.commitment);
  const hero = page.locator(".jackpot-hero .jackpot-amount");
  await expect(page.locator(".jackpot-status")).toHaveAttribute("data-status", "open");
  const shown = await hourly(SITE.siteCode);
  await spin(dialog);
  await expect.poll(async () => moved(shown, await hourly(SITE.siteCode)), { timeout: 15_000 }).toBe(true);
  await showsBooks(page.locator(".jackpot-page"), hero, SITE.siteCode, shown, money);
  await fitsWidth(page);
  await expect(dialog.getByRole("button", { name: components["play.spin"], exact: true })).toBeEnabled({
    timeout: 30_000,
  });
  await playerContext.close();
});

for (const site of demoSites) {
  for (const width of [390, 1280]) {
    test(`${site.host}: the jackpot pages in the ${site.theme} theme at ${width} px`, async ({ page }) => {
      const t = await dictionary(site.siteCode, "en");
      await page.setViewportSize({ width, height: 900 });
      const pools = await poolsOf(site.siteCode);
      expect(pools.map((pool) => pool.cadence)).toEqual(["hourly", "daily"]);
      await openPage(page, siteUrl(site.host, "/jackpot"));
      await expect(page.locator("html")).toHaveAttribute("data-theme", site.theme);
      await expect(page.locator("li.jackpot-card")).toHaveCount(pools.length);
      for (const pool of pools) {
        const card = page.locator(`li.jackpot-card[data-slug="${pool.slug}"]`);
        await expect(card.getByRole("heading", { level: 2 })).toHaveText(pool.name);
        await expect(card.locator(".jackpot-badge")).toHaveText(t[`jackpot.cadence.${pool.cadence}`]!);
      }
      // The pool card's colours are the theme's own tokens.
      const colours = await page.evaluate(() => {
        const probe = document.createElement("div");
        probe.style.color = "var(--accent-text)";
        document.body.append(probe);
        const token = getComputedStyle(probe).color;
        probe.remove();
        const shown = document.querySelector(".jackpot-amount");
        return { token, amount: shown ? getComputedStyle(shown).color : "" };
      });
      expect(colours.amount).toBe(colours.token);
      await fitsWidth(page);

      await page.locator(`li.jackpot-card[data-slug="${POOL}"]`).getByRole("link").click();
      await expect(page).toHaveURL(siteUrl(site.host, `/jackpot/${POOL}`));
      const pool = pools.find((candidate) => candidate.slug === POOL)!;
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pool.name);
      await expect(page.getByTestId("jackpot-commitment")).toHaveText(pool.commitment);
      await expect(page.getByRole("heading", { name: t["jackpot.winners.title"]! })).toBeVisible();
      await fitsWidth(page);
    });
  }
}

for (const site of demoSites) {
  test(`${site.host}: the jackpot pages pass axe's WCAG 2.1 A and AA rules on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const found: string[] = [];
    for (const path of ["/jackpot", `/jackpot/${POOL}`]) {
      await openPage(page, siteUrl(site.host, path));
      await expect(page.locator(".jackpot-status")).toHaveAttribute("data-status", "open");
      const results = await wcagAxe(page).analyze();
      for (const violation of results.violations) {
        found.push(`${path}: ${violation.id} ${violation.nodes.map((node) => node.target).join(" | ")}`);
      }
    }
    expect(found).toEqual([]);
  });
}

test("without JavaScript the server's page already shows the books' amounts", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const money = await moneyOf("base3.localhost");
  // Other journeys spin on base3 at the same time, so the books are read on both sides of the
  // render: the page must show an amount the books held in between, written in the site's money.
  // Visitors' pages come from a cache up to seconds old (apps/web/server/page-cache.ts), so a query
  // no one asked before makes this page a render of its own.
  const before = await poolsOf("base3");
  await page.goto(siteUrl("base3.localhost", `/jackpot?render=${crypto.randomUUID()}`));
  const after = await poolsOf("base3");
  for (const pool of before) {
    const later = after.find((candidate) => candidate.slug === pool.slug);
    if (!later) throw new Error(`${pool.slug} went away`);
    const card = page.locator(`li.jackpot-card[data-slug="${pool.slug}"]`);
    const amount = card.locator(".jackpot-amount");
    const shown = (await amount.getAttribute("data-amount")) ?? "";
    await expect(amount).toHaveText(money(shown));
    const held = { ...pool, amount: shown };
    if (later.cycle === pool.cycle) {
      expect(minor(held) >= minor(pool) && minor(held) <= minor(later)).toBe(true);
      await expect(card.locator(".jackpot-hash")).toContainText(pool.commitment);
    } else {
      expect(shown === pool.amount || shown === later.amount || moved(pool, held)).toBe(true);
    }
  }
  await context.close();
});

test("a slug that is not the site's is the 404 page", async ({ page }) => {
  const response = await page.goto(siteUrl("base2.localhost", "/jackpot/not-a-pool"));
  expect(response?.status()).toBe(404);
  const bad = await page.goto(siteUrl("base2.localhost", "/jackpot/NOT..A..POOL"));
  expect(bad?.status()).toBe(404);
});

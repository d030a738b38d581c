import type { GameDetail, Lobby } from "@platform/contracts";
import type { Locator, Page } from "@playwright/test";
import { EN as components } from "../apps/games/client/src/i18n/messages.ts";
import { expect, test } from "./fixtures.ts";
import { dictionary, PORT, siteUrl } from "./sites.ts";

/*
 * Issue 16 (items 7 and 9): the lobby and the game pages are rendered on the server. Without
 * JavaScript a visitor browses every game and is told that playing needs it; with JavaScript the
 * aggregator's elements adopt those very cards without moving them, and the game art is never
 * cropped. The site's words come from its dictionary, the elements' from theirs.
 */

const SITE = { host: "localhost", siteCode: "drc-online" };

async function aggregator<T>(path: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${PORT}/aggregator${path}`);
  const body = (await res.json()) as { data: T };
  expect(res.status).toBe(200);
  return body.data;
}

const lobbyOf = () => aggregator<Lobby>(`/v1/lobby?operator=${SITE.siteCode}&locale=en`);

/** The lobby's shown cards (the featured rail left out): slug and link, in order. */
function shownCards(page: Page): Locator {
  return page.locator("bv-lobby ul.grid > li:not([hidden]) a.card");
}

const slugsOf = (cards: Locator) =>
  cards.evaluateAll((all) => all.map((card) => card.getAttribute("data-slug") ?? ""));

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor browses every game, filters the lobby, opens a game and is told playing needs JavaScript", async ({
    page,
  }) => {
    const offered = await lobbyOf();
    const t = await dictionary(SITE.siteCode, "en");
    await page.goto(siteUrl(SITE.host, "/games"));

    const cards = shownCards(page);
    await expect(cards).toHaveCount(offered.games.length);
    expect(await slugsOf(cards)).toEqual(offered.games.map((game) => game.slug));
    for (const [index, game] of offered.games.entries()) {
      const card = cards.nth(index);
      // The crash game plays on its own page (issue 18); every other game has its detail page.
      await expect(card).toHaveAttribute("href", game.slug === "crash" ? "/crash" : `/games/${game.slug}`);
      await expect(card).toContainText(game.name);
      await expect(card).toContainText(components["game.rtp_short"].replace("{rtp}", `${game.rtp}%`));
      await expect(card.locator("img")).toHaveAttribute("width", /\d+/);
    }
    // The cards are a list of links.
    const list = page.locator("bv-lobby ul.grid");
    await expect(list).toHaveRole("list");
    await expect(list.getByRole("listitem")).toHaveCount(offered.games.length);
    await expect(list.getByRole("link", { name: offered.games[0]!.name })).toBeVisible();

    // The filters are a plain form the server answers.
    const category = offered.categories.at(-1)!;
    await page.getByRole("button", { name: category.name, exact: true }).click();
    await expect(page).toHaveURL(/category=/);
    expect(await slugsOf(shownCards(page))).toEqual(
      offered.games.filter((game) => game.category === category.id).map((game) => game.slug),
    );
    await page.getByRole("button", { name: components["lobby.all"], exact: true }).click();
    await expect(shownCards(page)).toHaveCount(offered.games.length);

    const target = offered.games.at(-1)!;
    await shownCards(page).filter({ hasText: target.name }).click();
    await expect(page).toHaveURL(siteUrl(SITE.host, `/games/${target.slug}`));
    const detail = page.locator("bv-game-detail");
    await expect(detail.getByRole("heading", { name: target.name })).toBeVisible();
    const game = await aggregator<GameDetail>(`/v1/games/${target.slug}?operator=${SITE.siteCode}&locale=en`);
    await expect(detail.getByText(`${game.rtp}%`).first()).toBeVisible();
    const paytable = detail.getByRole("table");
    await expect(paytable).toBeVisible();
    await expect(paytable.getByRole("row")).toHaveCount(game.paytable.length + 1);
    await expect(paytable).toContainText(game.paytable[0]!.name);
    // Next to Play, in the site's language (Playwright's text search skips <noscript>: found by class).
    const note = detail.locator("noscript .detail__needs-js");
    await expect(note).toBeVisible();
    await expect(note).toHaveText(t["games.play_needs_js"]!);
    await expect(detail.getByRole("button", { name: components["game.play_fun"] })).toBeDisabled();
  });
});

/** Sums the page's layout shifts (CLS without session windows: an upper bound) from its start. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { __shift: number };
    state.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.__shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The element has upgraded and adopted the server's cards (its shadow root shows them through a slot). */
async function adopted(page: Page, element: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (name) => Boolean(document.querySelector(name)?.shadowRoot?.querySelector("slot")),
        element,
      ),
    )
    .toBe(true);
}

for (const width of [390, 1280]) {
  test(`at ${width} px the lobby's cards are enhanced in place: no layout shift, filters work, a card navigates`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await recordLayoutShifts(page);
    const offered = await lobbyOf();
    await page.goto(siteUrl(SITE.host, "/games"));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await adopted(page, "bv-lobby");
    // Every image in view has loaded and painted.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>("bv-lobby img"))
        .filter((img) => img.getBoundingClientRect().top < innerHeight)
        .every((img) => img.complete),
    );
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))));
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThanOrEqual(0.05);

    const cards = shownCards(page);
    await expect(cards).toHaveCount(offered.games.length);
    const lobby = page.locator("bv-lobby");
    await lobby.getByLabel(components["lobby.search"]).fill(offered.games[0]!.name.toLowerCase());
    await expect.poll(() => slugsOf(cards)).toEqual([offered.games[0]!.slug]);
    await expect(lobby.getByRole("status")).toHaveText(components["lobby.count_one"]);
    await lobby.getByLabel(components["lobby.search"]).fill("");
    await lobby.getByLabel(components["lobby.sort"]).selectOption("name");
    await expect
      .poll(() => slugsOf(cards))
      .toEqual([...offered.games].sort((a, b) => a.name.localeCompare(b.name)).map((game) => game.slug));
    // The filters ran in the page: the address is the same.
    await expect(page).toHaveURL(siteUrl(SITE.host, "/games"));

    // A game with a detail page (the crash game plays on /crash: crash.spec.ts).
    const target = offered.games.find((game, index) => index > 0 && game.slug !== "crash")!;
    await lobby.locator(`ul.grid a.card[data-slug="${target.slug}"]`).click();
    await expect(page).toHaveURL(siteUrl(SITE.host, `/games/${target.slug}`));
    await expect(page.locator("bv-game-detail").getByRole("heading", { name: target.name })).toBeVisible();
  });
}

test("at 390 px the game art is framed whole, and Play opens the game", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordLayoutShifts(page);
  await page.goto(siteUrl(SITE.host, "/games/soko-sevens"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await adopted(page, "bv-game-detail");
  const art = page.locator("bv-game-detail img.detail__art");
  await expect
    .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const frame = await art.evaluate((img: HTMLImageElement) => ({
    box: img.clientWidth / img.clientHeight,
    natural: img.naturalWidth / img.naturalHeight,
    fit: getComputedStyle(img).objectFit,
    width: img.clientWidth,
  }));
  // The rendered box has the art's own shape (nothing to crop), and contain would not crop anyway.
  expect(frame.box).toBeCloseTo(frame.natural, 2);
  expect(frame.fit).toBe("contain");
  expect(frame.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(
    0.05,
  );

  await page.locator("bv-game-detail").getByRole("button", { name: components["game.play_fun"] }).click();
  await expect(page.getByRole("dialog", { name: "Soko Sevens" })).toBeVisible();
  await expect(page.locator("body > #bvpopup")).toHaveCount(1);
});

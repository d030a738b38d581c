import { mkdirSync } from "node:fs";
import type { DrawGamesResponse, Ticket } from "@platform/contracts";
import type { Page } from "@playwright/test";
import { fundWithPromotionCode } from "./cashier.ts";
import { expect, test } from "./fixtures.ts";
import { createPlayer, logIn, openPage, randomPhone } from "./outbox.ts";
import { dictionary, PORT, siteUrl } from "./sites.ts";

/*
 * Issue 10's play side as a new player walks it (spec §1 cart, §2 /lotto, /lucky-number, /cart):
 * a visitor picks Direct 2 on Lucky 3 and adds it to the browser cart, logs in, the browser cart
 * is merged into the account's, a Lucky Number line joins it, the cart is checked out and the
 * receipt and the header balance show it. On base4 at phone width and on the default site at
 * desktop width. LOTTO_PLAY_SHOTS=<dir> also saves screenshots of the three pages at 390 and 1280 px.
 */

const API = `http://127.0.0.1:${PORT}`;

const SITES = [
  {
    host: "base4.localhost",
    siteCode: "base4",
    callingCode: "258",
    otp: false,
    // Promo credit (a ticket is staked from cash first, then promo credit; a win goes back to promo).
    promotionCode: "SORTE20",
    balance: "balance-promo",
    viewport: { width: 390, height: 844 },
  },
  {
    host: "localhost",
    siteCode: "drc-online",
    callingCode: "243",
    otp: true,
    promotionCode: "BIENVENUE",
    balance: "balance-promo",
    viewport: { width: 1280, height: 900 },
  },
] as const;

async function drawGames(siteCode: string): Promise<DrawGamesResponse> {
  const res = await fetch(`${API}/api/lotto/games`, { headers: { "site-code": siteCode } });
  return ((await res.json()) as { data: DrawGamesResponse }).data;
}

/** The player's draw tickets, newest first (spec §7 mybets, ticket variant). */
async function myTickets(siteCode: string, token: string): Promise<Ticket[]> {
  const res = await fetch(`${API}/api/user/mybets?variant=ticket&per_page=20`, {
    headers: { "site-code": siteCode, authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { items: Ticket[] } }).data.items;
}

function money(symbol: string, minor: bigint): string {
  const whole = (minor / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${symbol}${whole}.${(minor % 100n).toString().padStart(2, "0")}`;
}

/**
 * Waits until a draw of the game sells with at least `seconds` left: a draw sells from the making
 * of the game's previous draw to its close (the demo's Lucky 3 and Lucky Number: 50 s a minute),
 * and the journey's lines must still sell when it checks out.
 */
async function waitForSales(siteCode: string, game: string, seconds: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const games = await drawGames(siteCode);
        const now = Date.parse(games.server_time);
        return games.games
          .find((candidate) => candidate.game === game)
          ?.next_draws.some(
            (draw) => Date.parse(draw.opens_at) <= now && Date.parse(draw.closes_at) - now >= seconds * 1000,
          );
      },
      { timeout: 75_000, intervals: [1_000] },
    )
    .toBe(true);
}

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.LOTTO_PLAY_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    // From the top, so the sticky header is where a player sees it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

for (const site of SITES) {
  test(`${site.siteCode} at ${site.viewport.width} px: a visitor's lotto line joins the account at login, and the cart checks out`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(site.viewport);
    const t = await dictionary(site.siteCode, "en");
    const games = await drawGames(site.siteCode);
    const symbol = site.siteCode === "base4" ? "MT " : "FC ";
    const stake = games.min_stake_per_line;
    const stakeMinor = BigInt(stake.replace(".", ""));

    // A visitor on Lucky 3: Direct 2, two numbers, the slip says what is missing, then the cost.
    await waitForSales(site.siteCode, "lucky3", 42);
    await openPage(page, siteUrl(site.host, "/lotto?game=lucky3"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const direct2 = page.getByRole("button", {
      name: t["lotto.type_size"]!.replace("[type]", t["lotto.type.direct"]!).replace("[size]", "2"),
    });
    await direct2.click();
    await expect(direct2).toHaveAttribute("aria-pressed", "true");
    const summary = page.getByTestId("slip-summary");
    await expect(summary).toHaveText(t["lotto.hint.pick"]!.replace("[count]", "2"));
    const grid = page.locator(".number-picker__grid");
    await grid.getByRole("button", { name: "5", exact: true }).click();
    await grid.getByRole("button", { name: "17", exact: true }).click();
    await expect(grid.getByRole("button", { name: "17", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const cost = money(symbol, stakeMinor);
    await expect(summary).toHaveText(
      t["lotto.summary_one"]!.replace("[lines]", "1").replace("[stake]", cost).replace("[total]", cost),
    );

    await page.getByRole("button", { name: t["lotto.add_to_cart"]!, exact: true }).click();
    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(`${t["lotto.type.direct"]} 2: 5, 17`);
    await expect(grid.getByRole("button", { name: "17", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(page.getByTestId("cart-count").first()).toContainText("1");

    // The visitor's cart page shows the browser's line and asks to log in.
    await openPage(page, siteUrl(site.host, "/cart"));
    await expect(lines).toHaveCount(1);
    await expect(page.getByText(t["cart.login_to_checkout"]!)).toBeVisible();

    // Log in: the browser cart joins the account's cart, once, and leaves the browser.
    const phone = randomPhone();
    const { password, token } = await createPlayer(
      site.siteCode,
      { phone_number: phone, calling_code: site.callingCode },
      { otp: site.otp },
    );
    await fundWithPromotionCode(site.siteCode, token, site.promotionCode);
    await logIn(page, siteUrl(site.host, "/login"), t, { phone, password });
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem("platform:cart")), { timeout: 15_000 })
      .toBeNull();
    const balance = page.getByTestId(site.balance);
    const before = await balance.locator(".balance__value").textContent();

    // A Lucky Number line, now straight into the account's cart.
    await openPage(page, siteUrl(site.host, "/lucky-number"));
    await expect(lines).toHaveCount(0);
    await page.getByRole("button", { name: t["lucky.odd"]!, exact: true }).click();
    await expect(summary).toHaveText(
      t["lotto.summary_one"]!.replace("[lines]", "1").replace("[stake]", cost).replace("[total]", cost),
    );
    await page.getByRole("button", { name: t["lotto.add_to_cart"]!, exact: true }).click();
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(t["lucky.odd"]!);
    // And even: one of the two wins whatever the ball, so the journey sees winnings arrive.
    await page.getByRole("button", { name: t["lucky.even"]!, exact: true }).click();
    await page.getByRole("button", { name: t["lotto.add_to_cart"]!, exact: true }).click();
    await expect(lines).toHaveCount(2);

    // The cart: the three lines, the total, and one checkout.
    await openPage(page, siteUrl(site.host, "/cart"));
    await expect(lines).toHaveCount(3);
    await expect(lines.filter({ hasText: `${t["lotto.type.direct"]} 2: 5, 17` })).toHaveCount(1);
    await expect(page.getByTestId("cart-total")).toHaveText(money(symbol, 3n * stakeMinor));
    await page.getByRole("button", { name: t["cart.checkout"]!, exact: true }).click();
    const receipt = page.getByTestId("cart-receipt");
    await expect(receipt).toBeVisible();
    await expect(receipt.getByRole("link", { name: /#\d+/ })).toHaveCount(3);
    await expect(receipt.getByRole("link", { name: /#\d+/ }).first()).toHaveAttribute(
      "href",
      /^\/users\/ticket\?bet_id=\d+$/,
    );
    await expect(lines).toHaveCount(0);
    // The header balance is the page's again: the stakes came off it.
    const paid = BigInt((before ?? "").replace(/[^\d]/g, "")) - 3n * stakeMinor;
    await expect(balance.locator(".balance__value")).toHaveText(money(symbol, paid));
    await shoot(page, `${site.siteCode}-receipt`);

    // The draws (the demo draws Lucky 3 and Lucky Number every minute): every ticket is settled,
    // and the header shows what they paid (odd or even won 1.90× its stake at least).
    let tickets: Ticket[] = [];
    await expect
      .poll(
        async () => {
          tickets = await myTickets(site.siteCode, token);
          return tickets.filter((ticket) => ticket.status !== "open").length;
        },
        { timeout: 150_000, intervals: [3_000] },
      )
      .toBe(3);
    const won = tickets.reduce((sum, ticket) => sum + BigInt(ticket.payout.replace(".", "")), 0n);
    expect(won).toBeGreaterThanOrEqual((stakeMinor * 190n) / 100n);
    await openPage(page, siteUrl(site.host, "/lucky-number"));
    await expect(balance.locator(".balance__value")).toHaveText(money(symbol, paid + won));

    // My bets' lotto tab lists the winning Lucky Number ticket.
    const winner = tickets.find((ticket) => ticket.draw.game === "number" && ticket.status === "won")!;
    await openPage(page, siteUrl(site.host, "/users/my-bets?tab=lotto"));
    await expect(page.locator(`.bet-row[data-bet-id="${winner.id}"]`)).toHaveAttribute("data-status", "won");

    // The draw's page recomputes it in the browser from the revealed seed.
    await openPage(page, siteUrl(site.host, `/lotto/draws/${winner.draw.id}`));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: t["draws.verify.button"]!, exact: true }).click();
    // "Verified: the SHA-256 of the seed matches …; the numbers are 7, …".
    const verdict = page.locator(".draw-verifier").getByRole("status");
    const ok = t["draws.verify.ok"]!;
    await expect(verdict).toContainText(ok.slice(0, ok.indexOf("[")));
    await expect(verdict).toContainText(winner.draw.numbers!.join(", "));
  });
}

test("the draw timer closes the draw on sale at its close time and moves the slip to the next draw", async ({
  page,
}) => {
  const t = await dictionary("base4", "en");
  await waitForSales("base4", "number", 15);
  await page.clock.install();
  await openPage(page, siteUrl("base4.localhost", "/lucky-number"));
  const draws = page.locator(".lotto-draw");
  const first = draws.nth(0);
  await expect(first.locator("input")).toBeChecked();
  await expect(draws.nth(1)).toContainText(t["lotto.opens_at"]!.replace("[time]", ""));
  await expect(draws.nth(1).locator("input")).toBeDisabled();
  await expect(page.getByRole("timer")).toContainText(/\d+:\d{2}/);
  // The demo's Lucky Number closes at most 50 s ahead and the next draw opens 10 s later.
  await page.clock.fastForward("01:05");
  await expect(first).toContainText(t["lotto.closed"]!);
  await expect(first.locator("input")).toBeDisabled();
  await expect(draws.nth(1).locator("input")).toBeChecked();
});

for (const site of SITES) {
  test(`${site.siteCode}: the play pages and the cart at 390 and 1280 px, and the how-to-play modal`, async ({
    page,
  }) => {
    const t = await dictionary(site.siteCode, "en");
    await page.setViewportSize(site.viewport);
    await waitForSales(site.siteCode, "lucky3", 10);
    await openPage(page, siteUrl(site.host, "/lotto"));
    await page.getByRole("button", { name: t["lotto.type.perm"]!, exact: true }).click();
    const grid = page.locator(".number-picker__grid");
    for (const n of ["7", "23", "45"]) await grid.getByRole("button", { name: n, exact: true }).click();
    await page.getByRole("button", { name: t["lotto.add_to_cart"]!, exact: true }).click();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await grid.getByRole("button", { name: "61", exact: true }).click();

    // How to play: every bet type with its chance and return, from the site's paytable.
    const open = page.getByRole("button", { name: t["lotto.how_to_play"]! });
    await open.click();
    const dialog = page.getByRole("dialog", { name: t["lotto.how_to_play"]! });
    await expect(dialog).toBeVisible();
    const direct2 = dialog.getByRole("row", { name: new RegExp(`^${t["lotto.type.direct"]} 2 `) });
    // The same odds table as /lotto/about: 1 in 401 (400.5 rounded), 59.93 % returned.
    await expect(direct2).toContainText(t["draws.odds.one_in"]!.replace("[count]", "401"));
    await expect(direct2).toContainText("59.93");
    await shoot(page, `${site.siteCode}-how-to-play`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await shoot(page, `${site.siteCode}-lotto`);

    await openPage(page, siteUrl(site.host, "/lucky-number"));
    await page.getByRole("button", { name: selectionName(t, "tens", 3), exact: true }).click();
    await shoot(page, `${site.siteCode}-lucky-number`);

    await openPage(page, siteUrl(site.host, "/cart"));
    await shoot(page, `${site.siteCode}-cart`);
  });
}

function selectionName(t: Record<string, string>, _type: "tens", ten: number): string {
  return t["lucky.tens_text"]!.replace("[range]", `${(ten - 1) * 10 + 1}–${ten * 10}`);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a player picks a Lucky 3 line tap by tap and adds it to the cart", async ({ page }) => {
    test.slow();
    const t = await dictionary("base4", "en");
    const phone = randomPhone();
    const { password } = await createPlayer("base4", { phone_number: phone, calling_code: "258" });
    await page.goto(siteUrl("base4.localhost", "/login"));
    await page.getByLabel(t["auth.field.phone_number"]!, { exact: true }).fill(phone);
    await page.getByLabel(t["auth.field.password"]!, { exact: true }).fill(password);
    await page.getByRole("button", { name: t["auth.login.submit"]!, exact: true }).click();
    await expect(page.locator(".account-menu")).toBeVisible();

    await waitForSales("base4", "lucky3", 20);
    await page.goto(siteUrl("base4.localhost", "/lotto?game=lucky3"));
    // No modal without JavaScript: the rules sit open at the end of the page, and nothing opens them.
    await expect(page.locator(".how-to-play")).toBeVisible();
    await expect(page.locator(".how-to-play")).toContainText(t["lotto.type.perm"]!);
    await expect(page.getByRole("button", { name: t["lotto.how_to_play"]! })).toBeHidden();
    const grid = page.locator(".number-picker__grid");
    // Each tap is a GET of the slip's form; the page comes back with the number picked.
    await grid.getByRole("button", { name: "5", exact: true }).click();
    await expect(grid.getByRole("button", { name: "5", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await grid.getByRole("button", { name: "17", exact: true }).click();
    await expect(grid.getByRole("button", { name: "17", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByTestId("slip-summary")).toHaveText(
      t["lotto.summary_one"]!.replace("[lines]", "1")
        .replaceAll("[stake]", "MT 1.00")
        .replace("[total]", "MT 1.00"),
    );
    await page.getByRole("button", { name: t["lotto.add_to_cart"]!, exact: true }).click();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-line")).toContainText(`${t["lotto.type.direct"]} 2: 5, 17`);
    await expect(page.getByText(t["lotto.added"]!)).toBeVisible();
  });
});

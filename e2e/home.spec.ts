import type { AggregatorAccount, BigWin, GameSession, HomeContent, Lobby, Round } from "@platform/contracts";
import { currencyExponent, formatAmount, fromMinorUnits } from "../packages/contracts/src/money.ts";
import { fundWithVoucher } from "./cashier.ts";
import { expect, test } from "./fixtures.ts";
import { createPlayer, openPage, randomPhone } from "./outbox.ts";
import { demoSites, dictionary, PORT, settings, siteUrl } from "./sites.ts";

for (const site of demoSites) {
  test(`${site.host} home is server-rendered in the ${site.theme} theme`, async ({ page, request }) => {
    // Node does not resolve *.localhost as browsers do: address loopback and name the host.
    const first = await request.get(`http://127.0.0.1:${PORT}/`, {
      headers: { host: `${site.host}:${PORT}` },
    });
    const html = await first.text();
    // The first HTML is already themed and translated, before any JavaScript runs.
    expect(html).toContain(`data-theme="${site.theme}"`);
    expect(html).toContain('lang="en"');

    const response = await page.goto(siteUrl(site.host));
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("data-theme", site.theme);
    const { site: name } = await settings(site.host);
    await expect(page.getByRole("banner")).toContainText(name);
    await expect(page.locator("main#main")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    const t = await dictionary(site.siteCode, "en");
    await expect(page.getByRole("navigation").first()).toContainText(t["nav.home"] ?? "nav.home");
  });
}

test("home sections follow layout.home order", async ({ page, request }) => {
  const res = await request.get("/api/content/home?locale=en", { headers: { "site-code": "drc-online" } });
  const { data } = (await res.json()) as { data: { sections: { type: string }[] } };
  await page.goto(siteUrl("localhost"));
  const rendered = await page
    .locator("[data-section]")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-section")));
  expect(rendered).toEqual(data.sections.map((section) => section.type));
  // The order of the site's layout.home: every game section, and recent biggest wins once someone
  // has won real money on the site (an empty section is left out).
  const layout = ((await settings("localhost")).layout as { home: Record<string, number> }).home;
  const ordered = Object.entries(layout)
    .filter(([, order]) => order > 0)
    .sort((a, b) => a[1] - b[1])
    .map(([type]) => type);
  expect(rendered).toEqual(
    ordered.filter((type) => type !== "recent_biggest_wins" || rendered.includes(type)),
  );
  expect(rendered.length).toBeGreaterThanOrEqual(4);
});

/** A pattern for strings that begin with `prefix`, taken literally. */
const startsWith = (prefix: string) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

for (const site of demoSites) {
  test(`${site.host}: home cards show the game's artwork from the site and open a game that exists`, async ({
    page,
  }) => {
    await openPage(page, siteUrl(site.host));
    // A slot's card: the crash card leads to /crash, its own page (e2e/crash.spec.ts).
    const card = page
      .locator(".rail .game-card")
      .filter({ has: page.locator('a[href^="/games/"]') })
      .first();
    await expect(card).toBeVisible();
    // The aggregator's SVG, loaded from the site's own origin (its /aggregator), not an emoji.
    const art = card.locator(".game-card__art img");
    await expect(art).toHaveAttribute("src", startsWith(siteUrl(site.host, "/aggregator/art/")));
    await art.scrollIntoViewIfNeeded();
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    const name = (await card.locator(".game-card__name").textContent()) ?? "";
    const href = (await card.locator("a").getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/games\/[a-z0-9-]+$/);
    await card.locator("a").click();
    await expect(page).toHaveURL(siteUrl(site.host, href));
    await expect(page.locator("bv-game-detail").getByRole("heading", { name, exact: true })).toBeVisible();
  });
}

/*
 * "Recent biggest wins" is real play at the aggregator: a player with money spins until a round
 * pays and the home lists that win; a visitor's fun-play win never appears. The spins go straight
 * to the aggregator's API, as its components would send them. base3: its players register without
 * an OTP and it has a cash voucher no other journey uses.
 */
const API = `http://127.0.0.1:${PORT}`;
const WINS_SITE = {
  host: "base3.localhost",
  siteCode: "base3",
  callingCode: "256",
  // Enough for dozens of the smallest stakes: a real win above the stake can take many spins.
  vouchers: ["NILE-VOUCHER-2", "NILE-VOUCHER-3", "NILE-VOUCHER-4", "NILE-VOUCHER-5"],
};

async function call<T>(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: unknown } = {},
) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { "content-type": "application/json", ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body = (await res.json()) as { data: T; message?: string };
  return { status: res.status, headers: res.headers, body };
}

/** Spins at the aggregator until a round pays more than its stake (spins 2.5 s apart at least). */
async function spinUntilWin(session: GameSession, launchToken: string | null): Promise<Round> {
  const headers: Record<string, string> = launchToken ? { authorization: `Bearer ${launchToken}` } : {};
  for (let attempt = 0; attempt < 60; attempt++) {
    const spin = await call<Round>("POST", `/aggregator/v1/sessions/${session.session_id}/spin`, {
      headers,
      body: { bet: session.bets[0] },
    });
    if (spin.status === 429) {
      await new Promise((resolve) =>
        setTimeout(resolve, 1000 * Number(spin.headers.get("retry-after") ?? 1)),
      );
      continue;
    }
    expect(spin.status, spin.body.message).toBe(200);
    let round = spin.body.data;
    // Only a win above the stake counts as a big win (a smaller one is not celebrated).
    if (round.win > round.bet) {
      // A real win may still be on its way to the wallet: the round says when it is settled.
      await expect
        .poll(async () => {
          round = (await call<Round>("GET", `/aggregator/v1/rounds/${round.round_id}`)).body.data;
          return round.status;
        })
        .toBe("settled");
      return round;
    }
    await new Promise((resolve) => setTimeout(resolve, 2_600));
  }
  throw new Error("no winning spin in 60");
}

async function openSession(game: string, launchToken: string | null): Promise<GameSession> {
  const opened = await call<GameSession>("POST", "/aggregator/v1/sessions", {
    body: { operator: WINS_SITE.siteCode, game, token: launchToken, locale: "en" },
  });
  expect(opened.status, opened.body.message).toBe(200);
  return opened.body.data;
}

async function homeWins(): Promise<BigWin[]> {
  const home = await call<HomeContent>("GET", "/api/content/home?locale=en", {
    headers: { "site-code": WINS_SITE.siteCode },
  });
  const section = home.body.data.sections.find((item) => item.type === "recent_biggest_wins");
  return section?.type === "recent_biggest_wins" ? section.wins : [];
}

test("a real-money win at the aggregator shows in the home's recent biggest wins; a fun-play win does not", async ({
  page,
}) => {
  // Spins are 2.5 s apart and a win above the stake may take a few of them, twice.
  test.setTimeout(240_000);
  const { token } = await createPlayer(WINS_SITE.siteCode, {
    phone_number: randomPhone(),
    calling_code: WINS_SITE.callingCode,
  });
  for (const voucher of WINS_SITE.vouchers) await fundWithVoucher(WINS_SITE.siteCode, token, voucher);
  const account = await call<AggregatorAccount>("GET", "/api/aggregator/account", {
    headers: { "fe-domain": WINS_SITE.host, authorization: `Bearer ${token}` },
  });
  expect(account.body.data.mode).toBe("real");
  const launch = account.body.data.token!;
  const exponent = currencyExponent(account.body.data.currency);
  const shown = (round: Round) => ({
    game_slug: round.game,
    amount: fromMinorUnits(BigInt(round.win), exponent),
  });

  // Two games nobody else plays for real on this site (the games journey plays nile-harvest), so
  // the fun win cannot be taken for the real one.
  const lobby = await call<Lobby>("GET", `/aggregator/v1/lobby?operator=${WINS_SITE.siteCode}&locale=en`);
  const [realGame, funGame] = lobby.body.data.games.filter(
    // Slots only: crash is played by rounds on its own page, not by spins.
    (game) => game.playable && game.slug !== "nile-harvest" && game.category !== "crash",
  );
  const fun = await spinUntilWin(await openSession(funGame!.slug, null), null);
  expect(fun.mode).toBe("fun");
  const real = await spinUntilWin(await openSession(realGame!.slug, launch), launch);
  expect(real.mode).toBe("real");

  // The aggregator and the platform each keep the sections for 10 s.
  const listed = async () =>
    (await homeWins()).map((win) => ({ game_slug: win.game_slug, amount: win.amount }));
  await expect.poll(listed, { timeout: 40_000, intervals: [2_000] }).toContainEqual(shown(real));
  expect((await homeWins()).some((win) => win.game_slug === fun.game)).toBe(false);

  const symbol = String((await settings(WINS_SITE.host)).currency_symbol);
  const row = page
    .locator('[data-section="recent_biggest_wins"] li.win:not([aria-hidden])')
    .filter({ hasText: realGame!.name })
    .filter({ hasText: formatAmount(shown(real).amount, symbol, exponent) })
    .first();
  // The page's render may come from a section the platform cached a few seconds before the win
  // (another locale's or request's key): a visitor sees it on a later visit, within the cache's 10 s.
  await expect
    .poll(
      async () => {
        await openPage(page, siteUrl(WINS_SITE.host));
        return row.isVisible();
      },
      { timeout: 40_000, intervals: [3_000] },
    )
    .toBe(true);
  await expect(row.locator("img.win__art")).toHaveAttribute(
    "src",
    startsWith(siteUrl(WINS_SITE.host, `/aggregator/art/${realGame!.slug}.svg`)),
  );
  await row.getByRole("link", { name: realGame!.name }).click();
  await expect(page).toHaveURL(siteUrl(WINS_SITE.host, `/games/${realGame!.slug}`));
  await expect(page.locator("bv-game-detail").getByRole("heading", { name: realGame!.name })).toBeVisible();
});

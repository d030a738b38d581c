import { axeViolations } from "./axe.ts";
import { depositByCard } from "./cashier.ts";
import { expect, test } from "./fixtures.ts";
import { createPlayer, logIn, openPage, randomEmail } from "./outbox.ts";
import { demoSites, dictionary, PORT, siteUrl } from "./sites.ts";
import { minorOf, placeSlipOnce, sellsSportsPage } from "./sportsbook.ts";

/*
 * Issue 20's virtual football, as a new player meets it: three matches of the next match day on the
 * sportsbook's slip as an accumulator, placed, the stake leaving the balance; the match day playing
 * on /virtual-world (its clock and scores moving); the bet settling in my bets' sports tab with the
 * payout its results imply; the match day's page verifying every match in the browser; my bets and
 * the ledger agreeing. Then /virtual-world and a match day's page at 390 and 1280 px in every theme,
 * without overflow and axe-clean. The e2e server runs a short cadence (playwright.config.ts:
 * VIRTUAL_CADENCE_MS, VIRTUAL_PLAY_MS, VIRTUAL_AHEAD): the play and the settlement are waited for,
 * not forced. Words come from the API's dictionary, prices and results from the aggregator.
 */

const API = `http://127.0.0.1:${PORT}`;
const SITE = { host: "base2.localhost", siteCode: "base2", area: "/account" as const };

interface Score {
  home: number;
  away: number;
}
interface Match {
  fixture_id: string;
  home_name: string;
  away_name: string;
  rtp_basis_points: Record<string, number>;
  markets: {
    key: string;
    status: string;
    outcomes: { id: string; price_milli: number; active: boolean }[];
  }[];
  score: Score | null;
}
interface MatchDay {
  id: string;
  status: string;
  closes_at: string;
  ends_at: string;
  matches: Match[];
}
interface Board {
  server_time: string;
  upcoming: MatchDay[];
  current: MatchDay | null;
  results: MatchDay[];
}

async function board(operator: string): Promise<Board> {
  const res = await fetch(`${API}/aggregator/v1/virtual/football?operator=${operator}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Board }).data;
}

async function matchDay(operator: string, id: string): Promise<MatchDay & { bet_ids: string[] | null }> {
  const res = await fetch(`${API}/aggregator/v1/virtual/football/match-days/${id}?operator=${operator}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: MatchDay & { bet_ids: string[] | null } }).data;
}

/** Whether a 1X2 outcome won at a final score. */
const resultWon = (outcome: string, score: Score) =>
  outcome === "1"
    ? score.home > score.away
    : outcome === "2"
      ? score.home === score.away
      : score.away > score.home;

async function apiData<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    headers: { "site-code": SITE.siteCode, authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { data: T; message?: string };
  expect(res.status, body.message).toBe(200);
  return body.data;
}

test("a new player's accumulator on a virtual match day: placed, played, settled, verified; my bets and the ledger agree", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const t = await dictionary(SITE.siteCode, "en");
  const email = randomEmail();
  const { password, token } = await createPlayer(SITE.siteCode, { email });
  await logIn(page, siteUrl(SITE.host, "/login"), t, { email, password }, { timeout: 30_000 });
  await depositByCard(page, SITE, t, "500");
  await page.setViewportSize({ width: 1280, height: 900 });

  await openPage(page, siteUrl(SITE.host, "/virtual-world"));
  await page.evaluate(() => window.localStorage.removeItem("sports-slip"));
  // The next match day with time enough left to build and place the slip.
  let day: MatchDay | undefined;
  await expect
    .poll(
      async () => {
        const shown = await board(SITE.siteCode);
        const now = Date.parse(shown.server_time);
        day = shown.upcoming.find((d) => Date.parse(d.closes_at) - now > 12_000);
        return Boolean(day);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await openPage(page, siteUrl(SITE.host, "/virtual-world"));
  await page.getByRole("radio", { name: t["sports.slip.price_change.any"]! }).check();
  const section = page.locator(`.virtual-day[data-match-day="${day!.id}"]`);
  for (const match of day!.matches.slice(0, 3)) {
    await section
      .locator(
        `.virtual-match[data-event="${match.fixture_id}"] .fixture__prices button.price:not([disabled])`,
      )
      .first()
      .click();
  }
  await expect(page.locator(".slip-leg")).toHaveCount(3);
  await expect(page.getByRole("radio", { name: t["sports.slip.type.accumulator"]! })).toBeChecked();
  await page.getByLabel(t["sports.slip.stake"]!, { exact: true }).fill("10");
  const funds = page.getByTestId("balance-funds").first();
  const before = minorOf((await funds.textContent()) ?? "");
  const bet = await placeSlipOnce(page, t);
  // Accepted at the board's prices: whole hundredths, as the catalogue offers them.
  for (const leg of bet.legs) {
    const offered = day!.matches
      .find((m) => m.fixture_id === leg.event_id)!
      .markets.find((m) => m.key === leg.market_key)!
      .outcomes.find((o) => o.id === leg.outcome_id)!;
    expect(leg.accepted_price_milli).toBe(offered.price_milli);
    expect(leg.accepted_price_milli % 10).toBe(0);
  }
  expect(bet.legs.map((leg) => leg.event_id).sort()).toEqual(
    day!.matches
      .slice(0, 3)
      .map((m) => m.fixture_id)
      .sort(),
  );
  await expect
    .poll(async () => minorOf((await funds.textContent()) ?? ""), { timeout: 20_000 })
    .toBe(before - bet.total_stake);

  // The match day plays on the page without a reload: its clock runs and the scores move.
  const playing = page.locator(`.virtual-now[data-match-day="${day!.id}"]`);
  await expect(playing).toBeVisible({ timeout: 60_000 });
  const clock = playing.locator("[data-clock]").first();
  const seconds: number[] = [];
  const scores = new Set<string>();
  await expect
    .poll(
      async () => {
        if (await clock.isVisible()) seconds.push(Number(await clock.getAttribute("data-second")));
        for (const score of await playing.locator("[data-score]").all())
          scores.add(`${await score.getAttribute("data-score")}`);
        return seconds.length > 1 && seconds.at(-1)! > seconds[0]! && scores.size > 1;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);

  // Settled in my bets' sports tab, paying what the results imply.
  await openPage(page, siteUrl(SITE.host, "/account/my-bets?tab=sports"));
  const card = page.locator(`.sports-bet[data-bet-id="${bet.id}"]`);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.locator(".sports-bet__standing")).toHaveAttribute("data-standing", /^(won|lost)$/, {
    timeout: 120_000,
  });
  const settled = await matchDay(SITE.siteCode, day!.id);
  expect(settled.status).toBe("settled");
  expect(settled.matches.map((m) => [m.home_name, m.away_name])).toEqual(
    day!.matches.map((m) => [m.home_name, m.away_name]),
  );
  expect(settled.bet_ids).toContain(bet.id);
  const won = bet.legs.every((leg) => {
    const match = settled.matches.find((m) => m.fixture_id === leg.event_id)!;
    return resultWon(leg.outcome_id, match.score!);
  });
  await expect(card.locator(".sports-bet__standing")).toHaveAttribute("data-standing", won ? "won" : "lost");
  const payout = minorOf((await card.locator('[data-fact="payout"]').textContent()) ?? "0");
  expect(payout).toBe(won ? bet.potential_return : 0);

  // The match day's page verifies every match in the browser.
  await openPage(page, siteUrl(SITE.host, `/virtual-world/football/${day!.id}`));
  await expect(page.locator("[data-seed]")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: t["virtual.verify.button"]!, exact: true }).click();
  const verdict = page.locator(".virtual-verifier .virtual-verdict");
  await expect(verdict).toHaveAttribute("data-verified", "true");
  await expect(verdict.locator('.virtual-verdict__hash[data-verdict="ok"]')).toBeVisible();
  await expect(verdict.locator('.virtual-verdict__match[data-verdict="ok"]')).toHaveCount(
    settled.matches.length,
  );
  await page.screenshot({ path: "/tmp/virtual-verified.png", fullPage: true });

  // My bets (the platform's list) and the ledger agree with the sportsbook and with each other.
  const signed = (amount: string) => Math.round(Number(amount) * 100);
  await expect
    .poll(
      async () => {
        const bets = (
          await apiData<{ items: { bet_id: string; stake: string; win: string; status: string }[] }>(
            "/api/user/mybets?tab=sports&per_page=100",
            token,
          )
        ).items;
        const history = (
          await apiData<{ items: { type: string; amount: string; reference: Record<string, string> }[] }>(
            "/api/user/history?per_page=100",
            token,
          )
        ).items;
        const mine = bets.find((b) => b.bet_id === bet.id);
        if (!mine || mine.status === "open") return "bet";
        const moves = history.filter((m) => m.reference.round === bet.id);
        const staked = -moves.filter((m) => m.type === "bet").reduce((sum, m) => sum + signed(m.amount), 0);
        const paid = moves.filter((m) => m.type === "win").reduce((sum, m) => sum + signed(m.amount), 0);
        if (staked !== bet.total_stake || minorOf(mine.stake) !== staked) return "stake";
        if (paid !== payout || minorOf(mine.win) !== paid) return "win";
        const overview = await apiData<{ funds_total: string }>("/api/user/overview", token);
        return minorOf(overview.funds_total) === before - staked + paid ? "agreed" : "balance";
      },
      { timeout: 30_000 },
    )
    .toBe("agreed");
  await openPage(page, siteUrl(SITE.host, "/account/history"));
  await expect(page.locator('.history-row[data-type="bet"]').filter({ hasText: "-KSh 10.00" })).toHaveCount(
    1,
  );
});

test("without JavaScript the board and a settled match day's page show everything as of their render", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  let shown: Board | undefined;
  await expect
    .poll(
      async () => {
        shown = await board(SITE.siteCode);
        return shown.results.length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  await page.goto(siteUrl(SITE.host, "/virtual-world"));
  const open = page.locator(".virtual-day").first();
  await expect(open.locator(".virtual-match")).toHaveCount(8);
  await expect(open.locator(".virtual-match").first().locator(".fixture__prices button.price")).toHaveCount(
    3,
  );
  // The other markets open without JavaScript (a details element).
  await open.locator(".virtual-match__more summary").first().click();
  await expect(open.locator('.virtual-match__more[open] [data-market="45"]').first()).toBeVisible();
  // Each market's return at this match's prices, never above the published figure.
  const rtp = open.locator('.virtual-match__more[open] .virtual-rtp--match [data-market="1"]');
  await expect(rtp).toBeVisible();
  expect(Number(await rtp.getAttribute("data-rtp"))).toBeLessThanOrEqual(9400);
  await expect(page.locator(".virtual-table tbody tr")).toHaveCount(16);
  const settled = shown!.results.find((day) => day.status === "settled")!;
  await page.locator(`.virtual-results__day[data-match-day="${settled.id}"] a`).click();
  await expect(page).toHaveURL(new RegExp(`/virtual-world/football/${settled.id}$`));
  await expect(page.locator("[data-seed]")).toBeVisible();
  await expect(page.locator(".virtual-detail__match")).toHaveCount(settled.matches.length);
  await expect(page.locator(".virtual-detail__match").first()).toContainText(settled.matches[0]!.home_name);
  // A match day the aggregator does not know is the site's 404.
  const unknown = await page.goto(siteUrl(SITE.host, "/virtual-world/football/vf-s999-d30-0"));
  expect(unknown?.status()).toBe(404);
  await context.close();
});

for (const site of demoSites) {
  test(`${site.host}: virtual football and a match day's page at 390 and 1280 px in the ${site.theme} theme, without overflow and axe-clean`, async ({
    page,
  }) => {
    test.slow();
    if (!(await sellsSportsPage(site.host, "/virtual-world"))) {
      const res = await page.goto(siteUrl(site.host, "/virtual-world"));
      expect(res?.status()).toBe(404);
      return;
    }
    const shown = await board(site.siteCode);
    const day = shown.results[0] ?? shown.current ?? shown.upcoming[0]!;
    const found: string[] = [];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const path of ["/virtual-world", `/virtual-world/football/${day.id}`]) {
        await openPage(page, siteUrl(site.host, path));
        await expect(page.locator("html")).toHaveAttribute("data-theme", site.theme);
        // Every expander open, so what they hold is measured and checked too.
        for (const details of await page.locator(".virtual-board details, .virtual-page details").all())
          await details.evaluate((d) => d.setAttribute("open", ""));
        await page.evaluate(() => document.fonts.ready);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${width} px`).toBe(0);
        found.push(...(await axeViolations(page, `${site.theme} ${path} ${width}px`)));
        await page.screenshot({
          path: `/tmp/virtual-${site.theme}-${path === "/virtual-world" ? "board" : "day"}-${width}.png`,
          fullPage: width === 1280,
        });
      }
    }
    expect(found, found.join("\n")).toEqual([]);
  });
}

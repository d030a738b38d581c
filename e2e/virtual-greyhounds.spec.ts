import { axeViolations } from "./axe.ts";
import { depositByCard } from "./cashier.ts";
import { expect, test } from "./fixtures.ts";
import { createPlayer, logIn, openPage, randomEmail } from "./outbox.ts";
import { demoSites, dictionary, PORT, siteUrl } from "./sites.ts";
import { minorOf, placeSlipOnce, sellsSportsPage } from "./sportsbook.ts";

/*
 * Virtual greyhounds (issue 20's second virtual game) as a new player meets them: a win single on
 * the next race from /virtual-world/greyhounds on the sportsbook's slip, placed; the race running
 * on the page (the runners moving, then the finish); the bet settling in my bets' sports tab with
 * the payout the finish implies; the race's page verifying it in the browser. Then the board and a
 * race's page at 390 and 1280 px in every theme, without overflow and axe-clean. The e2e server
 * runs a race every 20 s run in 6 s (playwright.config.ts): the run and the settlement are waited
 * for, not forced. Words come from the API's dictionary, prices and results from the aggregator.
 */

const API = `http://127.0.0.1:${PORT}`;
const SITE = { host: "base2.localhost", siteCode: "base2", area: "/account" as const };
const PATH = "/virtual-world/greyhounds";

interface Race {
  id: string;
  status: string;
  closes_at: string;
  runners: { trap: number; name: string }[];
  markets: { key: string; outcomes: { id: string; price_milli: number }[] }[];
  finish: { trap: number; place: number; time_ms: number }[];
}
interface Board {
  server_time: string;
  upcoming: Race[];
  current: Race | null;
  results: Race[];
}

async function board(operator: string): Promise<Board> {
  const res = await fetch(`${API}/aggregator/v1/virtual/greyhounds?operator=${operator}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Board }).data;
}

async function race(operator: string, id: string): Promise<Race & { bet_ids: string[] | null }> {
  const res = await fetch(`${API}/aggregator/v1/virtual/greyhounds/races/${id}?operator=${operator}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Race & { bet_ids: string[] | null } }).data;
}

test("a new player's win single on a virtual race: placed, run, settled with the payout the finish implies, verified", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const t = await dictionary(SITE.siteCode, "en");
  const email = randomEmail();
  const { password } = await createPlayer(SITE.siteCode, { email });
  await logIn(page, siteUrl(SITE.host, "/login"), t, { email, password }, { timeout: 30_000 });
  await depositByCard(page, SITE, t, "500");
  await page.setViewportSize({ width: 1280, height: 900 });

  // Reached from /virtual-world.
  await openPage(page, siteUrl(SITE.host, "/virtual-world"));
  await page.getByRole("link", { name: t["virtual.greyhounds_link"]!, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await page.evaluate(() => window.localStorage.removeItem("sports-slip"));
  // The next race with time enough left to place the slip.
  let next: Race | undefined;
  await expect
    .poll(
      async () => {
        const shown = await board(SITE.siteCode);
        const now = Date.parse(shown.server_time);
        next = shown.upcoming.find((r) => Date.parse(r.closes_at) - now > 12_000);
        return Boolean(next);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await openPage(page, siteUrl(SITE.host, PATH));
  await page.getByRole("radio", { name: t["sports.slip.price_change.any"]! }).check();
  const card = page.locator(`.race-card[data-race="${next!.id}"]`);
  const dog = next!.runners.find((runner) => runner.trap === 1)!.name;
  // The first price of trap 1's row is its win.
  await card.locator('.race-runner[data-trap="1"] .race-runner__prices button.price').first().click();
  await expect(page.locator(".slip-leg")).toHaveCount(1);
  await card.screenshot({ path: "/tmp/greyhounds-card.png" });
  await expect(page.locator(".slip-leg")).toContainText(dog);
  await expect(page.locator(".slip-leg")).toContainText(t["sports.market.race_win"]!);
  await page.getByLabel(t["sports.slip.stake"]!, { exact: true }).fill("10");
  const funds = page.getByTestId("balance-funds").first();
  const before = minorOf((await funds.textContent()) ?? "");
  const bet = await placeSlipOnce(page, t);
  // Accepted at the board's price: a whole hundredth, as the catalogue offers it.
  const win = next!.markets.find((m) => m.key === "901")!.outcomes.find((o) => o.id === "1")!;
  expect(bet.legs).toMatchObject([
    {
      event_id: `virtual:race:${next!.id}`,
      market_key: "901",
      outcome_id: "1",
      accepted_price_milli: win.price_milli,
    },
  ]);
  expect(win.price_milli % 10).toBe(0);
  await expect
    .poll(async () => minorOf((await funds.textContent()) ?? ""), { timeout: 20_000 })
    .toBe(before - bet.total_stake);

  // The race runs on the page without a reload: the runners move, then cross the line.
  const running = page.locator(`.race-now[data-race="${next!.id}"]`);
  await expect(running).toBeVisible({ timeout: 40_000 });
  const covered: number[] = [];
  await expect
    .poll(
      async () => {
        const metres = await running.locator(".race-lane").first().getAttribute("data-metres");
        if (metres !== null) covered.push(Number(metres));
        return covered.length > 1 && covered.at(-1)! > covered[0]!;
      },
      { timeout: 20_000, intervals: [300] },
    )
    .toBe(true);
  await expect(running.locator(".race-lane[data-place]").first()).toBeVisible({ timeout: 20_000 });
  await running.screenshot({ path: "/tmp/greyhounds-running.png" });

  // Settled in my bets' sports tab, paying what the finish implies.
  await openPage(page, siteUrl(SITE.host, "/account/my-bets?tab=sports"));
  const betCard = page.locator(`.sports-bet[data-bet-id="${bet.id}"]`);
  await expect(betCard).toBeVisible({ timeout: 20_000 });
  await expect(betCard.locator(".sports-bet__standing")).toHaveAttribute("data-standing", /^(won|lost)$/, {
    timeout: 60_000,
  });
  await expect(betCard).toContainText(t["sports.outcome.trap"]!.replace("[trap]", "1"));
  const settled = await race(SITE.siteCode, next!.id);
  expect(settled.status).toBe("settled");
  expect(settled.bet_ids).toContain(bet.id);
  const won = settled.finish[0]!.trap === 1;
  await expect(betCard.locator(".sports-bet__standing")).toHaveAttribute(
    "data-standing",
    won ? "won" : "lost",
  );
  const payout = minorOf((await betCard.locator('[data-fact="payout"]').textContent()) ?? "0");
  expect(payout).toBe(won ? bet.potential_return : 0);

  // The race's page verifies it in the browser.
  await openPage(page, siteUrl(SITE.host, `${PATH}/${next!.id}`));
  await expect(page.locator("[data-seed]")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: t["virtual.verify.button"]!, exact: true }).click();
  const verdict = page.locator(".race-verifier .virtual-verdict");
  await expect(verdict).toHaveAttribute("data-verified", "true");
  await expect(verdict.locator('.virtual-verdict__hash[data-verdict="ok"]')).toBeVisible();
  await expect(verdict.locator('.race-verdict__finish[data-verdict="ok"]')).toBeVisible();
  await page.screenshot({ path: "/tmp/greyhounds-verified.png", fullPage: true });
});

for (const site of demoSites) {
  test(`${site.host}: virtual greyhounds and a race's page at 390 and 1280 px in the ${site.theme} theme, without overflow and axe-clean`, async ({
    page,
  }) => {
    test.slow();
    if (!(await sellsSportsPage(site.host, "/virtual-world"))) {
      const res = await page.goto(siteUrl(site.host, PATH));
      expect(res?.status()).toBe(404);
      return;
    }
    let shown: Board | undefined;
    await expect
      .poll(
        async () => {
          shown = await board(site.siteCode);
          return shown.results.length;
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    const found: string[] = [];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const path of [PATH, `${PATH}/${shown!.results[0]!.id}`]) {
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
          path: `/tmp/greyhounds-${site.theme}-${path === PATH ? "board" : "race"}-${width}.png`,
          fullPage: width === 1280,
        });
      }
    }
    expect(found, found.join("\n")).toEqual([]);
  });
}

import { mkdirSync } from "node:fs";
import type { Draw, DrawGamesResponse, Ticket, TicketDetail } from "@platform/contracts";
import type { Page } from "@playwright/test";
import { fundWithPromotionCode } from "./cashier.ts";
import { expect, test } from "./fixtures.ts";
import { createPlayer, logIn, openPage, randomPhone } from "./outbox.ts";
import { dictionary, PORT, siteUrl } from "./sites.ts";

/*
 * Issue 10's results side as a player walks it, on the default theme and on base4: the upcoming
 * draws count down to their real close time; a ticket bought through the API is listed on
 * /users/ticket; once its draw is made (the demo sites draw Lucky 3 and Lucky Number every minute)
 * the results page shows it, the ticket shows won or lost with every line, my bets' lotto tab
 * lists it, and the draw page's verifier confirms the draw in the browser.
 * LOTTO_SHOTS=<dir> also saves screenshots at 390 and 1280 px.
 */

const API = `http://127.0.0.1:${PORT}`;

const SITES = [
  {
    host: "localhost",
    siteCode: "drc-online",
    callingCode: "243",
    otp: true,
    promotionCode: "BIENVENUE",
    stake: "100.00",
  },
  {
    host: "base4.localhost",
    siteCode: "base4",
    callingCode: "258",
    otp: false,
    promotionCode: "SORTE20",
    stake: "1.00",
  },
] as const;

async function api<T>(
  method: string,
  path: string,
  siteCode: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "site-code": siteCode,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; message?: string };
  expect(res.status, json.message).toBe(200);
  return json.data;
}

/** The game's draw on sale with at least 8 s of sales left on the server's clock, if any. */
function drawOnSale(games: DrawGamesResponse, game: string): Draw | undefined {
  const now = Date.parse(games.server_time);
  return games.games
    .find((candidate) => candidate.game === game)
    ?.next_draws.find(
      (candidate) => Date.parse(candidate.opens_at) <= now && Date.parse(candidate.closes_at) - now > 8_000,
    );
}

/**
 * The games once every one of `games` has a draw on sale: a draw opens when the one before it is
 * drawn, so for the last seconds before each draw nothing is on sale (Lucky 3: 10 s a minute).
 */
async function gamesOnSale(siteCode: string, games: string[]): Promise<DrawGamesResponse> {
  let answer: DrawGamesResponse | undefined;
  await expect
    .poll(
      async () => {
        answer = await api<DrawGamesResponse>("GET", "/api/lotto/games", siteCode);
        return games.every((game) => drawOnSale(answer!, game) !== undefined);
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(true);
  return answer!;
}

/** "Verified: … at [time]; the numbers are [numbers]." as a pattern with the numbers filled in. */
function verdictPattern(template: string, numbers: number[]): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(escaped.replace("\\[time\\]", ".+").replace("\\[numbers\\]", numbers.join(", ")));
}

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.LOTTO_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

for (const site of SITES) {
  test(`${site.host}: the upcoming draws count down to their close and show their committed hash`, async ({
    page,
  }) => {
    const t = await dictionary(site.siteCode, "en");
    const games = await gamesOnSale(site.siteCode, ["lucky3"]);
    await openPage(page, siteUrl(site.host, "/lotto/events"));
    for (const game of games.games) {
      await expect(
        page.getByRole("heading", { name: t[`draws.game.${game.game}`]!, exact: true }),
      ).toBeVisible();
    }
    // Every listed draw shows its committed hash; the one on sale links to the picker.
    const lucky3 = games.games.find((game) => game.game === "lucky3")!;
    const cardOf = (draw: Draw, kind = ".event-card") =>
      page.locator(kind).filter({ has: page.locator(`a[href="/lotto/draws/${draw.id}"]`) });
    const later = lucky3.next_draws.at(-1)!;
    await expect(cardOf(later, ".later-draw").locator(".fair-code")).toHaveText(later.server_seed_hash);
    const onSale = drawOnSale(games, "lucky3")!;
    await expect(cardOf(onSale).getByRole("link", { name: new RegExp(t["draws.play"]!) })).toHaveAttribute(
      "href",
      `/lotto?game=lucky3&draw=${onSale.id}`,
    );
    // The countdown runs: its text changes from one second to the next.
    const timer = page.getByRole("timer").first();
    const first = await timer.textContent();
    expect(first).toMatch(/^\d+:\d{2}(:\d{2})?$/);
    await expect.poll(() => timer.textContent(), { timeout: 10_000 }).not.toBe(first);
    await shoot(page, `${site.siteCode}-events`);

    // An upcoming draw's page: its hash from the start, its seed still secret.
    await openPage(page, siteUrl(site.host, `/lotto/draws/${later.id}`));
    await expect(page.getByText(later.server_seed_hash)).toBeVisible();
    await expect(page.getByText(t["draws.seed_secret"]!)).toBeVisible();

    // How to play: the odds table from the site's paytable (Direct 2: 1 in 401, 59.93 % at 240×).
    await openPage(page, siteUrl(site.host, "/lotto/about"));
    const direct2 = page.locator('tr[data-bet="direct-2"]');
    await expect(direct2).toContainText("1 in 401");
    await expect(direct2).toContainText("59.93");
    await shoot(page, `${site.siteCode}-about`);
  });

  test(`${site.host}: a ticket's draw is published, verified in the browser, and the ticket shows its lines`, async ({
    page,
  }) => {
    test.slow();
    const t = await dictionary(site.siteCode, "en");
    const phone = randomPhone();
    const { password, token } = await createPlayer(
      site.siteCode,
      { phone_number: phone, calling_code: site.callingCode },
      { otp: site.otp },
    );
    await fundWithPromotionCode(site.siteCode, token, site.promotionCode);

    // Two tickets in one checkout: Lucky 3 Perm 2 of four numbers (6 lines) and Lucky Number odd.
    const games = await gamesOnSale(site.siteCode, ["lucky3", "number"]);
    const lotto = drawOnSale(games, "lucky3")!;
    const number = drawOnSale(games, "number")!;
    await api("POST", "/api/user/cart/lines", site.siteCode, token, {
      draw_id: lotto.id,
      selection: { type: "perm", size: 2, numbers: [7, 21, 45, 88] },
      stake_per_line: site.stake,
    });
    await api("POST", "/api/user/cart/lines", site.siteCode, token, {
      draw_id: number.id,
      selection: { type: "parity", value: "odd" },
      stake_per_line: site.stake,
    });
    const checkout = await api<{ tickets: Ticket[] }>(
      "POST",
      "/api/user/cart/checkout",
      site.siteCode,
      token,
      {
        idempotency_key: `e2e-results-${phone}`,
      },
    );
    const lottoTicket = checkout.tickets.find((ticket) => ticket.draw.id === lotto.id)!;
    const numberTicket = checkout.tickets.find((ticket) => ticket.draw.id === number.id)!;

    await logIn(page, siteUrl(site.host, "/login"), t, { phone, password });
    await openPage(page, siteUrl(site.host, "/users/ticket"));
    const listed = page.locator(`.ticket-card[data-ticket-id="${lottoTicket.id}"]`);
    await expect(listed).toBeVisible();
    await expect(listed.locator(".bet-badge")).toHaveText(t["tickets.status.open"]!);
    await expect(page.locator(`.ticket-card[data-ticket-id="${numberTicket.id}"]`)).toBeVisible();
    await shoot(page, `${site.siteCode}-tickets`);

    // The demo draws every minute: the results page shows the draw once it is made.
    const result = page.locator(`.result-row[data-draw-id="${lotto.id}"]`);
    await expect
      .poll(
        async () => {
          await openPage(page, siteUrl(site.host, "/lotto/numbers?game=lucky3"));
          return result.count();
        },
        { timeout: 150_000, intervals: [5_000] },
      )
      .toBe(1);
    const drawn = await api<Draw>("GET", `/api/lotto/draws/${lotto.id}`, site.siteCode);
    expect(drawn.numbers).toHaveLength(5);
    await expect(result.locator(".draw-ball")).toHaveText(drawn.numbers!.map(String));
    await expect(page.locator(".freq-grid__cell")).toHaveCount(90);
    await shoot(page, `${site.siteCode}-numbers`);

    // Settled: won or lost, with its six lines, the won ones marked as the API says.
    let detail: TicketDetail | undefined;
    await expect
      .poll(
        async () => {
          detail = await api<TicketDetail>(
            "GET",
            `/api/user/tickets/${lottoTicket.id}`,
            site.siteCode,
            token,
          );
          return detail.status;
        },
        { timeout: 30_000 },
      )
      .not.toBe("open");
    await openPage(page, siteUrl(site.host, `/users/ticket?bet_id=${lottoTicket.id}`));
    const ticket = page.locator(".draw-ticket .ticket");
    await expect(ticket.locator(".bet-badge")).toHaveText(t[`tickets.status.${detail!.status}`]!);
    await expect(page.locator(".ticket-line")).toHaveCount(6);
    await expect(page.locator('.ticket-line[data-won="true"]')).toHaveCount(detail!.winning_lines);
    await expect(ticket.locator(".draw-ball")).toHaveText(drawn.numbers!.map(String));
    await shoot(page, `${site.siteCode}-ticket`);

    // My bets' lotto tab lists the ticket and leads to the same page.
    await openPage(page, siteUrl(site.host, "/users/my-bets?tab=lotto"));
    const bet = page.locator(`.bet-row[data-bet-id="${lottoTicket.id}"]`);
    await expect(bet).toBeVisible();
    await bet.getByRole("link", { name: t["mybets.details"]!, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/users/ticket\\?bet_id=${lottoTicket.id}$`));

    // The draw page recomputes the draw in the browser.
    await page.getByRole("link", { name: t["tickets.verify_draw"]!, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/lotto/draws/${lotto.id}$`));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByText(drawn.server_seed!)).toBeVisible();
    await page.getByRole("button", { name: t["draws.verify.button"]!, exact: true }).click();
    await expect(page.locator(".draw-verifier").getByRole("status")).toHaveText(
      verdictPattern(t["draws.verify.ok"]!, drawn.numbers!),
    );
    await shoot(page, `${site.siteCode}-draw`);

    // A pasted wrong seed is a clear mismatch.
    await page.locator(".recompute summary").click();
    await page.getByLabel(t["draws.server_seed"]!, { exact: true }).fill("0".repeat(64));
    await page.getByRole("button", { name: t["draws.recompute.submit"]!, exact: true }).click();
    await expect(page.getByText(t["draws.recompute.hash_bad"]!)).toBeVisible();
    await expect(page.getByText(t["draws.recompute.numbers_bad"]!)).toBeVisible();

    // The Lucky Number ticket is settled too.
    await expect
      .poll(
        async () => {
          const settled = await api<TicketDetail>(
            "GET",
            `/api/user/tickets/${numberTicket.id}`,
            site.siteCode,
            token,
          );
          return settled.status;
        },
        { timeout: 90_000 },
      )
      .not.toBe("open");
    await openPage(page, siteUrl(site.host, `/users/ticket?bet_id=${numberTicket.id}`));
    await expect(page.locator(".draw-ticket .ticket .bet-badge")).toHaveText(
      new RegExp(`^(${t["tickets.status.won"]}|${t["tickets.status.lost"]})$`),
    );
  });
}

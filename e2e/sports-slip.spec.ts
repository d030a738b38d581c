import type { Page } from "@playwright/test";
import { formatDecimal } from "../packages/sports/src/index.ts";
import { axeViolations } from "./axe.ts";
import { fundWithPromotionCode } from "./cashier.ts";
import { expect, test } from "./fixtures.ts";
import { createPlayer, openPage, randomEmail } from "./outbox.ts";
import { demoSites, dictionary, PORT, siteUrl } from "./sites.ts";
import { sellsSportsPage } from "./sportsbook.ts";

/*
 * Issue 19's bet slip, as players use it: a booking code shared from one browser and loaded in
 * another (by its link and typed), at today's prices with a changed price marked beside the booked
 * one; a live bet whose price moves on the slip, never placed at a price the player did not accept
 * under "ask me" (RTS 2C); a loaded slip at 390 and 1280 px in every theme, without overflow and
 * axe-clean. Words come from the API's dictionary and prices from the book: nothing is hard-coded,
 * and no step depends on how fast the demo plays its matches.
 */

const API = `http://127.0.0.1:${PORT}`;
const SITE = demoSites[0];

interface StoredLeg {
  event_id: string;
  market_key: string;
  outcome_id: string;
  price_milli: number;
}

async function storedLegs(page: Page): Promise<StoredLeg[]> {
  return page.evaluate(
    () =>
      (JSON.parse(window.localStorage.getItem("sports-slip") ?? "{}") as { selections?: StoredLeg[] })
        .selections ?? [],
  );
}

const legKeys = (legs: StoredLeg[]) =>
  legs.map((l) => `${l.event_id}/${l.market_key}/${l.outcome_id}`).sort();

async function emptySlip(page: Page, url: string) {
  await openPage(page, url);
  await page.evaluate(() => window.localStorage.removeItem("sports-slip"));
  await openPage(page, url);
}

interface Fixture {
  id: string;
  status: string;
  main_markets: {
    key: string;
    status: string;
    outcomes: { id: string; price_milli: number; active: boolean }[];
  }[];
}

/** Open 1X2 home prices of matches not started yet, straight from the catalogue. */
async function openPrices(operator: string, count: number): Promise<StoredLeg[]> {
  const res = await fetch(`${API}/aggregator/v1/sports/fixtures?operator=${operator}&when=upcoming&limit=50`);
  expect(res.status).toBe(200);
  const fixtures = ((await res.json()) as { data: Fixture[] }).data;
  const legs = fixtures.flatMap((f) => {
    const market = f.main_markets.find((m) => m.key === "1" && m.status === "active");
    const outcome = market?.outcomes.find((o) => o.active);
    return f.status === "not_started" && outcome
      ? [{ event_id: f.id, market_key: "1", outcome_id: outcome.id, price_milli: outcome.price_milli }]
      : [];
  });
  expect(legs.length).toBeGreaterThanOrEqual(count);
  return legs.slice(0, count);
}

/** A code made as another player's slip would make it: the booked prices are the ones given. */
async function bookThrough(operator: string, selections: StoredLeg[]): Promise<string> {
  const res = await fetch(`${API}/aggregator/v1/sports/booking-codes?operator=${operator}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ selections }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { code: string } }).data.code;
}

const freeRowPrice = (page: Page) =>
  page
    .locator('.fixture[data-status="not_started"] .fixture__prices:not([data-suspended])')
    .filter({ hasNot: page.locator('button.price[aria-pressed="true"]') })
    .locator('button.price[aria-pressed="false"]:not([disabled])')
    .first();

test("a slip shared by its booking code loads the same in another browser, by link and typed, changed prices marked", async ({
  page,
  browser,
}) => {
  test.slow();
  const t = await dictionary(SITE.siteCode, "en");
  await page.setViewportSize({ width: 1280, height: 900 });
  await emptySlip(page, siteUrl(SITE.host, "/sports"));
  for (const count of [1, 2, 3]) {
    await freeRowPrice(page).click();
    await expect(page.locator(".slip-leg")).toHaveCount(count);
  }
  const shared = await storedLegs(page);
  await page.getByRole("button", { name: t["sports.booking.book"]!, exact: true }).click();
  const booked = page.locator("[data-booking-code]");
  await expect(booked).toBeVisible();
  const code = (await booked.getAttribute("data-booking-code"))!;
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
  const link = (await page.locator(".slip-booking__link").getAttribute("href"))!;
  expect(new URL(link).pathname).toBe(`/sports/booking/${code}`);

  // Another browser: its own storage, nothing of the first one's slip.
  const other = await browser.newContext();
  try {
    const friend = await other.newPage();
    await friend.setViewportSize({ width: 1280, height: 900 });
    // The link: the server renders the page with the slip already loaded.
    const rendered = await friend.request.get(link);
    expect(rendered.status()).toBe(200);
    const html = await rendered.text();
    for (const leg of shared) expect(html).toContain(`data-event="${leg.event_id}"`);
    await openPage(friend, link);
    await expect(
      friend.getByRole("heading", { name: t["sports.booking.page_title"]!.replace("[code]", code) }),
    ).toBeVisible();
    await expect(friend.locator(".slip-leg")).toHaveCount(3);
    expect(legKeys(await storedLegs(friend))).toEqual(legKeys(shared));
    await expect(friend.getByRole("radio", { name: t["sports.slip.type.accumulator"]! })).toBeChecked();

    // Without JavaScript the slip's load form is a GET, sent on to the code's own link.
    const typedForm = await friend.request.get(
      siteUrl(SITE.host, `/sports/booking?booking_code=${code.toLowerCase()}`),
      {
        maxRedirects: 0,
      },
    );
    expect(typedForm.status()).toBe(302);
    expect(typedForm.headers().location).toBe(`/sports/booking/${code}`);
    expect(
      (await friend.request.get(siteUrl(SITE.host, "/sports/booking?booking_code=O0O0O0"))).status(),
    ).toBe(400);

    // Typed: the slip emptied, then the code typed into the slip's own form.
    await friend.getByRole("button", { name: t["sports.slip.clear"]!, exact: true }).click();
    await expect(friend.locator(".slip-leg")).toHaveCount(0);
    const input = friend.getByLabel(t["sports.booking.load_label"]!, { exact: true });
    await input.fill("not-a-code");
    await friend.getByRole("button", { name: t["sports.booking.load"]!, exact: true }).click();
    await expect(friend.locator('[data-problem="invalid"]')).toHaveText(t["sports.booking.problem.invalid"]!);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await input.fill(code.toLowerCase());
    await friend.getByRole("button", { name: t["sports.booking.load"]!, exact: true }).click();
    await expect(friend.locator(`[data-loaded="${code}"]`)).toBeVisible();
    await expect(friend.locator(".slip-leg")).toHaveCount(3);
    expect(legKeys(await storedLegs(friend))).toEqual(legKeys(shared));

    // A code booked at other prices than today's: the slip takes today's price and marks the move.
    const [first, second] = await openPrices(SITE.siteCode, 2);
    const bookedHigher = { ...first!, price_milli: first!.price_milli * 2 };
    const changed = await bookThrough(SITE.siteCode, [bookedHigher, second!]);
    await input.fill(changed);
    await friend.getByRole("button", { name: t["sports.booking.load"]!, exact: true }).click();
    await expect(friend.locator(`[data-loaded="${changed}"]`)).toBeVisible();
    const moved = friend.locator(`.slip-leg[data-event="${first!.event_id}"]`);
    await expect(moved).toHaveAttribute("data-move", "down");
    await expect(moved.locator(".slip-leg__was")).toContainText(formatDecimal(bookedHigher.price_milli));
    const loaded = await storedLegs(friend);
    expect(loaded.find((l) => l.event_id === first!.event_id)!.price_milli).toBeLessThan(
      bookedHigher.price_milli,
    );

    // An unknown code says so.
    const unknown = code === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ";
    await input.fill(unknown);
    await friend.getByRole("button", { name: t["sports.booking.load"]!, exact: true }).click();
    await expect(friend.locator('[data-problem="not_found"]')).toBeVisible();
    await expect(friend.locator(".slip-leg")).toHaveCount(2);
  } finally {
    await other.close();
  }
});

test("a live bet's price moves on the slip; under 'ask me' it is placed only at a price the player accepted", async ({
  page,
}) => {
  test.setTimeout(480_000);
  const host = "base2.localhost";
  const t = await dictionary("base2", "en");
  const email = randomEmail();
  const { password, token } = await createPlayer("base2", { email });
  await fundWithPromotionCode("base2", token, "KARIBU50");
  await openPage(page, siteUrl(host, "/login"));
  await page.getByLabel(t["auth.field.email"]!, { exact: true }).fill(email);
  await page.getByLabel(t["auth.field.password"]!, { exact: true }).fill(password);
  await page.getByRole("button", { name: t["auth.login.submit"]!, exact: true }).click();
  await expect(page.locator(".account-menu")).toBeVisible({ timeout: 30_000 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await emptySlip(page, siteUrl(host, "/live-sports"));
  // Every placement the slip sends, with the price and the choice it asks under, and what came back.
  const asked: { price: number; choice: string }[] = [];
  const answers: Promise<unknown>[] = [];
  const isPlacement = (url: string) => /\/v1\/sports\/sessions\/[^/]+\/bets$/.test(url);
  page.on("request", (request) => {
    if (request.method() !== "POST" || !isPlacement(request.url())) return;
    const body = request.postDataJSON() as { price_change: string; selections: { price_milli: number }[] };
    asked.push({ price: body.selections[0]!.price_milli, choice: body.price_change });
  });
  page.on("response", (response) => {
    if (response.request().method() === "POST" && isPlacement(response.url()))
      answers.push(response.json().catch(() => null));
  });

  // A price that has just moved (`data-move` for 2 s), in a match with time left: a market that
  // moves, not one stuck at its floor after a lopsided score, paused at half time or about to end
  // (a match lasts minutes at the journeys' speed). Should it close before its next move anyway,
  // the player takes another.
  const moving = async () =>
    page.evaluate(() => {
      const live = '.fixture[data-status="live"] .fixture__prices:not([data-suspended])';
      for (const button of Array.from(
        document.querySelectorAll(`${live} button.price[data-move]:not([disabled])`),
      )) {
        const fixture = button.closest(".fixture") as HTMLElement;
        const minute = Number.parseInt(fixture.querySelector("[data-clock]")?.textContent ?? "", 10);
        if (minute > 70) continue;
        const index = Array.from(fixture.querySelectorAll("button.price")).indexOf(button);
        return { event: fixture.dataset.event!, index };
      }
      return null;
    });
  const leg = page.locator(".slip-leg");
  const legState = async () =>
    (await leg.getAttribute("data-offer")) === "true"
      ? "offer"
      : (await leg.getAttribute("data-status")) === "closed"
        ? "closed"
        : "";
  // The match plays on: its price moves, and under "ask me" the slip holds the new one back: the
  // asked price stays the one the player took, the new one is offered beside it.
  for (let attempt = 1; ; attempt++) {
    let pick: Awaited<ReturnType<typeof moving>> = null;
    await expect
      .poll(async () => (pick = await moving()), { timeout: 90_000, intervals: [100] })
      .not.toBeNull();
    pick = pick!;
    await page.locator(`.fixture[data-event="${pick.event}"] button.price`).nth(pick.index).click();
    await expect(leg).toHaveCount(1);
    await page.getByRole("radio", { name: t["sports.slip.price_change.ask"]! }).check();
    await leg.getByLabel(t["sports.slip.stake_single"]!, { exact: true }).fill("10");
    await expect.poll(legState, { timeout: 120_000 }).not.toBe("");
    if ((await legState()) === "offer") break;
    expect(attempt, "a live price moved on the slip before its match closed").toBeLessThan(3);
    await emptySlip(page, siteUrl(host, "/live-sports"));
  }
  const [held] = (await page.evaluate(
    () => JSON.parse(window.localStorage.getItem("sports-slip") ?? "{}").selections,
  )) as { price_milli: number; offered_price_milli?: number }[];
  expect(held!.offered_price_milli).toBeDefined();
  expect(held!.offered_price_milli).not.toBe(held!.price_milli);
  await expect(leg.locator(".slip-leg__was")).toBeVisible();
  const button = page.locator(".bet-slip__place");
  await expect(button).toHaveText(t["sports.slip.accept_changes"]!);
  expect(asked, "nothing placed before the player accepted").toEqual([]);

  // Accepted, then placed; should the price move again meanwhile (the live delay included), the
  // slip asks again, and each placement asks only a price the slip showed as accepted.
  const result = page.locator(".bet-slip__result");
  const accepted = t["sports.slip.accepted"]!.replace("[count]", "1");
  // What the slip shows: the bet accepted, a placement in flight (or a suspended market: the
  // button waits), a price to accept, an answer, or nothing yet.
  const state = async () => {
    if ((await result.textContent())?.includes(accepted)) return "accepted";
    if ((await button.count()) === 0) return (await result.textContent())?.trim() ? "answered" : "";
    if (await button.isDisabled()) return "waiting";
    if ((await button.getAttribute("data-accept")) !== null) return "ask";
    return (await result.textContent())?.trim() ? "answered" : "";
  };
  const settled = async () => {
    await expect.poll(state, { timeout: 60_000 }).not.toBe("waiting");
    return state();
  };
  const place = async () => {
    const showing = Number(await leg.locator(".slip-leg__price").getAttribute("data-price"));
    const sent = asked.length;
    await button.click();
    // Accepted, refused (its new price then offered on the slip) or held back by a move meanwhile.
    await expect.poll(state, { timeout: 60_000 }).toMatch(/^(accepted|ask|answered)$/);
    // Under "ask me" the slip's price moves only when the player accepts: the request asks what was shown.
    const last = asked.at(-1);
    if (asked.length > sent && last!.choice === "ask")
      expect(last!.price, "placed at the price the slip showed").toBe(showing);
  };
  // Accepted, then placed; should the price move again meanwhile (the live delay included), the
  // slip asks again. A market moving faster than the delay may refuse every try: the player then
  // chooses "accept any" (a price they agree to in advance), whatever speed the match plays at.
  for (let attempt = 0; attempt < 6; attempt++) {
    const now = await settled();
    if (now === "accepted") break;
    if (now === "ask") await button.click();
    else await place();
  }
  if ((await settled()) !== "accepted") {
    await page.getByRole("radio", { name: t["sports.slip.price_change.any"]! }).check();
    for (let attempt = 0; attempt < 4; attempt++) {
      const now = await settled();
      if (now === "accepted") break;
      // Accepting a change may itself send the slip: the next turn looks again before placing.
      if (now === "ask") await button.click();
      else await place();
    }
  }
  await expect(result).toContainText(accepted);
  await expect(page.locator(".slip-leg")).toHaveCount(0);
  // Under "ask me" the aggregator accepted no bet at another price than the one the slip asked.
  type Placed = {
    data?: {
      bets: { price_change: string; legs: { asked_price_milli: number; accepted_price_milli: number }[] }[];
    };
  };
  const placed = (await Promise.all(answers)) as (Placed | null)[];
  const bets = placed.flatMap((answer) => answer?.data?.bets ?? []);
  expect(bets).toHaveLength(1);
  for (const bet of bets.filter((b) => b.price_change === "ask"))
    for (const l of bet.legs) expect(l.accepted_price_milli).toBe(l.asked_price_milli);
});

for (const site of demoSites) {
  test(`${site.host}: a loaded booking code at 390 and 1280 px in the ${site.theme} theme, without overflow and axe-clean`, async ({
    page,
  }) => {
    test.slow();
    if (!(await sellsSportsPage(site.host))) {
      const res = await page.goto(siteUrl(site.host, "/sports/booking/K7MX2P"));
      expect(res?.status()).toBe(404);
      return;
    }
    const [first, second, third] = await openPrices(site.siteCode, 3);
    const code = await bookThrough(site.siteCode, [
      { ...first!, price_milli: first!.price_milli + 500 },
      second!,
      third!,
    ]);
    const found: string[] = [];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openPage(page, siteUrl(site.host, `/sports/booking/${code}`));
      await expect(page.locator("html")).toHaveAttribute("data-theme", site.theme);
      if (width === 390) await page.locator(".bet-slip__toggle").click();
      await expect(page.locator(".slip-leg")).toHaveCount(3);
      await expect(page.locator(".slip-leg[data-move]").first()).toBeVisible();
      await page.locator(".slip-booking__book").click();
      await expect(page.locator("[data-booking-code]")).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `booking page at ${width} px`).toBe(0);
      found.push(...(await axeViolations(page, `${site.theme} booking ${width}px`)));
      await page.screenshot({
        path: `/tmp/sports-booking-${site.theme}-${width}.png`,
        fullPage: width === 1280,
      });
      await page.evaluate(() => window.localStorage.removeItem("sports-slip"));
    }
    expect(found, found.join("\n")).toEqual([]);
  });
}

import { formatSiteDateTime } from "../apps/web/app/shell/site-date-time.ts";
import { currencyExponent, formatAmount } from "../packages/contracts/src/money.ts";
import { expect, test } from "./fixtures.ts";
import { createPlayer, logIn, openPage, randomPhone } from "./outbox.ts";
import { dictionary, PORT, settings, siteUrl } from "./sites.ts";

/*
 * Safer gambling as new players walk it on drc-online: the session clock in the header of the
 * games pages, a reality check every 15 minutes showing time played and the session's net
 * position (the browser's clock fast-forwarded by Playwright, nothing test-only in the site), and
 * a self-exclusion for 6 months that logs the player out at once and refuses the next login with
 * its end date. Words come from the site's dictionary.
 */

const API = `http://127.0.0.1:${PORT}`;
const SITE = { host: "localhost", siteCode: "drc-online", callingCode: "243" } as const;
const GAME = "savanna-sunset";
const url = (path: string) => siteUrl(SITE.host, path);

async function call<T>(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; message?: string };
  expect(res.status, json.message).toBe(200);
  return json.data;
}

/** One paid spin through the aggregator with the player's launch token; the round's stake and win. */
async function spinOnce(token: string): Promise<{ bet: number; win: number }> {
  const player = { "site-code": SITE.siteCode, authorization: `Bearer ${token}`, "fe-domain": SITE.host };
  const account = await call<{ token: string }>("GET", "/api/aggregator/account", player);
  const session = await call<{ session_id: string; bets: number[] }>(
    "POST",
    "/aggregator/v1/sessions",
    {},
    {
      operator: SITE.siteCode,
      game: GAME,
      token: account.token,
    },
  );
  const bet = session.bets[0]!;
  const round = await call<{ bet: number; win: number }>(
    "POST",
    `/aggregator/v1/sessions/${session.session_id}/spin`,
    { authorization: `Bearer ${account.token}` },
    { bet },
  );
  return { bet: round.bet, win: round.win };
}

test("a reality check every 15 minutes shows the time played and the net position; the clock is on /games", async ({
  page,
}) => {
  test.slow();
  const t = await dictionary(SITE.siteCode, "en");
  const site = await settings(SITE.host);
  const currency = String(site.currency_code);
  const money = (minor: number) =>
    formatAmount(
      (minor / 10 ** currencyExponent(currency)).toFixed(currencyExponent(currency)),
      String(site.currency_symbol),
      currencyExponent(currency),
    );

  const phone = randomPhone();
  const { password, token } = await createPlayer(
    SITE.siteCode,
    { phone_number: phone, calling_code: SITE.callingCode },
    { otp: true },
  );
  // Promo credit to play with (the site's welcome code, once per player).
  await call(
    "POST",
    "/api/user/add-promotion-code",
    { "site-code": SITE.siteCode, authorization: `Bearer ${token}` },
    {
      promotion_code: "BIENVENUE",
    },
  );

  // The browser's clock is Playwright's from the start, so the test can move it on.
  await page.clock.install();
  await logIn(page, url("/login"), t, { phone, password });

  await openPage(page, url("/account/settings?tab=safer-gambling"));
  const reality = page.getByRole("region", { name: t["safer.reality.section"]! });
  await reality.getByLabel(t["safer.reality.interval"]!).selectOption("15");
  await reality.getByRole("button", { name: t["safer.reality.submit"]!, exact: true }).click();
  await expect(reality.getByRole("status")).toHaveText(t["safer.reality.saved"]!.replace("[minutes]", "15"));

  // Play during this session: a spin through the aggregator, as the game popup would make it.
  const round = await spinOnce(token);

  await openPage(page, url("/games"));
  const clock = page.getByRole("timer");
  await expect(clock).toBeVisible();
  await expect(clock).toContainText(t["safer.clock.caption"]!);
  await expect(clock).toContainText(/\d{2}:\d{2}:\d{2}/);
  const dialog = page.getByRole("dialog", { name: t["safer.reality.title"]! });
  await expect(dialog).toBeHidden();

  // Fifteen minutes of the session later, the reality check interrupts.
  await page.clock.fastForward("15:00");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${t["safer.reality.played"]!.split("[time]")[0]}00:15:`);
  await expect(dialog.getByTestId("reality-check-net")).toHaveText(money(round.win - round.bet));
  await expect(dialog.getByRole("button", { name: t["safer.reality.continue"]!, exact: true })).toBeFocused();
  await expect(dialog.getByRole("link", { name: t["safer.reality.history"]!, exact: true })).toHaveAttribute(
    "href",
    "/account/history",
  );
  // Escape does not dismiss it: the player answers.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: t["safer.reality.continue"]!, exact: true }).click();
  await expect(dialog).toBeHidden();
  // "Continue" is posted, and the page's data comes back with the server's count of the session:
  // only the browser's clock was moved on, so the header clock is the server's again (seconds).
  await expect(clock).toContainText(/\d{2}:\d{2}:\d{2}/);
  await expect(dialog).toBeHidden();
  await expect(page.locator(".account-menu")).toBeVisible();
});

test("a player self-excludes for 6 months: logged out at once, then the login states the end date", async ({
  page,
}) => {
  const t = await dictionary(SITE.siteCode, "en");
  const site = await settings(SITE.host);
  const phone = randomPhone();
  const { password } = await createPlayer(
    SITE.siteCode,
    { phone_number: phone, calling_code: SITE.callingCode },
    { otp: true },
  );
  await logIn(page, url("/login"), t, { phone, password });

  await openPage(page, url("/account/settings?tab=safer-gambling"));
  const section = page.getByRole("region", { name: t["safer.self_exclusion.title"]! });
  await expect(section).toContainText(t["safer.self_exclusion.warning"]!);
  // A wrong password changes nothing.
  await section.getByLabel(t["safer.period.6m"]!, { exact: true }).check();
  await section.getByLabel(t["account.field.current_password"]!, { exact: true }).fill(`${password}x`);
  await section.getByRole("button", { name: t["safer.self_exclusion.submit"]!, exact: true }).click();
  await expect(section.locator(".field__error")).toHaveText(t["safer.error.password_wrong"]!);
  await expect(page.locator(".account-menu")).toBeVisible();

  await section.getByLabel(t["safer.period.6m"]!, { exact: true }).check();
  await section.getByLabel(t["account.field.current_password"]!, { exact: true }).fill(password);
  await section.getByRole("button", { name: t["safer.self_exclusion.submit"]!, exact: true }).click();

  await expect(page).toHaveURL(/\/excluded\?/);
  const until = new URL(page.url()).searchParams.get("until") ?? "";
  const months = (new Date(until).getTime() - Date.now()) / (30.4 * 86_400_000);
  expect(months).toBeGreaterThan(5.9);
  expect(months).toBeLessThan(6.1);
  const date = formatSiteDateTime(until, {
    format: String(site.time_format),
    timeZone: String(site.time_zone),
  });
  await expect(page.getByRole("heading", { name: t["safer.excluded.self_exclusion.title"]! })).toBeVisible();
  await expect(page.getByTestId("excluded-until")).toHaveText(
    t["safer.excluded.self_exclusion.until"]!.replace("[date]", date),
  );
  // Logged out at once: the header offers the login again, and account pages are closed.
  await expect(page.getByRole("link", { name: t["header.login"]!, exact: true })).toBeVisible();
  await expect(page.locator(".account-menu")).toHaveCount(0);

  await openPage(page, url("/login"));
  await page.getByLabel(t["auth.field.phone_number"]!, { exact: true }).fill(phone);
  await page.getByLabel(t["auth.field.password"]!, { exact: true }).fill(password);
  await page.getByRole("button", { name: t["auth.login.submit"]!, exact: true }).click();
  await expect(page.getByRole("alert")).toContainText(
    t["safer.refused.self_exclusion_login"]!.replace("[date]", date),
  );
  await expect(page.locator(".account-menu")).toHaveCount(0);
});

import { expect, test } from "./fixtures.ts";
import { createPlayer, logIn, logOut, openPage, randomEmail, randomPhone } from "./outbox.ts";
import { dictionary, PORT, siteUrl } from "./sites.ts";

/*
 * Notifications and promotions (spec §2 /promotions, /promotions/{slug}, retention offers,
 * /account/notifications; §7 notifications, accept-promotion, retention-offer) as new players.
 * The operator's `notify` and `retention-offer` commands are reached through their demo-only
 * routes (/api/dev/notify, /api/dev/retention-offer), the same code the CLI runs.
 */

const API = `http://127.0.0.1:${PORT}`;

/** The site's demo operator (role `operator`) runs the command: the routes refuse anyone else. */
async function operator(siteCode: string, command: "notify" | "retention-offer", body: object) {
  const headers = { "content-type": "application/json", "site-code": siteCode };
  const login = await fetch(`${API}/api/session/login-email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: `operator@${siteCode}.example`, password: "Play1234" }),
  });
  if (!login.ok) throw new Error(`operator login failed: ${login.status} ${await login.text()}`);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const res = await fetch(`${API}/api/dev/${command}`, {
    method: "POST",
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${command} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: string; path?: string } }).data;
}

async function promotion(siteCode: string, slug: string, locale = "en") {
  const res = await fetch(`${API}/api/promotions/${slug}?locale=${locale}`, {
    headers: { "site-code": siteCode },
  });
  return ((await res.json()) as { data: { title: string; id: string } }).data;
}

test("a promotion sent in a notification is accepted on the notifications page and shows in the header", async ({
  page,
}) => {
  test.slow();
  const t = await dictionary("base2", "en");
  const email = randomEmail();
  const { password } = await createPlayer("base2", { email });
  const gift = await promotion("base2", "free-credit");
  const title = `A present for ${email.slice(0, 12)}`;
  await operator("base2", "notify", {
    login: email,
    title,
    body: "Accept it and spin.",
    promotion: "free-credit",
  });

  await logIn(page, siteUrl("base2.localhost", "/login"), t, { email, password });
  // The account menu says how many notifications wait: "Account menu for …, 1 unread notifications".
  const unread = `, ${t["header.unread_notifications"]!.replace("[count]", "1")}`;
  const menu = page.locator(".account-menu summary");
  const named = (await menu.getAttribute("aria-label")) ?? "";
  expect(named.endsWith(unread)).toBe(true);
  await expect(page.getByTestId("balance-promo")).toHaveCount(0);

  await openPage(page, siteUrl("base2.localhost", "/account/notifications"));
  const note = page.getByTestId("notification").filter({ hasText: title });
  await expect(note).toContainText(gift.title);
  await note.getByRole("button", { name: `${t["notifications.accept"]}: ${gift.title}` }).click();
  await expect(note.getByText(t["notifications.state.accepted"]!, { exact: true })).toBeVisible();
  await expect(page.getByTestId("balance-promo")).toContainText("KSh 200");
  await expect(menu).toHaveAccessibleName(named.slice(0, -unread.length));

  // The bonus and its wagering progress on the overview.
  await openPage(page, siteUrl("base2.localhost", "/account/overview"));
  const bonus = page.getByTestId("bonus-progress");
  await expect(bonus).toContainText(gift.title);
  await expect(bonus).toContainText(
    t["bonus.progress"]!.replace("[wagered]", "KSh 0.00").replace("[required]", "KSh 600.00"),
  );
  await expect(page.getByTestId("overview-promo")).toContainText("KSh 200");
});

for (const site of [
  { host: "base2.localhost", siteCode: "base2", theme: "base2", locale: "fr" },
  { host: "localhost", siteCode: "drc-online", theme: "default", locale: "en" },
] as const) {
  test(`the promotions list and detail render on ${site.siteCode} in its theme`, async ({ page }) => {
    const t = await dictionary(site.siteCode, site.locale);
    const welcome = await promotion(site.siteCode, "welcome-bonus", site.locale);
    await page.context().addCookies([{ name: "locale", value: site.locale, url: siteUrl(site.host) }]);
    await openPage(page, siteUrl(site.host, "/promotions"));
    await expect(page.locator("html")).toHaveAttribute("data-theme", site.theme);
    await expect(page.locator(".promo-card")).toHaveCount(3);
    const art = page.locator(".promo-card__art").first();
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole("link", { name: `${t["promotions.more"]}: ${welcome.title}` }).click();
    await expect(page).toHaveURL(/\/promotions\/welcome-bonus$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(welcome.title);
    await expect(page.getByRole("heading", { name: t["promotions.terms"]! })).toBeVisible();
    await expect(page.getByRole("link", { name: t["promotions.login_to_claim"]! })).toBeVisible();
  });
}

test("a retention offer is its player's alone: another player gets the 404 page", async ({ page }) => {
  test.slow();
  const t = await dictionary("base4", "en");
  const owner = randomPhone();
  const other = randomPhone();
  const ownerLogin = await createPlayer("base4", { phone_number: owner, calling_code: "258" });
  const otherLogin = await createPlayer("base4", { phone_number: other, calling_code: "258" });
  const offer = await operator("base4", "retention-offer", {
    login: `258${owner}`,
    promotion: "we-miss-you",
  });
  const path = offer.path ?? "";
  expect(path).toMatch(/^\/promotions\/retention-offer\/[0-9a-f-]{36}$/);

  await logIn(page, siteUrl("base4.localhost", "/login"), t, { phone: other, password: otherLogin.password });
  const refused = await page.goto(siteUrl("base4.localhost", path));
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole("button", { name: t["offer.accept"]! })).toHaveCount(0);
  await openPage(page, siteUrl("base4.localhost", "/"));
  await logOut(page, t);

  await logIn(page, siteUrl("base4.localhost", "/login"), t, { phone: owner, password: ownerLogin.password });
  await openPage(page, siteUrl("base4.localhost", path));
  await page.getByRole("button", { name: t["offer.accept"]! }).click();
  await expect(page.locator(".promo-claim__success")).toContainText("MT 250");
  await expect(page.getByTestId("balance-promo")).toContainText("MT 250");
});

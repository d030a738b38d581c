import type { Page } from "@playwright/test";
import { depositByCard } from "./cashier.ts";
import { expect, test } from "./fixtures.ts";
import { createPlayer, logIn, logOut, openPage, randomEmail, randomPassword, randomPhone } from "./outbox.ts";
import { dictionary, PORT, siteUrl } from "./sites.ts";

const BASE2 = { host: "base2.localhost", area: "/account" as const };
const base2 = (path: string) => siteUrl(BASE2.host, path);

test.use({ viewport: { width: 1280, height: 900 } });

/** The rows of the rewards table, by their status. */
function rewardRows(page: Page, status: string) {
  return page.locator(`.referral-reward[data-status="${status}"]`);
}

test("a friend who registers from the share link and deposits earns the referrer one reward", async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  const t = await dictionary("base2", "en");
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base2("/").slice(0, -1) });

  // The referrer opens the referral page from the account menu and copies the share link.
  const referrer = { email: randomEmail() };
  const { password } = await createPlayer("base2", referrer);
  await logIn(page, base2("/login"), t, { ...referrer, password });
  await openPage(page, base2("/account/history"));
  await page.getByRole("link", { name: t["account.nav.referral"]!, exact: true }).first().click();
  await expect(page).toHaveURL(base2("/account/referral"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t["account.nav.referral"]!);
  const code = await page.getByLabel(t["referral.code.label"]!, { exact: true }).inputValue();
  expect(code).toMatch(/^[2-9A-Z]{8}$/);
  await page.getByRole("button", { name: t["referral.copy_link"]!, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: t["referral.copied"]! })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const shared = new URL(link);
  expect(shared.pathname + shared.search).toBe(`/register?ref=${code}`);
  await expect(rewardRows(page, "paid")).toHaveCount(0);

  // The friend, in a browser of their own, opens the link, looks around, and registers.
  const friendContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const friend = await friendContext.newPage();
  await openPage(friend, base2(shared.pathname + shared.search));
  const field = friend.getByLabel(t["auth.field.referral_code"]!, { exact: true });
  await expect(field).toHaveValue(code);
  await openPage(friend, base2("/"));
  await openPage(friend, base2("/register"));
  await expect(field).toHaveValue(code);
  const friendPassword = randomPassword();
  await friend.getByLabel(t["auth.field.email"]!, { exact: true }).fill(randomEmail());
  await friend.getByLabel(t["auth.field.full_name"]!, { exact: true }).fill("Neema Otieno");
  await friend.getByLabel(t["auth.field.password"]!, { exact: true }).fill(friendPassword);
  await friend.getByLabel(t["auth.field.confirm_password"]!, { exact: true }).fill(friendPassword);
  await friend.getByRole("checkbox", { name: t["auth.field.age_confirmed"]! }).check();
  await friend.getByRole("checkbox", { name: /terms/i }).check();
  await friend.getByRole("button", { name: t["auth.register.submit"]!, exact: true }).click();
  await expect(friend.locator(".account-menu")).toBeVisible();

  // Before any deposit the referrer sees the friend, waiting.
  await page.reload();
  await expect(page.locator(".referral-friend")).toHaveCount(1);
  await expect(page.locator(".referral-friend")).toContainText("Neema O.");
  await expect(rewardRows(page, "pending")).toHaveCount(1);

  await depositByCard(friend, BASE2, t, "20");
  await page.reload();
  await expect(rewardRows(page, "paid")).toHaveCount(1);
  await expect(rewardRows(page, "paid")).toContainText("KSh 50.00");
  await expect(page.getByTestId("balance-promo")).toContainText("KSh 50.00");
  await expect(page.getByTestId("balance-funds")).toContainText("KSh 0.00");

  // A refresh and the friend's second deposit pay nothing more.
  await depositByCard(friend, BASE2, t, "1500");
  await page.reload();
  await expect(rewardRows(page, "paid")).toHaveCount(1);
  await expect(page.locator(".referral-totals__amount")).toContainText("KSh 50.00");
  await expect(page.getByTestId("balance-promo")).toContainText("KSh 50.00");
  await expect(page.getByTestId("balance-funds")).toContainText("KSh 0.00");
  await friendContext.close();
});

test("the referral page on a phone, in the /users area", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const t = await dictionary("base3", "en");
  const phone = randomPhone();
  const { password } = await createPlayer("base3", { phone_number: phone, calling_code: "256" });
  await logIn(page, siteUrl("base3.localhost", "/login"), t, { phone, password });
  await openPage(page, siteUrl("base3.localhost", "/users/referral"));
  await expect(page.getByRole("heading", { name: t["referral.steps.title"]!, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: t["referral.rules.title"]!, exact: true })).toBeVisible();
  await expect(page.getByText(t["referral.friends.empty"]!, { exact: true })).toBeVisible();
  const link = await page.getByLabel(t["referral.link.label"]!, { exact: true }).inputValue();
  expect(new URL(link).pathname).toBe("/register");
});

/** The commands the site gave the push script; the demo loads none, so they wait in its queue. */
type PushWindow = Window & { dengage?: { q?: unknown[][] } };
const pushCalls = (page: Page) => page.evaluate(() => (window as PushWindow).dengage?.q ?? []);

test("the push script gets a logged-in player's contact key, nothing for visitors, a clear on logout", async ({
  page,
}) => {
  const failures: string[] = [];
  // A navigation aborts the previous page's prefetches; those are not network errors.
  page.on("requestfailed", (request) => {
    if (!request.failure()?.errorText.includes("ERR_ABORTED")) failures.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") failures.push(message.text());
  });
  const t = await dictionary("base4", "en");
  const base4 = (path: string) => siteUrl("base4.localhost", path);

  await openPage(page, base4("/"));
  await expect.poll(() => pushCalls(page)).toEqual([]);

  const phone = randomPhone();
  const { password, token } = await createPlayer("base4", { phone_number: phone, calling_code: "258" });
  const res = await fetch(`http://127.0.0.1:${PORT}/api/user/contact-key`, {
    headers: { "site-code": "base4", authorization: `Bearer ${token}` },
  });
  const key = ((await res.json()) as { data: { contact_key: string } }).data.contact_key;
  expect(key).toMatch(/^[0-9a-f]{32}$/);

  await logIn(page, base4("/login"), t, { phone, password });
  await expect.poll(() => pushCalls(page)).toContainEqual(["setContactKey", key]);
  await openPage(page, base4("/users/history"));
  await expect.poll(() => pushCalls(page)).toEqual([["setContactKey", key]]);

  await logOut(page, t);
  await expect.poll(() => pushCalls(page)).toContainEqual(["setContactKey", null]);
  await openPage(page, base4("/"));
  await expect.poll(() => pushCalls(page)).toEqual([]);
  expect(failures).toEqual([]);
});

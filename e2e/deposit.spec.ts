import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createPlayer, latestCode, logIn, openPage, randomEmail, randomPhone } from "./outbox.ts";
import { dictionary, PORT, siteUrl } from "./sites.ts";

const API = `http://127.0.0.1:${PORT}`;

/**
 * Two demo sites with other currencies, themes and account areas: base2 (KES, email accounts,
 * /account) and base4 (MZN, phone accounts, /users). Every deposit goes through the sandbox
 * gateways: the card's hosted page and mobile money's code in the outbox.
 */
const SITES = [
  { host: "base2.localhost", siteCode: "base2", callingCode: "254", symbol: "KSh", area: "/account" },
  { host: "base4.localhost", siteCode: "base4", callingCode: "258", symbol: "MT", area: "/users" },
] as const;
type Site = (typeof SITES)[number];

interface Player {
  token: string;
  phone: string | null;
  t: Record<string, string>;
}

/** A new player of the site, logged in in `page`. base2 players have an email and no phone. */
async function newPlayer(page: Page, site: Site): Promise<Player> {
  const t = await dictionary(site.siteCode, "en");
  if (site.siteCode === "base2") {
    const email = randomEmail();
    const { password, token } = await createPlayer(site.siteCode, { email });
    await logIn(page, siteUrl(site.host, "/login"), t, { email, password });
    return { token, phone: null, t };
  }
  const phone = randomPhone();
  const { password, token } = await createPlayer(site.siteCode, {
    phone_number: phone,
    calling_code: site.callingCode,
  });
  await logIn(page, siteUrl(site.host, "/login"), t, { phone, password });
  return { token, phone, t };
}

async function api<T>(site: Site, token: string, path: string): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    headers: { "site-code": site.siteCode, authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: T }).data;
}

async function gatewayName(site: Site, token: string, method: "card" | "mobile_money"): Promise<string> {
  const gateways = await api<{ name: string; method: string }[]>(site, token, "/api/user/gateways-deposit");
  const gateway = gateways.find((item) => item.method === method);
  if (!gateway) throw new Error(`${site.siteCode} offers no ${method} deposit`);
  return gateway.name;
}

/** Fills the deposit form (method and amount) on the site's deposit page. */
async function fillDeposit(
  page: Page,
  site: Site,
  player: Player,
  method: "card" | "mobile_money",
  amount: string,
) {
  await openPage(page, siteUrl(site.host, `${site.area}/deposit`));
  const name = await gatewayName(site, player.token, method);
  await page.getByRole("radio", { name: new RegExp(name.replace(/[/]/g, "\\/")) }).check();
  await page.getByLabel(player.t["deposit.amount"]!, { exact: true }).fill(amount);
}

async function submitDeposit(page: Page, player: Player) {
  await page.getByRole("button", { name: player.t["deposit.submit"]!, exact: true }).click();
}

/** On the sandbox's hosted card page: pays with `card`. */
async function payByCard(page: Page, card: string) {
  await expect(page).toHaveURL(/\/sandbox-pay\/checkout\//);
  await page.locator("#card_number").fill(card);
  await page.locator("#card_expiry").fill("12/39");
  await page.locator("#card_cvc").fill("123");
  await page.locator("#card_holder").fill("Test Player");
  await page.getByRole("button", { name: /^Pay / }).click();
}

const funds = (page: Page) => page.getByTestId("balance-funds");

for (const site of SITES) {
  test(`${site.siteCode}: a new player deposits 100 by card and the header shows 100.00`, async ({
    page,
  }) => {
    const player = await newPlayer(page, site);
    await expect(funds(page)).toContainText("0.00");
    await fillDeposit(page, site, player, "card", "100");
    await submitDeposit(page, player);
    await payByCard(page, "4242 4242 4242 4242");

    // Back from the gateway: the result page, maybe the waiting page, then the outcome.
    await expect(page).toHaveURL(new RegExp(`${site.area}/deposit/status/success\\?payment=`), {
      timeout: 20_000,
    });
    await expect(
      page.getByRole("heading", { name: player.t["deposit.outcome.success.title"]! }),
    ).toBeVisible();
    await expect(page.locator(".deposit-receipt")).toContainText(`${site.symbol} 100.00`);
    await expect(funds(page)).toContainText("100.00");
  });

  test(`${site.siteCode}: a mobile-money deposit is confirmed with the code texted to the phone`, async ({
    page,
  }) => {
    const player = await newPlayer(page, site);
    await fillDeposit(page, site, player, "mobile_money", "250");
    const phone = player.phone ?? randomPhone();
    const phoneField = page.getByLabel(player.t["deposit.phone"]!, { exact: true });
    // The player's own number is the default; an email player types one.
    if (player.phone) await expect(phoneField).toHaveValue(player.phone);
    else await phoneField.fill(phone);
    await submitDeposit(page, player);

    await expect(page).toHaveURL(/\/account\/deposit\/otp\?payment=/);
    await expect(page.locator(".deposit-card")).toContainText(
      `+${site.callingCode} ${phone.replace(/^0/, "")}`,
    );
    const codeField = page.getByLabel(player.t["deposit.otp.label"]!, { exact: true });
    const code = await latestCode(`${site.callingCode}${phone.replace(/^0/, "")}`, site.siteCode);
    await codeField.fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: player.t["deposit.otp.submit"]!, exact: true }).click();
    await expect(codeField).toHaveAttribute("aria-invalid", "true");
    await expect(funds(page)).toContainText("0.00");

    await codeField.fill(code);
    await page.getByRole("button", { name: player.t["deposit.otp.submit"]!, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${site.area}/deposit/status/success\\?payment=`));
    await expect(funds(page)).toContainText("250.00");
  });
}

test("a declined card leaves the balance as it was and shows the failed page", async ({ page }) => {
  const site = SITES[1];
  const player = await newPlayer(page, site);
  await fillDeposit(page, site, player, "card", "100");
  await submitDeposit(page, player);
  await payByCard(page, "4000 0000 0000 0002");
  await expect(page).toHaveURL(new RegExp(`${site.area}/deposit/status/failed\\?payment=`), {
    timeout: 20_000,
  });
  await expect(page.getByRole("heading", { name: player.t["deposit.outcome.failed.title"]! })).toBeVisible();
  await expect(page.locator(".deposit-receipt")).toContainText(player.t["deposit.reason.declined"]!);
  await expect(page.getByRole("link", { name: player.t["deposit.try_again"]!, exact: true })).toBeVisible();
  await expect(funds(page)).toContainText("0.00");
});

test("limits set before the first deposit refuse a deposit over them, saying what is still allowed", async ({
  page,
}) => {
  const site = SITES[0];
  const player = await newPlayer(page, site);
  const t = player.t;
  await openPage(page, siteUrl(site.host, `${site.area}/deposit`));
  const offer = page.getByRole("region", { name: t["limits.offer.title"]! });
  await expect(offer).toBeVisible();
  await offer.getByText(t["limits.offer.set"]!, { exact: true }).click();
  await offer.getByLabel(t["limits.day"]!, { exact: true }).fill("150");
  await offer.getByRole("button", { name: t["limits.submit"]!, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: t["limits.saved"]! })).toBeVisible();
  await expect(offer).toHaveCount(0);

  // 100 started (pending at the gateway counts against the limit), then 60 more is too much.
  await fillDeposit(page, site, player, "card", "100");
  await submitDeposit(page, player);
  await expect(page).toHaveURL(/\/sandbox-pay\/checkout\//);
  await fillDeposit(page, site, player, "card", "60");
  await submitDeposit(page, player);
  const amount = page.getByLabel(t["deposit.amount"]!, { exact: true });
  await expect(amount).toHaveAccessibleDescription(
    new RegExp(t["deposit.error.limit_day"]!.replace("[amount]", "KSh 50.00").replace(/[.?]/g, "\\$&")),
  );
  await expect(amount).toHaveValue("60");

  // The safer-gambling tab shows the limit and what the day has used.
  await openPage(page, siteUrl(site.host, "/account/settings?tab=safer-gambling"));
  const day = page.getByLabel(t["limits.day"]!, { exact: true });
  await expect(day).toHaveValue("150.00");
  await expect(day).toHaveAccessibleDescription(t["limits.used_day"]!.replace("[amount]", "KSh 100.00"));
});

test("the status page shows a visitor, or another player, nothing private", async ({ page, browser }) => {
  const site = SITES[0];
  const player = await newPlayer(page, site);
  await fillDeposit(page, site, player, "card", "100");
  await submitDeposit(page, player);
  await payByCard(page, "4000 0000 0000 0002");
  await expect(page).toHaveURL(/\/deposit\/status\/failed\?payment=/, { timeout: 20_000 });
  const statusUrl = page.url();
  const paymentId = new URL(statusUrl).searchParams.get("payment")!;
  const card = await gatewayName(site, player.token, "card");

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  // The gateway's return address, opened by someone whose session has ended.
  await openPage(visitor, siteUrl(site.host, `/account/deposit/result?payment=${paymentId}`));
  await expect(visitor).toHaveURL(siteUrl(site.host, "/account/deposit/status"));
  await expect(
    visitor.getByRole("heading", { level: 2, name: player.t["deposit.outcome.unknown.title"]! }),
  ).toBeVisible();
  await openPage(visitor, statusUrl);
  await expect(
    visitor.getByRole("heading", { level: 2, name: player.t["deposit.outcome.failed.title"]! }),
  ).toBeVisible();
  for (const secret of ["100.00", card, player.t["deposit.reason.declined"]!])
    await expect(visitor.locator("main")).not.toContainText(secret);
  await expect(
    visitor.getByRole("link", { name: player.t["header.login"]!, exact: true }).last(),
  ).toBeVisible();
  await visitorContext.close();

  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await newPlayer(stranger, site);
  await openPage(stranger, statusUrl);
  await expect(stranger.locator(".deposit-outcome")).toBeVisible();
  await expect(stranger.locator(".deposit-receipt")).toHaveCount(0);
  await expect(stranger.locator("main")).not.toContainText(card);
  await strangerContext.close();
});

test("a double-submitted deposit form, or a retried post, makes one payment", async ({ page }) => {
  const site = SITES[1];
  const player = await newPlayer(page, site);
  await fillDeposit(page, site, player, "card", "100");
  const form = page.locator("form.deposit-form");
  const fields = Object.fromEntries(
    await form.evaluate((element: HTMLFormElement) =>
      Array.from(element.querySelectorAll<HTMLInputElement>("input[name]"))
        .filter((input) => (input.type !== "radio" && input.type !== "checkbox") || input.checked)
        .map((input) => [input.name, input.value]),
    ),
  ) as Record<string, string>;

  // The same form posted twice at once, as a double tap or a browser retry would. Node does not
  // resolve *.localhost as Chromium does: the post goes to the loopback address with the site's Host.
  const cookie = (await page.context().cookies(siteUrl(site.host)))
    .map(({ name, value }) => `${name}=${value}`)
    .join("; ");
  const [first, second] = await Promise.all(
    [0, 1].map(() =>
      page.request.post(`${API}${site.area}/deposit`, {
        headers: { host: `${site.host}:${PORT}`, cookie },
        form: { ...fields, intent: "deposit" },
        maxRedirects: 0,
      }),
    ),
  );
  expect(first!.status()).toBe(302);
  expect(second!.headers().location).toBe(first!.headers().location);
  expect(first!.headers().location).toMatch(/\/sandbox-pay\/checkout\//);

  // And a double click on the button itself.
  await page.getByRole("button", { name: player.t["deposit.submit"]!, exact: true }).dblclick();
  await expect(page).toHaveURL(first!.headers().location!);

  const limits = await api<{ period: string; used: string }[]>(
    site,
    player.token,
    "/api/user/deposit-limits",
  );
  expect(limits.find((limit) => limit.period === "day")?.used).toBe("100.00");
});

test("a card that pays a few seconds later is followed on the waiting page until it lands", async ({
  page,
}) => {
  const site = SITES[0];
  const player = await newPlayer(page, site);
  await fillDeposit(page, site, player, "card", "75");
  await submitDeposit(page, player);
  await payByCard(page, "4000 0000 0000 0077");
  // Spec §4/§9: once it lands the balance is fetched again, and once more 1.5 s later if unchanged.
  const balanceFetches: number[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/account/balance")) balanceFetches.push(Date.now());
  });
  await expect(page).toHaveURL(/\/account\/deposit\/pending\?payment=/);
  await expect(
    page.getByRole("heading", { level: 2, name: player.t["deposit.outcome.pending.title"]! }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${site.area}/deposit/status/success\\?payment=`), {
    timeout: 30_000,
  });
  await expect(funds(page)).toContainText("75.00");
  await expect.poll(() => balanceFetches.length, { timeout: 5_000 }).toBe(2);
  expect(balanceFetches[1]! - balanceFetches[0]!).toBeGreaterThanOrEqual(1_400);
  await page.waitForTimeout(2_000);
  expect(balanceFetches).toHaveLength(2);
});

test("without JavaScript a player deposits by card and the waiting page reloads itself", async ({
  browser,
}) => {
  const site = SITES[1];
  const t = await dictionary(site.siteCode, "en");
  const phone = randomPhone();
  const { password } = await createPlayer(site.siteCode, {
    phone_number: phone,
    calling_code: site.callingCode,
  });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl(site.host, "/login"));
  await page.getByLabel(t["auth.field.phone_number"]!, { exact: true }).fill(phone);
  await page.getByLabel(t["auth.field.password"]!, { exact: true }).fill(password);
  await page.getByRole("button", { name: t["auth.login.submit"]!, exact: true }).click();
  await expect(page.locator(".account-menu")).toBeVisible();

  await page.goto(siteUrl(site.host, `${site.area}/deposit`));
  await page.getByRole("radio", { name: /Visa/ }).check();
  await page.getByLabel(t["deposit.amount"]!, { exact: true }).fill("5");
  await page.getByRole("button", { name: t["deposit.submit"]!, exact: true }).click();
  // Refused by the site's minimum, next to the field, with the amount kept.
  const amount = page.getByLabel(t["deposit.amount"]!, { exact: true });
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(amount).toHaveValue("5");
  await amount.fill("40");
  await page.getByRole("button", { name: t["deposit.submit"]!, exact: true }).click();
  await payByCard(page, "4000 0000 0000 0077");
  // Spec §4/§9: once it lands the balance is fetched again, and once more 1.5 s later if unchanged.
  const balanceFetches: number[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/account/balance")) balanceFetches.push(Date.now());
  });
  await expect(page).toHaveURL(/\/account\/deposit\/pending\?payment=/);
  await expect(page).toHaveURL(new RegExp(`${site.area}/deposit/status/success\\?payment=`), {
    timeout: 30_000,
  });
  await expect(funds(page)).toContainText("40.00");
  await context.close();
});

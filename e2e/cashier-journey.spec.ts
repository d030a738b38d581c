import type { Page } from "@playwright/test";
import { payByCard, randomAccount } from "./cashier.ts";
import { expect, test } from "./fixtures.ts";
import { latestCode, openPage, randomEmail, randomPassword, randomPhone } from "./outbox.ts";
import { dictionary, siteUrl } from "./sites.ts";

/*
 * Issue 7's journey, as one new player walks it from registration, on two demo sites with other
 * currencies, themes, account areas and ways of registering: register → deposit 100 by card →
 * the header shows 100.00 → a declined card changes nothing → mobile money confirmed by its code
 * → withdraw 40 → pending, then paid → history shows each movement and filters them → a voucher
 * credits once → a deposit over the player's own limit is refused.
 */

const SITES = [
  {
    host: "base2.localhost",
    siteCode: "base2",
    callingCode: "254",
    symbol: "KSh",
    area: "/account",
    voucher: "SAVANNA-VOUCHER-4",
    voucherTo: "promo",
  },
  {
    host: "base4.localhost",
    siteCode: "base4",
    callingCode: "258",
    symbol: "MT",
    area: "/users",
    voucher: "LOTTO-VOUCHER-2",
    voucherTo: "cash",
  },
] as const;

type T = Record<string, string>;

async function register(page: Page, site: (typeof SITES)[number], t: T): Promise<string> {
  const password = randomPassword();
  const phone = randomPhone();
  await openPage(page, siteUrl(site.host, "/register"));
  if (site.siteCode === "base2") {
    await page.getByLabel(t["auth.field.email"]!, { exact: true }).fill(randomEmail());
  } else {
    await page.getByLabel(t["auth.field.phone_number"]!, { exact: true }).fill(phone);
  }
  await page.getByLabel(t["auth.field.password"]!, { exact: true }).fill(password);
  await page.getByLabel(t["auth.field.confirm_password"]!, { exact: true }).fill(password);
  await page.getByRole("checkbox", { name: t["auth.field.age_confirmed"]! }).check();
  await page.getByRole("checkbox", { name: /terms/i }).check();
  await page.getByRole("button", { name: t["auth.register.submit"]!, exact: true }).click();
  await expect(page.locator(".account-menu")).toBeVisible();
  return phone;
}

async function deposit(page: Page, site: (typeof SITES)[number], t: T, method: RegExp, amount: string) {
  await openPage(page, siteUrl(site.host, `${site.area}/deposit`));
  await page.getByRole("radio", { name: method }).check();
  await page.getByLabel(t["deposit.amount"]!, { exact: true }).fill(amount);
}

for (const site of SITES) {
  test(`${site.siteCode}: a new player's money, from registration to history`, async ({ page }) => {
    test.slow();
    const t = await dictionary(site.siteCode, "en");
    const funds = page.getByTestId("balance-funds");
    const submit = () => page.getByRole("button", { name: t["deposit.submit"]!, exact: true }).click();
    const phone = await register(page, site, t);
    await expect(funds).toContainText(`${site.symbol} 0.00`);

    // 100 by card, on the provider's own page.
    await deposit(page, site, t, /Visa/, "100");
    await submit();
    await payByCard(page, "4242 4242 4242 4242");
    await expect(page).toHaveURL(new RegExp(`${site.area}/deposit/status/success`), { timeout: 20_000 });
    await expect(funds).toContainText(`${site.symbol} 100.00`);

    // A declined card: the failed page, the balance as it was.
    await deposit(page, site, t, /Visa/, "50");
    await submit();
    await payByCard(page, "4000 0000 0000 0002");
    await expect(page).toHaveURL(new RegExp(`${site.area}/deposit/status/failed`), { timeout: 20_000 });
    await expect(funds).toContainText(`${site.symbol} 100.00`);

    // 30 by mobile money, confirmed with the code texted to the phone.
    await deposit(page, site, t, /M-Pesa/, "30");
    const phoneField = page.getByLabel(t["deposit.phone"]!, { exact: true });
    if (site.siteCode === "base2") await phoneField.fill(phone);
    await submit();
    await expect(page).toHaveURL(/\/account\/deposit\/otp\?payment=/);
    const code = await latestCode(`${site.callingCode}${phone}`, site.siteCode);
    await page.getByLabel(t["deposit.otp.label"]!, { exact: true }).fill(code);
    await page.getByRole("button", { name: t["deposit.otp.submit"]!, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${site.area}/deposit/status/success`));
    await expect(funds).toContainText(`${site.symbol} 130.00`);

    // Withdraw 40 to a bank account: held at once, pending, then paid.
    await openPage(page, siteUrl(site.host, `${site.area}/withdraw`));
    await page.locator("label.pay-method", { has: page.locator('[data-payout-method="bank"]') }).click();
    await page.getByLabel(t["recipient.field.bank"]!, { exact: true }).selectOption({ index: 1 });
    await page.getByLabel(t["recipient.field.account_number"]!, { exact: true }).fill(randomAccount());
    await page.getByLabel(t["recipient.field.account_name"]!, { exact: true }).fill("New Player");
    await page.getByLabel(t["withdraw.field.amount"]!, { exact: true }).fill("40");
    await page.getByLabel(t["withdraw.field.confirm_final"]!).check();
    await page.getByRole("button", { name: t["withdraw.submit"]!, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${site.area}/withdraw/status/(pending|success)`));
    await expect(funds).toContainText(`${site.symbol} 90.00`);
    await expect(page).toHaveURL(new RegExp(`${site.area}/withdraw/status/success`), { timeout: 30_000 });

    // History: both deposits, the failed one left out, the withdrawal; filtered by type.
    await openPage(page, siteUrl(site.host, `${site.area}/history`));
    const rows = page.locator(".history-row");
    await expect(rows).toHaveCount(3);
    await expect(page.locator('.history-row[data-type="deposit"]')).toHaveCount(2);
    await expect(page.locator('.history-row[data-type="withdrawal_hold"]')).toContainText(
      `-${site.symbol} 40.00`,
    );
    await page
      .getByLabel(t["history.filters.type"]!, { exact: true })
      .selectOption({ label: t["wallet.type.deposit"]! });
    await page.getByRole("button", { name: t["history.filters.apply"]!, exact: true }).click();
    await expect(page).toHaveURL(/transaction_description_id=deposit/);
    await expect(rows).toHaveCount(2);

    // A voucher credits once; the second try is told why.
    await openPage(page, siteUrl(site.host, "/account/add-voucher"));
    const voucher = page.getByLabel(t["voucher.field"]!, { exact: true });
    await voucher.fill(site.voucher);
    await page.getByRole("button", { name: t["voucher.submit"]!, exact: true }).click();
    await expect(page.locator(".credit-code__success")).toContainText(t[`credit.to.${site.voucherTo}`]!);
    await voucher.fill(site.voucher);
    await page.getByRole("button", { name: t["voucher.submit"]!, exact: true }).click();
    await expect(page.locator(".field__error")).toHaveText(t["voucher.error.used_by_you"]!);

    // A 24-hour limit of 150 after 130 deposited today: 50 more is refused, 20 is what is left.
    await openPage(page, siteUrl(site.host, `${site.area}/settings?tab=safer-gambling`));
    await page.getByLabel(t["limits.day"]!, { exact: true }).fill("150");
    await page.getByRole("button", { name: t["limits.submit"]!, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: t["limits.saved"]! })).toBeVisible();
    await deposit(page, site, t, /Visa/, "50");
    await submit();
    const refusal = t["deposit.error.limit_day"]!.replace("[amount]", `${site.symbol} 20.00`);
    await expect(page.getByLabel(t["deposit.amount"]!, { exact: true })).toHaveAccessibleDescription(
      new RegExp(refusal.replace(/[.?()]/g, "\\$&")),
    );
    await expect(funds).toContainText(
      site.voucherTo === "cash" ? `${site.symbol} 190.00` : `${site.symbol} 90.00`,
    );
  });
}

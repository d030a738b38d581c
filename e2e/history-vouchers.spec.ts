import { fundWithVoucher, payoutGateway, randomAccount, withdrawByApi } from "./cashier.ts";
import { expect, test } from "./fixtures.ts";
import { createPlayer, logIn, openPage, randomEmail, randomPhone } from "./outbox.ts";
import { dictionary, settings, siteUrl } from "./sites.ts";

/*
 * Vouchers, promotion codes and the account history (spec §2 add-voucher, promotion-code, history;
 * §7 addVoucher, add-promotion-code, history, transactionType; §9 pages of 10, YYYY/MM/DD). Each
 * demo voucher credits once per server run, so every journey uses its own. Each journey loads many
 * pages: test.slow() gives it room on a busy machine.
 */

const base2 = (path: string) => siteUrl("base2.localhost", path);
const base3 = (path: string) => siteUrl("base3.localhost", path);

test("a voucher credits once, the header balance shows it, and a second try is told why", async ({
  page,
}) => {
  test.slow();
  const t = await dictionary("base3", "en");
  const phone = randomPhone();
  const { password } = await createPlayer("base3", { phone_number: phone, calling_code: "256" });
  await logIn(page, base3("/login"), t, { phone, password });
  await openPage(page, base3("/account/add-voucher"));

  const code = page.getByLabel(t["voucher.field"]!, { exact: true });
  await code.fill("no-such-voucher");
  await page.getByRole("button", { name: t["voucher.submit"]!, exact: true }).click();
  await expect(page.locator(".field__error")).toHaveText(t["voucher.error.invalid"]!);

  await code.fill("nile-voucher-1");
  await page.getByRole("button", { name: t["voucher.submit"]!, exact: true }).click();
  const credited = page.locator(".credit-code__success");
  await expect(credited).toContainText(t["credit.to.cash"]!);
  await expect(credited).toContainText("USh 10,000");
  await expect(page.getByTestId("balance-funds")).toContainText("USh 10,000");
  await expect(code).toHaveValue("");

  await code.fill("NILE-VOUCHER-1");
  await page.getByRole("button", { name: t["voucher.submit"]!, exact: true }).click();
  await expect(page.locator(".field__error")).toHaveText(t["voucher.error.used_by_you"]!);
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("balance-funds")).toContainText("USh 10,000");
});

test("a promotion code credits promo credit once, which is never withdrawable", async ({ page }) => {
  test.slow();
  const t = await dictionary("base2", "en");
  const email = randomEmail();
  const { password } = await createPlayer("base2", { email });
  await logIn(page, base2("/login"), t, { email, password });

  await openPage(page, base2("/account/history"));
  await expect(page.getByText(t["history.empty.title"]!)).toBeVisible();

  await openPage(page, base2("/account/promotion-code"));
  const code = page.getByLabel(t["promotion_code.field"]!, { exact: true });
  await code.fill("karibu50");
  await page.getByRole("button", { name: t["promotion_code.submit"]!, exact: true }).click();
  await expect(page.locator(".credit-code__success")).toContainText(t["credit.to.promo"]!);
  await expect(page.getByTestId("balance-promo")).toContainText("KSh 50.00");

  await code.fill("KARIBU50");
  await page.getByRole("button", { name: t["promotion_code.submit"]!, exact: true }).click();
  await expect(page.locator(".field__error")).toHaveText(t["promotion_code.error.used_by_you"]!);
  await expect(page.getByTestId("balance-promo")).toContainText("KSh 50.00");

  await openPage(page, base2("/account/withdraw"));
  await expect(page.getByTestId("withdrawable")).toContainText("KSh 0.00");
  await expect(page.getByText(t["withdraw.nothing"]!)).toBeVisible();

  await openPage(page, base2("/account/history"));
  const row = page.locator('.history-row[data-type="promotion_code"]');
  await expect(row).toContainText(t["history.balance.promo"]!);
  await expect(row).toContainText("+KSh 50.00");
});

test("history pages by 10 and filters by type and date, as bookmarkable URLs", async ({ page }) => {
  test.slow();
  const t = await dictionary("base2", "en");
  const email = randomEmail();
  const { password, token } = await createPlayer("base2", { email });
  await fundWithVoucher("base2", token, "SAVANNA-VOUCHER-3");
  const bank = await payoutGateway("base2", token, "bank");
  const { banks } = (await settings("base2.localhost")) as unknown as { banks: { code: string }[] };
  const recipient = {
    method: "bank",
    bank_code: banks[0]!.code,
    account_number: randomAccount(),
    account_name: "Amani Otieno",
  };
  for (let count = 0; count < 10; count++) {
    await withdrawByApi("base2", token, { amount: "10", gateway_id: bank.id, recipient });
  }
  await logIn(page, base2("/login"), t, { email, password });

  // 11 movements: the voucher and 10 holds, newest first, 10 a page.
  await openPage(page, base2("/account/history"));
  const rows = page.locator(".history-row");
  await expect(rows).toHaveCount(10);
  await expect(
    page.getByText(t["history.pager.status"]!.replace("[page]", "1").replace("[pages]", "2"), {
      exact: true,
    }),
  ).toBeVisible();
  await expect(rows.first().locator("time")).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  // The days of the movements as the page shows them (the site's time zone), so the date filter below
  // holds when the test runs across midnight there.
  const days = (await rows.locator("time").allTextContents()).map(shownDay);
  await page.getByRole("link", { name: t["history.pager.next"]!, exact: true }).click();
  await expect(page).toHaveURL(base2("/account/history?page=2"));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute("data-type", "voucher");
  days.push(shownDay((await rows.first().locator("time").textContent()) ?? ""));
  await expect(
    page.getByText(t["history.pager.status"]!.replace("[page]", "2").replace("[pages]", "2"), {
      exact: true,
    }),
  ).toBeVisible();
  await page.getByRole("link", { name: t["history.pager.previous"]!, exact: true }).click();
  await expect(rows).toHaveCount(10);

  // By type: the select lists the API's types in the player's language.
  await page
    .getByLabel(t["history.filters.type"]!, { exact: true })
    .selectOption({ label: t["wallet.type.voucher"]! });
  await page.getByRole("button", { name: t["history.filters.apply"]!, exact: true }).click();
  await expect(page).toHaveURL(/transaction_description_id=voucher/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("+KSh 100.00");

  // By date, in the site's time zone: today holds them all, a range ending yesterday none.
  const newestDay = days[0]!;
  const beforeOldest = dayBefore(days.at(-1)!);
  await openPage(page, base2(`/account/history?date_from=${newestDay}&date_to=${newestDay}`));
  await expect(rows).toHaveCount(Math.min(10, days.filter((day) => day === newestDay).length));
  await expect(page.getByLabel(t["history.filters.date_from"]!, { exact: true })).toHaveValue(newestDay);
  await page.getByLabel(t["history.filters.date_from"]!, { exact: true }).fill("");
  await page.getByLabel(t["history.filters.date_to"]!, { exact: true }).fill(beforeOldest);
  await page.getByRole("button", { name: t["history.filters.apply"]!, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`date_to=${beforeOldest}`));
  await expect(page.getByText(t["history.empty.filtered"]!)).toBeVisible();
  await page.getByRole("link", { name: t["history.filters.clear"]!, exact: true }).click();
  await expect(page).toHaveURL(base2("/account/history"));
  await expect(rows).toHaveCount(10);
});

/** "2026/11/23 21:04" as shown in a history row → "2026-11-23". */
function shownDay(shown: string): string {
  return shown.trim().slice(0, 10).replaceAll("/", "-");
}

/** The calendar day before "2026-11-23" → "2026-11-22" (date arithmetic in UTC, free of zones). */
function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

import type { Page } from "@playwright/test";
import { fundWithVoucher, randomAccount } from "./cashier.ts";
import { expect, test } from "./fixtures.ts";
import { createPlayer, logIn, openPage, randomEmail, randomPhone } from "./outbox.ts";
import { dictionary, siteUrl } from "./sites.ts";

/*
 * Withdrawals as a new player walks them (spec §2 withdraw, withdraw/status, banking details; §4
 * outcomes). Payouts go through the demo's sandbox bank and mobile money, which pay a moment later;
 * an account or number ending in 0000 is refused. Each demo voucher credits once per server run.
 * Each journey loads many pages and waits for payouts: test.slow() gives it room on a busy machine.
 */

const base2 = (path: string) => siteUrl("base2.localhost", path);
const base4 = (path: string) => siteUrl("base4.localhost", path);

type T = Record<string, string>;

async function newBase2Player(t: T, page: Page, voucher: string) {
  const email = randomEmail();
  const { password, token } = await createPlayer("base2", { email });
  await fundWithVoucher("base2", token, voucher);
  await logIn(page, base2("/login"), t, { email, password });
}

async function newBase4Player(t: T, page: Page, voucher?: string) {
  const phone = randomPhone();
  const { password, token } = await createPlayer("base4", { phone_number: phone, calling_code: "258" });
  if (voucher) await fundWithVoucher("base4", token, voucher);
  await logIn(page, base4("/login"), t, { phone, password });
}

/** Fills the amount, confirms that a withdrawal cannot be taken back, and sends it. */
async function request(page: Page, t: T, amount: string) {
  await page.getByLabel(t["withdraw.field.amount"]!, { exact: true }).fill(amount);
  await page.getByLabel(t["withdraw.field.confirm_final"]!).check();
  await page.getByRole("button", { name: t["withdraw.submit"]!, exact: true }).click();
}

async function newBankRecipient(page: Page, t: T, account: string) {
  await page.locator("label.pay-method", { has: page.locator('[data-payout-method="bank"]') }).click();
  await page.getByLabel(t["recipient.field.bank"]!, { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(t["recipient.field.account_number"]!, { exact: true }).fill(account);
  await page.getByLabel(t["recipient.field.account_name"]!, { exact: true }).fill("Amani Otieno");
}

test("base2 (KES): 40 to a new bank account is held at once, then paid; history shows the hold", async ({
  page,
}) => {
  test.slow();
  const t = await dictionary("base2", "en");
  await newBase2Player(t, page, "SAVANNA-VOUCHER-1");
  await openPage(page, base2("/account/withdraw"));
  await expect(page.getByTestId("withdrawable")).toContainText("100.00");
  await expect(page.getByText(t["withdraw.summary.promo_note"]!)).toBeVisible();

  // The amount alone is not enough: the player confirms the request is final.
  const account = randomAccount();
  await newBankRecipient(page, t, account);
  await page.getByLabel(t["recipient.field.save"]!).check();
  await page.getByLabel(t["withdraw.field.amount"]!, { exact: true }).fill("40");
  await page.getByRole("button", { name: t["withdraw.submit"]!, exact: true }).click();
  await expect(page.getByText(t["withdraw.error.confirm"]!)).toBeVisible();
  await page.getByLabel(t["withdraw.field.confirm_final"]!).check();
  await page.getByRole("button", { name: t["withdraw.submit"]!, exact: true }).click();

  await expect(page).toHaveURL(/\/account\/withdraw\/status\/(pending|success)\?payment=/);
  await expect(page.getByTestId("balance-funds")).toContainText("60.00");
  // The pending page checks again by itself until the sandbox bank has paid.
  await expect(page).toHaveURL(/\/account\/withdraw\/status\/success\?payment=/, { timeout: 30_000 });
  await expect(page.getByText(t["withdraw.status.success.title"]!)).toBeVisible();
  await expect(page.locator(".cashier-facts")).toContainText(`••••${account.slice(-4)}`);
  await expect(page.getByTestId("payment-amount")).toContainText("40.00");

  await page.getByRole("link", { name: t["withdraw.status.history"]!, exact: true }).click();
  const hold = page.locator('.history-row[data-type="withdrawal_hold"]');
  await expect(hold).toHaveCount(1);
  await expect(hold).toContainText("-KSh 40.00");
  await expect(hold).toContainText("60.00");
  // The hold's link leads to where the payout stands: paid.
  await hold.getByRole("link").click();
  await expect(page).toHaveURL(/\/account\/withdraw\/status\/success\?payment=/);

  await openPage(page, base2("/account/withdraw"));
  await expect(page.getByTestId("withdrawable")).toContainText("60.00");
  await expect(page.getByTestId("pending-withdrawals")).toContainText("0.00");
});

test("base2: a payout to an account ending in 0000 fails and the money comes back", async ({ page }) => {
  test.slow();
  const t = await dictionary("base2", "en");
  await newBase2Player(t, page, "SAVANNA-VOUCHER-2");
  await openPage(page, base2("/account/withdraw"));
  await newBankRecipient(page, t, "1234560000");
  await request(page, t, "40");
  await expect(page).toHaveURL(/\/account\/withdraw\/status\/(pending|failed)\?payment=/);
  await expect(page).toHaveURL(/\/account\/withdraw\/status\/failed\?payment=/, { timeout: 30_000 });
  await expect(page.getByText(t["withdraw.status.failed.text"]!)).toBeVisible();
  await expect(page.getByTestId("balance-funds")).toContainText("100.00");

  await openPage(page, base2("/account/history?transaction_description_id=withdrawal_void"));
  const returned = page.locator('.history-row[data-type="withdrawal_void"]');
  await expect(returned).toHaveCount(1);
  await expect(returned).toContainText("+KSh 40.00");
});

test("base4 (MZN): 40 to a new mobile-money number saved for next time, then 20 to the saved one", async ({
  page,
}) => {
  test.slow();
  const t = await dictionary("base4", "en");
  await newBase4Player(t, page, "LOTTO-VOUCHER-1");
  // base4's account pages are the /users area.
  await openPage(page, base4("/users/withdraw"));
  const number = `84${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}1`;
  await page
    .locator("label.pay-method", { has: page.locator('[data-payout-method="mobile_money"]') })
    .click();
  await expect(page.getByLabel(t["recipient.field.bank"]!, { exact: true })).toBeHidden();
  await page.getByLabel(t["recipient.field.phone_number"]!, { exact: true }).fill(number);
  await page.getByLabel(t["recipient.field.account_name"]!, { exact: true }).fill("Carlos Machava");
  await page.getByLabel(t["recipient.field.save"]!).check();
  await request(page, t, "40");
  await expect(page).toHaveURL(/\/users\/withdraw\/status\/(pending|success)\?payment=/);
  await expect(page.getByTestId("balance-funds")).toContainText("MT 60.00");
  await expect(page).toHaveURL(/\/users\/withdraw\/status\/success\?payment=/, { timeout: 30_000 });

  // Next time the saved number is offered, chosen, and paid again without typing it.
  await openPage(page, base4("/users/withdraw"));
  const saved = page.getByRole("radio", { name: new RegExp(`••••${number.slice(-4)}`) });
  await expect(saved).toBeChecked();
  await expect(page.getByLabel(t["recipient.field.account_name"]!, { exact: true })).toBeHidden();
  await request(page, t, "20");
  await expect(page).toHaveURL(/\/users\/withdraw\/status\/success\?payment=/, { timeout: 30_000 });
  await expect(page.locator(".cashier-facts")).toContainText(number.slice(-4));
  await expect(page.getByTestId("balance-funds")).toContainText("MT 40.00");

  await openPage(page, base4("/users/history?transaction_description_id=withdrawal_hold"));
  await expect(page.locator('.history-row[data-type="withdrawal_hold"]')).toHaveCount(2);
});

test("the banking tab adds and removes a recipient; another player's is refused clearly", async ({
  page,
}) => {
  test.slow();
  const t = await dictionary("base4", "en");
  await newBase4Player(t, page);
  await openPage(page, base4("/users/settings?tab=banking"));
  await expect(page.getByText(t["banking.empty"]!)).toBeVisible();

  const account = randomAccount();
  await page.getByRole("button", { name: t["banking.save"]!, exact: true }).click();
  await expect(page.getByText(t["recipient.error.bank"]!)).toBeVisible();
  await page.getByLabel(t["recipient.field.bank"]!, { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(t["recipient.field.account_number"]!, { exact: true }).fill(account);
  await page.getByLabel(t["recipient.field.account_name"]!, { exact: true }).fill("Carlos Machava");
  await page.getByRole("button", { name: t["banking.save"]!, exact: true }).click();
  await expect(page.getByRole("status")).toContainText(t["banking.saved"]!);
  const item = page.locator(".recipient-list__item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`••••${account.slice(-4)}`);
  await expect(item).not.toContainText(account);

  // A forged id (someone else's recipient) is the API's 404: said plainly, nothing removed.
  await item.locator('input[name="recipient_id"]').evaluate((input: HTMLInputElement) => {
    input.value = "00000000-0000-4000-8000-000000000000";
  });
  // The button's name says which recipient it removes ("Remove BCI ••••1234").
  await item.getByRole("button", { name: t["banking.remove"]! }).click();
  await expect(page.getByRole("alert")).toContainText(t["banking.not_found"]!);

  await openPage(page, base4("/users/settings?tab=banking"));
  await page.locator(".recipient-list__item").getByRole("button", { name: t["banking.remove"]! }).click();
  await expect(page.getByRole("status")).toContainText(t["banking.removed"]!);
  await expect(page.locator(".recipient-list__item")).toHaveCount(0);
  await expect(page.getByText(t["banking.empty"]!)).toBeVisible();
});

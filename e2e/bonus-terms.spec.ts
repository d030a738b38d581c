import type { Page } from "@playwright/test";
import { depositByCard, randomAccount } from "./cashier.ts";
import { expect, test } from "./fixtures.ts";
import { createPlayer, logIn, openPage, randomEmail, randomPhone } from "./outbox.ts";
import { dictionary, siteUrl } from "./sites.ts";

/*
 * The bonus terms (issue 15, docs/decisions/028) as a new player meets them: a deposit, the
 * welcome bonus on it, then the withdraw page says exactly what a withdrawal now forfeits and asks
 * for the confirmation; confirmed, the withdrawal goes and the promo credit is gone.
 */

type T = Record<string, string>;

const SITES = [
  {
    host: "base2.localhost",
    siteCode: "base2",
    area: "/account" as const,
    login: "email" as const,
    deposit: "600",
    shown: "KSh 600.00",
  },
  {
    host: "base4.localhost",
    siteCode: "base4",
    area: "/users" as const,
    login: "phone" as const,
    deposit: "300",
    shown: "MT 300.00",
  },
];

/** base2 pays to a new bank account, base4 to a new mobile-money number. */
async function newRecipient(page: Page, t: T, siteCode: string) {
  if (siteCode === "base2") {
    await page.locator("label.pay-method", { has: page.locator('[data-payout-method="bank"]') }).click();
    await page.getByLabel(t["recipient.field.bank"]!, { exact: true }).selectOption({ index: 1 });
    await page.getByLabel(t["recipient.field.account_number"]!, { exact: true }).fill(randomAccount());
  } else {
    await page
      .locator("label.pay-method", { has: page.locator('[data-payout-method="mobile_money"]') })
      .click();
    const number = `84${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}1`;
    await page.getByLabel(t["recipient.field.phone_number"]!, { exact: true }).fill(number);
  }
  await page.getByLabel(t["recipient.field.account_name"]!, { exact: true }).fill("Amani Otieno");
}

for (const site of SITES) {
  test(`${site.siteCode}: a withdrawal with the welcome bonus active forfeits it, said and confirmed first`, async ({
    page,
  }) => {
    test.slow();
    const t = await dictionary(site.siteCode, "en");
    const email = randomEmail();
    const phone = randomPhone();
    const { password } = await createPlayer(
      site.siteCode,
      site.login === "email" ? { email } : { phone_number: phone, calling_code: "258" },
    );
    await logIn(
      page,
      siteUrl(site.host, "/login"),
      t,
      site.login === "email" ? { email, password } : { phone, password },
    );
    await depositByCard(page, site, t, site.deposit);

    // The welcome bonus: 100% of that deposit as promo credit.
    await openPage(page, siteUrl(site.host, "/promotions/welcome-bonus"));
    await page.getByRole("button", { name: t["promotions.claim"]!, exact: true }).click();
    await expect(page.locator(".promo-claim__success")).toContainText(site.shown);
    await expect(page.getByTestId("balance-promo")).toContainText(site.shown);

    // The withdraw page says what a withdrawal now forfeits, to the cent, before anything is sent.
    await openPage(page, siteUrl(site.host, `${site.area}/withdraw`));
    await expect(page.getByRole("heading", { name: t["withdraw.bonus.title"]! })).toBeVisible();
    await expect(page.getByTestId("bonus-forfeit-amount")).toHaveText(site.shown);
    await newRecipient(page, t, site.siteCode);
    await page.getByLabel(t["withdraw.field.amount"]!, { exact: true }).fill(site.deposit);
    await page.getByLabel(t["withdraw.field.confirm_final"]!).check();
    await page.getByRole("button", { name: t["withdraw.submit"]!, exact: true }).click();
    // Not confirmed: refused, nothing sent, the bonus still there.
    await expect(page.getByText(t["withdraw.bonus.error.confirm"]!)).toBeVisible();
    await expect(page.getByTestId("balance-promo")).toContainText(site.shown);

    await page.getByLabel(t["withdraw.bonus.confirm"]!.replace("[amount]", site.shown)).check();
    await page.getByLabel(t["withdraw.field.confirm_final"]!).check();
    await page.getByRole("button", { name: t["withdraw.submit"]!, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${site.area}/withdraw/status/(pending|success)\\?payment=`));
    // The header's promo credit is 0: the header shows no promo credit at all.
    await expect(page.getByTestId("balance-funds")).toContainText("0.00");
    await expect(page.getByTestId("balance-promo")).toHaveCount(0);

    await openPage(page, siteUrl(site.host, `${site.area}/withdraw`));
    await expect(page.getByTestId("bonus-forfeit-amount")).toHaveCount(0);
  });
}

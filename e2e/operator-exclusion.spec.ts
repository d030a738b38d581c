import { formatSiteDateTime } from "../apps/web/app/shell/site-date-time.ts";
import { expect, test } from "./fixtures.ts";
import { createPlayer, latestLink, logIn, openPage, randomEmail, randomPhone } from "./outbox.ts";
import { dictionary, settings, siteUrl } from "./sites.ts";

/*
 * Savanna Bet (base2) and Nile Casino (base3) are brands of one operator (settings.operator). A
 * player who already plays on Nile Casino with her phone and email opens a Savanna Bet account with
 * that email, confirms it from the link she was sent, and self-excludes there for 6 months. Nile
 * Casino then refuses her login, and a new account with another SIM card and the same email, each
 * time with the end date. Kenyan (+254) and Ugandan (+256) numbers never match, so the verified
 * email is what links her two accounts.
 */

const SAVANNA = { host: "base2.localhost", siteCode: "base2" } as const;
const NILE = { host: "base3.localhost", siteCode: "base3", callingCode: "256" } as const;
const savanna = (path: string) => siteUrl(SAVANNA.host, path);
const nile = (path: string) => siteUrl(NILE.host, path);

test("self-excluded on Savanna Bet: Nile Casino refuses her login and a new account, with the end date", async ({
  page,
}) => {
  const email = randomEmail();
  const phone = randomPhone();
  const onNile = await createPlayer(NILE.siteCode, {
    phone_number: phone,
    calling_code: NILE.callingCode,
    email,
  });
  const onSavanna = await createPlayer(SAVANNA.siteCode, { email });

  // Savanna Bet: she confirms her email from the link, then self-excludes for 6 months.
  const ts = await dictionary(SAVANNA.siteCode, "en");
  await logIn(page, savanna("/login"), ts, { email, password: onSavanna.password });
  await openPage(page, savanna(await latestLink(email, SAVANNA.siteCode)));
  await openPage(page, savanna("/account/settings?tab=change-email"));
  await expect(page.getByText(ts["account.email.unverified"]!)).toHaveCount(0);
  await openPage(page, savanna("/account/settings?tab=safer-gambling"));
  const section = page.getByRole("region", { name: ts["safer.self_exclusion.title"]! });
  await section.getByLabel(ts["safer.period.6m"]!, { exact: true }).check();
  await section.getByLabel(ts["account.field.current_password"]!, { exact: true }).fill(onSavanna.password);
  await section.getByRole("button", { name: ts["safer.self_exclusion.submit"]!, exact: true }).click();
  await expect(page).toHaveURL(/\/excluded\?/);
  const until = new URL(page.url()).searchParams.get("until") ?? "";
  expect(until).not.toBe("");

  // Nile Casino says the end date in its own time zone and format.
  const tn = await dictionary(NILE.siteCode, "en");
  const site = await settings(NILE.host);
  const date = formatSiteDateTime(until, {
    format: String(site.time_format),
    timeZone: String(site.time_zone),
  });

  await openPage(page, nile("/login"));
  await page.getByLabel(tn["auth.field.phone_number"]!, { exact: true }).fill(phone);
  await page.getByLabel(tn["auth.field.password"]!, { exact: true }).fill(onNile.password);
  await page.getByRole("button", { name: tn["auth.login.submit"]!, exact: true }).click();
  await expect(page.getByRole("alert")).toContainText(
    tn["safer.refused.self_exclusion_login"]!.replace("[date]", date),
  );
  await expect(page.locator(".account-menu")).toHaveCount(0);

  // A new account with another SIM card and the same email: refused too, nothing logged in.
  await openPage(page, nile("/register"));
  await page.getByLabel(tn["auth.field.phone_number"]!, { exact: true }).fill(randomPhone());
  await page.getByLabel(tn["auth.field.email"]!, { exact: true }).fill(email);
  await page.getByLabel(tn["auth.field.password"]!, { exact: true }).fill(onNile.password);
  await page.getByLabel(tn["auth.field.confirm_password"]!, { exact: true }).fill(onNile.password);
  await page.getByRole("checkbox", { name: tn["auth.field.age_confirmed"]! }).check();
  await page.getByRole("checkbox", { name: /terms/i }).check();
  await page.getByRole("button", { name: tn["auth.register.submit"]!, exact: true }).click();
  await expect(page.getByRole("alert")).toContainText(
    tn["safer.refused.self_exclusion_register"]!.replace("[date]", date),
  );
  await expect(page.locator(".account-menu")).toHaveCount(0);
});

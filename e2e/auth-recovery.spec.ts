import { expect, test } from "./fixtures.ts";
import {
  createPlayer,
  latestCode,
  latestLink,
  logIn,
  openPage,
  randomEmail,
  randomPassword,
  randomPhone,
} from "./outbox.ts";
import { dictionary, siteUrl } from "./sites.ts";
import { recordToasts, toastsShown } from "./toasts.ts";

test("forgot password by phone: SMS code, new password, log in with it", async ({ page }) => {
  const t = await dictionary("base4", "en");
  const phone = randomPhone();
  await createPlayer("base4", { phone_number: phone, calling_code: "258" });
  const newPassword = randomPassword();

  await recordToasts(page);
  await openPage(page, siteUrl("base4.localhost", "/login"));
  await page.getByRole("link", { name: t["auth.login.forgot_link"]! }).click();
  await expect(page).toHaveURL(siteUrl("base4.localhost", "/forgot-password"));
  await page.getByLabel(t["auth.field.phone_number"]!, { exact: true }).fill(phone);
  await page.getByRole("button", { name: t["auth.forgot.submit"]!, exact: true }).click();
  // Registration sent no message on this site, so the reset code is the first one.
  const code = await latestCode(`258${phone}`, "base4");
  await page.getByLabel(t["auth.field.otp"]!, { exact: true }).fill(code);
  await page.getByRole("button", { name: t["auth.forgot.check_code"]!, exact: true }).click();

  await expect(page).toHaveURL(/\/reset-password\?code=/);
  await page.getByLabel(t["account.field.new_password"]!, { exact: true }).fill(newPassword);
  await page.getByLabel(t["auth.field.confirm_password"]!, { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: t["auth.reset.submit"]!, exact: true }).click();
  await expect(page).toHaveURL(siteUrl("base4.localhost", "/login"));
  await expect.poll(() => toastsShown(page)).toHaveLength(1);

  await logIn(page, siteUrl("base4.localhost", "/login"), t, { phone, password: newPassword });
});

test("forgot password by email: the link in the message opens the reset page", async ({ page }) => {
  const t = await dictionary("base2", "en");
  const email = randomEmail();
  await createPlayer("base2", { email });
  const newPassword = randomPassword();

  await openPage(page, siteUrl("base2.localhost", "/forgot-password"));
  await page.getByLabel(t["auth.field.email"]!, { exact: true }).fill(email);
  await page.getByRole("button", { name: t["auth.forgot.submit"]!, exact: true }).click();
  await expect(page.getByRole("status")).toBeVisible();

  const link = await latestLink(email, "base2");
  expect(link).toMatch(/^\/reset-password\?code=/);
  await openPage(page, siteUrl("base2.localhost", link));
  const passwordInput = page.getByLabel(t["account.field.new_password"]!, { exact: true });
  await expect(passwordInput).toHaveAccessibleDescription(t["auth.password_hint"]!);
  await passwordInput.fill(newPassword);
  await page.getByLabel(t["auth.field.confirm_password"]!, { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: t["auth.reset.submit"]!, exact: true }).click();
  await expect(page).toHaveURL(siteUrl("base2.localhost", "/login"));

  await logIn(page, siteUrl("base2.localhost", "/login"), t, { email, password: newPassword });
});

test("/reset-password without a code goes to the default page", async ({ page }) => {
  await page.goto(siteUrl("localhost", "/reset-password"));
  await expect(page).toHaveURL(siteUrl("localhost", "/"));
});

import { expect, test } from "./fixtures.ts";
import { latestCode, logOut, openPage, randomPassword, randomPhone } from "./outbox.ts";
import { dictionary, siteUrl } from "./sites.ts";
import { recordToasts, toastsShown } from "./toasts.ts";

test("a new player registers by phone with the SMS code, lands logged in and logs out", async ({ page }) => {
  const t = await dictionary("drc-online", "en");
  const phone = randomPhone();
  const password = randomPassword();
  await recordToasts(page);
  await openPage(page, siteUrl("localhost", "/register"));

  await page.getByLabel(t["auth.field.phone_number"]!, { exact: true }).fill(phone);
  await page.getByRole("button", { name: t["otp.send"]!, exact: true }).click();
  const code = await latestCode(`243${phone}`, "drc-online");
  await page.getByLabel(t["auth.field.otp"]!, { exact: true }).fill(code);
  await page.getByLabel(t["auth.field.password"]!, { exact: true }).fill(password);
  await page.getByLabel(t["auth.field.confirm_password"]!, { exact: true }).fill(password);
  await page.getByRole("checkbox", { name: t["auth.field.age_confirmed"]! }).check();
  await page.getByRole("checkbox", { name: /terms/i }).check();
  await page.getByRole("button", { name: t["auth.register.submit"]!, exact: true }).click();

  await expect(page).toHaveURL(siteUrl("localhost", "/"));
  await expect(page.locator(".account-menu")).toContainText(phone);
  await expect
    .poll(() => toastsShown(page).then((shown) => shown.join("\n")))
    .toContain(t["auth.register.welcome"]!);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "session")).toMatchObject({
    httpOnly: true,
    sameSite: "Lax",
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain("session=");

  await logOut(page, t);
  await page.goto(siteUrl("localhost", "/account/settings"));
  await expect(page).toHaveURL(siteUrl("localhost", "/"));
});

test("registration shows each problem next to its field", async ({ page }) => {
  const t = await dictionary("drc-online", "en");
  await openPage(page, siteUrl("localhost", "/register"));
  const passwordInput = page.getByLabel(t["auth.field.password"]!, { exact: true });
  // The rule shows before the first try (issue 16), tied to the input.
  await expect(passwordInput).toHaveAccessibleDescription(t["auth.password_hint"]!);
  // A password manager's 10 characters: the message must say the length is the problem.
  await passwordInput.fill("Xk7pQ2mZ9a");
  await page.getByRole("button", { name: t["auth.register.submit"]!, exact: true }).click();

  const phoneInput = page.getByLabel(t["auth.field.phone_number"]!, { exact: true });
  await expect(phoneInput).toHaveAttribute("aria-invalid", "true");
  await expect(phoneInput).toHaveAccessibleDescription(t["validation.phone_required"]!);
  await expect(passwordInput).toHaveAccessibleDescription(new RegExp(t["validation.password"]!));
  expect(t["validation.password"]).toMatch(/^The password must be 4 to 8 /);
  await expect(page.getByRole("alert")).toContainText(t["form.check_fields"]!);
});

test("two-step registration asks for the account details before landing", async ({ page }) => {
  const t = await dictionary("base3", "en");
  const phone = randomPhone();
  const password = randomPassword();
  await openPage(page, siteUrl("base3.localhost", "/register"));
  await page.getByLabel(t["auth.field.phone_number"]!, { exact: true }).fill(phone);
  await page.getByLabel(t["auth.field.password"]!, { exact: true }).fill(password);
  await page.getByLabel(t["auth.field.confirm_password"]!, { exact: true }).fill(password);
  await page.getByRole("checkbox", { name: t["auth.field.age_confirmed"]! }).check();
  await page.getByRole("checkbox", { name: /terms/i }).check();
  await page.getByRole("button", { name: t["auth.register.submit"]!, exact: true }).click();

  await expect(page).toHaveURL(siteUrl("base3.localhost", "/register/details"));
  await page.getByRole("button", { name: t["auth.register.details_submit"]!, exact: true }).click();
  await expect(page.getByLabel(t["account.field.dob"]!, { exact: true })).toHaveAccessibleDescription(
    t["validation.dob_required"]!,
  );
  await page.getByLabel(t["auth.field.full_name"]!, { exact: true }).fill("Grace Test");
  await page.getByLabel(t["account.field.dob"]!, { exact: true }).fill("1990-04-12");
  await page.getByRole("radio", { name: t["account.gender.f"]! }).check();
  await page.getByLabel(t["account.field.state"]!, { exact: true }).fill("Central");
  await page.getByRole("button", { name: t["auth.register.details_submit"]!, exact: true }).click();

  await expect(page).toHaveURL(siteUrl("base3.localhost", "/"));
  await expect(page.locator(".account-menu")).toContainText("Grace Test");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the code can be asked for again, and the site says how long to wait", async ({ page }) => {
    const t = await dictionary("drc-online", "en");
    const phone = randomPhone();
    await page.goto(siteUrl("localhost", "/register"));
    await page.getByLabel(t["auth.field.phone_number"]!, { exact: true }).fill(phone);
    await page.getByRole("button", { name: t["otp.send"]!, exact: true }).click();
    expect(await latestCode(`243${phone}`, "drc-online")).toMatch(/^\d{6}$/);

    const resend = page.getByRole("button", { name: t["otp.resend"]!, exact: true });
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(page.getByText(/wait \d+ seconds/i).first()).toBeVisible();
  });
});

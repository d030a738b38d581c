import { expect, test } from "./fixtures.ts";
import {
  createPlayer,
  latestCode,
  latestLink,
  logIn,
  logOut,
  openPage,
  randomEmail,
  randomPassword,
  randomPhone,
} from "./outbox.ts";
import { dictionary, siteUrl } from "./sites.ts";

const base4 = (path: string) => siteUrl("base4.localhost", path);

async function newBase4Player() {
  const phone = randomPhone();
  const { password } = await createPlayer("base4", { phone_number: phone, calling_code: "258" });
  return { phone, password };
}

test("a player changes their password and logs in with the new one", async ({ page }) => {
  const t = await dictionary("base4", "en");
  const { phone, password } = await newBase4Player();
  const newPassword = randomPassword();
  await logIn(page, base4("/login"), t, { phone, password });

  await page.locator(".account-menu summary").click();
  // base4's account pages are the /users area (spec §2, its user pages).
  await page.getByRole("link", { name: t["account.nav.settings"]!, exact: true }).first().click();
  await expect(page).toHaveURL(base4("/users/settings"));
  await page.getByRole("link", { name: t["account.tab.change-password"]!, exact: true }).click();
  await expect(
    page.getByLabel(t["account.field.new_password"]!, { exact: true }),
  ).toHaveAccessibleDescription(t["auth.password_hint"]!);

  await page.getByRole("button", { name: t["account.password.submit"]!, exact: true }).click();
  await expect(
    page.getByLabel(t["account.field.current_password"]!, { exact: true }),
  ).toHaveAccessibleDescription(t["validation.old_password_required"]!);
  await page.getByLabel(t["account.field.current_password"]!, { exact: true }).fill(password);
  await page.getByLabel(t["account.field.new_password"]!, { exact: true }).fill(newPassword);
  await page.getByLabel(t["auth.field.confirm_password"]!, { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: t["account.password.submit"]!, exact: true }).click();
  await expect(page.getByRole("status")).toBeVisible();

  await logOut(page, t);
  await logIn(page, base4("/login"), t, { phone, password: newPassword });
});

test("a player changes their email with the code sent to the new address", async ({ page }) => {
  const t = await dictionary("base2", "en");
  const email = randomEmail();
  const newEmail = randomEmail();
  const { password } = await createPlayer("base2", { email });
  await logIn(page, siteUrl("base2.localhost", "/login"), t, { email, password });

  await openPage(page, siteUrl("base2.localhost", "/account/settings?tab=change-email"));
  await page.getByLabel(t["account.field.new_email"]!, { exact: true }).fill(newEmail);
  await page.getByLabel(t["auth.field.password"]!, { exact: true }).fill(password);
  await page.getByRole("button", { name: t["account.email.submit"]!, exact: true }).click();
  await expect(page.getByRole("status")).toBeVisible();
  // The message's link opens the confirmation step with its code filled in.
  await openPage(page, siteUrl("base2.localhost", await latestLink(newEmail, "base2")));
  const codeInput = page.getByLabel(t["account.email.code"]!, { exact: true });
  await expect(codeInput).not.toHaveValue("");
  await page.getByRole("button", { name: t["account.email.confirm"]!, exact: true }).click();
  await expect(codeInput).toHaveCount(0);
  await expect(page.getByRole("status")).toBeVisible();

  await openPage(page, siteUrl("base2.localhost", "/users/info"));
  await expect(page.getByLabel(t["auth.field.email"]!, { exact: true })).toHaveValue(newEmail);
  await logOut(page, t);
  await logIn(page, siteUrl("base2.localhost", "/login"), t, { email: newEmail, password });
});

test("a player saves their details on /users/info", async ({ page }) => {
  const t = await dictionary("base4", "en");
  const { phone, password } = await newBase4Player();
  await logIn(page, base4("/login"), t, { phone, password });
  await openPage(page, base4("/users/info"));
  await expect(page.getByLabel(t["auth.field.phone_number"]!, { exact: true })).toHaveAttribute(
    "readonly",
    "",
  );
  await page.getByLabel(t["auth.field.full_name"]!, { exact: true }).fill("Ana Tembe");
  await page.getByLabel(t["account.field.dob"]!, { exact: true }).fill("1988-09-30");
  await page.getByLabel(t["account.field.id_number"]!, { exact: true }).fill("AB-12");
  await page.getByRole("button", { name: t["form.save"]!, exact: true }).click();
  await expect(page.getByLabel(t["account.field.id_number"]!, { exact: true })).toHaveAccessibleDescription(
    t["validation.id_number"]!,
  );
  await page.getByLabel(t["account.field.id_number"]!, { exact: true }).fill("AB12345");
  await page.getByRole("button", { name: t["form.save"]!, exact: true }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await expect(page.locator(".account-menu")).toContainText("Ana Tembe");
});

test("a deactivated account is logged out and cannot log in again", async ({ page }) => {
  const t = await dictionary("base4", "en");
  const { phone, password } = await newBase4Player();
  await logIn(page, base4("/login"), t, { phone, password });

  await openPage(page, base4("/account/settings?tab=deactivate"));
  const reason = page.getByLabel(t["account.deactivate.reason"]!, { exact: true });
  const firstOption = await reason.locator("option").nth(1).getAttribute("value");
  await reason.selectOption(firstOption!);
  await page.getByLabel(t["auth.field.password"]!, { exact: true }).fill(password);
  await page.getByRole("button", { name: t["account.deactivate.submit"]!, exact: true }).click();
  await expect(page).toHaveURL(base4("/"));
  await expect(page.getByRole("link", { name: t["header.login"]!, exact: true })).toBeVisible();

  await openPage(page, base4("/login"));
  await page.getByLabel(t["auth.field.phone_number"]!, { exact: true }).fill(phone);
  await page.getByLabel(t["auth.field.password"]!, { exact: true }).fill(password);
  await page.getByRole("button", { name: t["auth.login.submit"]!, exact: true }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.locator(".account-menu")).toHaveCount(0);
});

test("the dev outbox page lists the messages a tester needs", async ({ page }) => {
  const t = await dictionary("drc-online", "en");
  const phone = randomPhone();
  await openPage(page, siteUrl("localhost", "/register"));
  await page.getByLabel(t["auth.field.phone_number"]!, { exact: true }).fill(phone);
  await page.getByRole("button", { name: t["otp.send"]!, exact: true }).click();
  const code = await latestCode(`243${phone}`, "drc-online");
  await openPage(page, siteUrl("localhost", "/dev/outbox"));
  await expect(page.locator(".outbox__item").filter({ hasText: `243${phone}` })).toContainText(code);
});

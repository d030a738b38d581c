import { expect, test } from "./fixtures.ts";
import { createPlayer, logIn, openPage, randomPhone } from "./outbox.ts";
import { dictionary, siteUrl } from "./sites.ts";
import { recordToasts, toastsShown } from "./toasts.ts";

test("a player logs in by phone, is welcomed back, and leaves the login page behind", async ({ page }) => {
  const t = await dictionary("base4", "en");
  const phone = randomPhone();
  const { password } = await createPlayer("base4", { phone_number: phone, calling_code: "258" });
  await recordToasts(page);
  await logIn(page, siteUrl("base4.localhost", "/login"), t, { phone, password });
  await expect(page).toHaveURL(siteUrl("base4.localhost", "/"));
  // The registration was the first login, so this one names the time of that one.
  await expect
    .poll(() => toastsShown(page).then((shown) => shown.join("\n")))
    .toContain(t["auth.welcome_back"]!.split("[time]")[0]!);

  // The authenticate guard: a logged-in player has no business on /login.
  await page.goto(siteUrl("base4.localhost", "/login"));
  await expect(page).toHaveURL(siteUrl("base4.localhost", "/"));
});

test("a player logs in by email on an email site", async ({ page }) => {
  const t = await dictionary("base2", "en");
  await logIn(page, siteUrl("base2.localhost", "/login"), t, {
    email: "player@base2.example",
    password: "Play1234",
  });
  await expect(page.locator(".account-menu")).toContainText("Amina");
});

test("a wrong password shows the API's message and keeps the player on /login", async ({ page }) => {
  const t = await dictionary("drc-online", "en");
  await openPage(page, siteUrl("localhost", "/login"));
  await page.getByLabel(t["auth.field.phone_number"]!, { exact: true }).fill("0812345678");
  await page.getByLabel(t["auth.field.password"]!, { exact: true }).fill("Wrong123");
  await page.getByRole("button", { name: t["auth.login.submit"]!, exact: true }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(siteUrl("localhost", "/login"));
  await expect(page.getByLabel(t["auth.field.phone_number"]!, { exact: true })).toHaveValue("0812345678");
});

test("visitors are kept out of account pages", async ({ page }) => {
  await page.goto(siteUrl("localhost", "/account/settings?tab=change-password"));
  await expect(page).toHaveURL(siteUrl("localhost", "/"));
  await page.goto(siteUrl("localhost", "/users/my-bets"));
  await expect(page).toHaveURL(siteUrl("localhost", "/login"));
});

// A minted token signs in once: see account-security.spec.ts.
test("autologin refuses an unknown token and needs one", async ({ page }) => {
  await page.goto(siteUrl("base4.localhost", "/autologin?token=not-a-token"));
  await expect(page).toHaveURL(siteUrl("base4.localhost", "/login"));
  await page.goto(siteUrl("base4.localhost", "/autologin"));
  await expect(page).toHaveURL(siteUrl("base4.localhost", "/"));
});

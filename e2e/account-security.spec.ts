import { expect, test } from "./fixtures.ts";
import {
  createPlayer,
  latestLink,
  latestMessage,
  logIn,
  openPage,
  randomEmail,
  randomPhone,
} from "./outbox.ts";
import { dictionary, PORT, siteUrl } from "./sites.ts";
import { recordToasts, toastsShown } from "./toasts.ts";

const API = `http://127.0.0.1:${PORT}`;
const base4 = (path: string) => siteUrl("base4.localhost", path);

async function apiPost(path: string, siteCode: string, token: string, body: unknown = {}) {
  const res = await fetch(`${API}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "site-code": siteCode, authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data?: Record<string, unknown>; message: string },
  };
}

test("an autologin link signs the player in once; a replay or a session token does not", async ({ page }) => {
  const t = await dictionary("base4", "en");
  const { token } = await createPlayer("base4", { phone_number: randomPhone(), calling_code: "258" });
  const minted = await apiPost("/api/user/autologin-token", "base4", token);
  const url = new URL(String(minted.body.data?.url));
  expect(url.pathname).toBe("/autologin");

  await openPage(page, base4(url.pathname + url.search));
  await expect(page.locator(".account-menu")).toBeVisible();
  expect(new URL(page.url()).searchParams.get("token")).toBeNull();

  const other = await page.context().browser()!.newContext();
  const replay = await other.newPage();
  await recordToasts(replay);
  await replay.goto(base4(url.pathname + url.search));
  await expect(replay).toHaveURL(base4("/login"));
  await expect
    .poll(() => toastsShown(replay).then((shown) => shown.join("\n")))
    .toContain(t["auth.autologin_failed"]!);
  // A session token is not an autologin token.
  await replay.goto(base4(`/autologin?token=${token}`));
  await expect(replay).toHaveURL(base4("/login"));
  await expect(replay.locator(".account-menu")).toHaveCount(0);
  await other.close();
});

test("a player sees their devices and logs another one out", async ({ page, browser }) => {
  const t = await dictionary("base4", "en");
  const phone = randomPhone();
  const { password } = await createPlayer("base4", { phone_number: phone, calling_code: "258" });
  const elsewhere = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
  });
  const otherPage = await elsewhere.newPage();
  await logIn(otherPage, base4("/login"), t, { phone, password });
  await logIn(page, base4("/login"), t, { phone, password });

  await openPage(page, base4("/account/settings?tab=sessions"));
  const items = page.locator(".sessions__item");
  // createPlayer's own session, the other browser and this one.
  await expect(items).toHaveCount(3);
  await expect(items.filter({ hasText: t["sessions.current"]! })).toHaveCount(1);
  const iphone = items.filter({ hasText: "Safari on iOS" });
  await expect(iphone).toHaveCount(1);
  await iphone
    .getByRole("button", { name: t["sessions.end_label"]!.replace("[device]", "Safari on iOS") })
    .click();
  await expect(page.getByRole("status")).toBeVisible();
  await expect(items).toHaveCount(2);

  await otherPage.reload();
  await expect(otherPage.locator(".account-menu")).toHaveCount(0);

  await page.getByRole("button", { name: t["sessions.end_others"]!, exact: true }).click();
  await expect(items).toHaveCount(1);
  await page.getByRole("button", { name: t["sessions.end_all"]!, exact: true }).click();
  await expect(page).toHaveURL(base4("/login"));
  await expect(page.locator(".account-menu")).toHaveCount(0);
  await elsewhere.close();
});

test("a new email player confirms the address from the link sent at registration", async ({ page }) => {
  const t = await dictionary("base2", "en");
  const email = randomEmail();
  const { password } = await createPlayer("base2", { email });
  await recordToasts(page);
  expect((await latestMessage(email, "base2")).text).toContain(
    `http://base2.localhost:${PORT}/verify-email?code=`,
  );
  await logIn(page, siteUrl("base2.localhost", "/login"), t, { email, password });
  await openPage(page, siteUrl("base2.localhost", "/account/settings?tab=change-email"));
  await expect(page.getByText(t["account.email.unverified"]!)).toBeVisible();

  await openPage(page, siteUrl("base2.localhost", await latestLink(email, "base2")));
  await expect.poll(() => toastsShown(page)).not.toHaveLength(0);
  await openPage(page, siteUrl("base2.localhost", "/account/settings?tab=change-email"));
  await expect(page.getByText(t["account.email.unverified"]!)).toHaveCount(0);
});

test("a player changes their phone with the code and their password; the old number is told", async ({
  page,
}) => {
  const t = await dictionary("base4", "en");
  const phone = randomPhone();
  const { password } = await createPlayer("base4", { phone_number: phone, calling_code: "258" });
  await logIn(page, base4("/login"), t, { phone, password });
  await openPage(page, base4("/account/settings?tab=change-phone"));
  const newPhone = randomPhone();
  await page.getByLabel(t["account.field.new_phone"]!, { exact: true }).fill(newPhone);
  await page.getByRole("button", { name: t["otp.send"]!, exact: true }).click();
  const { text } = await latestMessage(`258${newPhone}`, "base4");
  const code = /\b(\d{4,8})\b/.exec(text)?.[1] ?? "";
  await page.getByLabel(t["auth.field.otp"]!, { exact: true }).fill(code);
  await page.getByLabel(t["auth.field.password"]!, { exact: true }).fill(password);
  await page.getByRole("button", { name: t["account.phone.submit"]!, exact: true }).click();
  await expect(page.getByRole("status")).toBeVisible();
  expect((await latestMessage(`258${phone}`, "base4")).text).toContain("phone number of your");
});

test("the demo outbox page shows only this site's messages and says what it is", async ({ page }) => {
  const t = await dictionary("base4", "en");
  const email = randomEmail();
  await createPlayer("base2", { email });
  await openPage(page, base4("/dev/outbox"));
  await expect(page.getByText(t["outbox.explain"]!)).toBeVisible();
  await expect(page.locator(".outbox__item").filter({ hasText: email })).toHaveCount(0);
  await openPage(page, siteUrl("base2.localhost", "/dev/outbox"));
  await expect(page.locator(".outbox__item").filter({ hasText: email })).toHaveCount(1);
});

import { test as plainTest } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openPage } from "./outbox.ts";
import { PORT, siteUrl } from "./sites.ts";

// The injected script is meant to be blocked, so this one runs without the fixture that fails a
// journey on any CSP violation.
plainTest("pages carry a nonce CSP: the site's own scripts run, injected ones do not", async ({ page }) => {
  const response = await page.goto(siteUrl("localhost"));
  const headers = response!.headers();
  const policy = headers["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers).toMatchObject({
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
  });
  expect(headers["permissions-policy"]).toContain("geolocation=()");
  // Plain http here: no HSTS.
  expect(headers["strict-transport-security"]).toBeUndefined();

  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // The operator's inline footer script (settings.setup) ran under the nonce; the app hydrated.
  expect(await page.evaluate(() => (window as unknown as { __siteSetup?: string }).__siteSetup)).toBe(
    "ready",
  );
  // Markup injected into the page cannot run script.
  const injected = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.body.append(script);
    const handler = document.createElement("img");
    handler.setAttribute("src", "data:,x");
    handler.setAttribute("onerror", "window.__injected = true");
    document.body.append(handler);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return (window as unknown as { __injected?: boolean }).__injected ?? false;
  });
  expect(injected).toBe(false);

  // Every render gets a fresh nonce.
  const again = await page.goto(siteUrl("localhost"));
  expect(again!.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
});

test("the page still renders and navigates under the policy on every theme", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  for (const host of ["localhost", "base2.localhost", "base3.localhost", "base4.localhost"]) {
    await openPage(page, siteUrl(host, "/login"));
    await page.goto(siteUrl(host, "/"));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  }
  expect(violations).toEqual([]);
});

test("static files and API answers carry the security headers too", async ({ request }) => {
  const home = await request.get(siteUrl("localhost"));
  const asset = /\/assets\/[^"']+\.js/.exec(await home.text())?.[0];
  expect(asset).toBeTruthy();
  const file = await request.get(siteUrl("localhost", asset!));
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  const api = await request.get(`http://127.0.0.1:${PORT}/api/settings`, {
    headers: { "fe-domain": "localhost" },
  });
  expect(api.headers()).toMatchObject({
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  });
  expect(api.headers()["x-powered-by"]).toBeUndefined();
});

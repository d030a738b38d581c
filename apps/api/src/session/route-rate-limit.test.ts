import { afterAll, beforeAll, expect, test } from "vitest";
import { accountSites, caller, mailSite } from "../test/account-fixtures.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { SEND_RATE_LIMIT } from "./password-reset-routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sites: accountSites, rateLimit: { max: 1000, timeWindow: "1 minute" } });
});
afterAll(() => t.close());

test("message-sending calls have their own, tighter per-IP cap", async () => {
  const call = caller(t.app);
  const send = (index: number) =>
    call("POST", "/api/session/forgot-password-email", {
      site: mailSite.site_code,
      body: { email: `user${index}@mail.test` },
    });
  for (let index = 0; index < SEND_RATE_LIMIT.rateLimit.max; index++) {
    expect((await send(index)).statusCode).toBe(200);
  }
  const capped = await send(99);
  expect(capped.statusCode).toBe(429);
  expect(capped.json()).toMatchObject({ status: "error", errors: [{ message: expect.any(String) }] });
  expect(
    (await t.app.inject({ method: "GET", url: "/api/settings", headers: { "fe-domain": "mail.test" } }))
      .statusCode,
  ).toBe(200);
});

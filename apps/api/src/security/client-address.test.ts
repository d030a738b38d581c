import { trustProxySchema } from "@platform/contracts";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accountEvents } from "../db/schema.ts";
import { accountSites, plainSite } from "../test/account-fixtures.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/*
 * Standalone, the web servers call the API and forward the player's address; TRUST_PROXY lists
 * them, so the API believes X-Forwarded-For from them and from nobody else.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sites: accountSites, trustProxy: trustProxySchema.parse("10.0.0.5") });
});
afterAll(() => t.close());

async function failedLoginFrom(remoteAddress: string, forwardedFor: string): Promise<string | null> {
  const identifier = `2547${Math.floor(Math.random() * 1e8)}`;
  await t.app.inject({
    method: "POST",
    url: "/api/session/login",
    remoteAddress,
    headers: { "site-code": plainSite.site_code, "x-forwarded-for": forwardedFor },
    payload: { phone_number: identifier.slice(3), password: "wrong123" },
  });
  const [event] = await t.testDb.db
    .select()
    .from(accountEvents)
    .where(eq(accountEvents.identifier, identifier))
    .orderBy(desc(accountEvents.id));
  return event?.ip ?? null;
}

describe("the client address the API believes", () => {
  test("from a trusted web server: the player's address it forwards", async () => {
    expect(await failedLoginFrom("10.0.0.5", "198.51.100.9")).toBe("198.51.100.9");
  });

  test("from anyone else: their own address, whatever X-Forwarded-For they send", async () => {
    expect(await failedLoginFrom("203.0.113.7", "1.1.1.1")).toBe("203.0.113.7");
  });
});

import { expect, test } from "./fixtures.ts";
import { logIn, openPage } from "./outbox.ts";
import { startOwnPlatform } from "./own-platform.ts";
import { dictionary } from "./sites.ts";

/*
 * Only a 401 ends a session: an API that refuses a player for a while (its per-address limit, an
 * outage) must not log them out. Hundreds of players share one carrier address (CGNAT).
 */
test.describe("an API that refuses a logged-in player for a while", () => {
  const PLAYER_ADDRESS = "203.0.113.10";
  // The proxy in front (trusted: TRUST_PROXY=loopback) reports the player's address.
  test.use({ extraHTTPHeaders: { "x-forwarded-for": PLAYER_ADDRESS } });

  test("a player who hits the API's rate limit (429) stays logged in", async ({ page }) => {
    test.setTimeout(120_000);
    const platform = await startOwnPlatform({ RATE_LIMIT: "true", TRUST_PROXY: "loopback" });
    try {
      const t = await dictionary("base2", "en");
      await logIn(page, platform.siteUrl("base2.localhost", "/login"), t, {
        email: "player@base2.example",
        password: "Play1234",
      });
      await expect(page.locator(".account-menu")).toContainText("Amina");

      // Many players behind one carrier address use up its share of the API's per-address limit.
      await page.reload();
      await useUpRateLimit(platform.api, PLAYER_ADDRESS);

      await page.reload();
      await expect(page.locator(".error-screen__status")).toHaveText("429");
      await expect(page).toHaveURL(platform.siteUrl("base2.localhost", "/"));
      const cookies = await page.context().cookies();
      expect(cookies.map((cookie) => cookie.name)).toContain("session");

      // On another address (or once the minute is over) the same session works again.
      await page.context().setExtraHTTPHeaders({ "x-forwarded-for": "203.0.113.11" });
      await openPage(page, platform.siteUrl("base2.localhost", "/"));
      await expect(page.locator(".account-menu")).toContainText("Amina");
    } finally {
      await platform.stop();
    }
  });
});

/** Calls the API as `address` until its per-address limit (3000 a minute) answers 429. */
async function useUpRateLimit(api: string, address: string): Promise<void> {
  const call = () =>
    fetch(`${api}/api/settings`, {
      headers: { "fe-domain": "base2.localhost", "x-forwarded-for": address },
    }).then((response) => response.status);
  for (let round = 0; round < 40; round++) {
    const statuses = await Promise.all(Array.from({ length: 100 }, call));
    if (statuses.includes(429)) return;
  }
  throw new Error("the API never answered 429");
}

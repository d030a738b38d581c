import { expect, test } from "./fixtures.ts";
import { createPlayer, logIn, randomEmail } from "./outbox.ts";
import { dictionary, PORT, siteUrl } from "./sites.ts";

const base2 = (path: string) => siteUrl("base2.localhost", path);

/** Redeems a promotion code straight through the API, behind the page's back. */
async function redeem(token: string, code: string) {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/user/add-promotion-code`, {
    method: "POST",
    headers: { "content-type": "application/json", "site-code": "base2", authorization: `Bearer ${token}` },
    body: JSON.stringify({ promotion_code: code }),
  });
  expect(res.status).toBe(200);
}

test.use({ viewport: { width: 1280, height: 800 } });

test("the header shows the balance; closing the game popup fetches it again", async ({ page }) => {
  const t = await dictionary("base2", "en");
  const email = randomEmail();
  const { password, token } = await createPlayer("base2", { email });
  await logIn(page, base2("/login"), t, { email, password });

  const funds = page.getByTestId("balance-funds");
  await expect(funds).toContainText("KSh 0.00");
  await expect(page.getByTestId("balance-promo")).toHaveCount(0);

  // A game (played in the aggregator's popup) changed the balance: nothing on the page knows yet.
  await redeem(token, "KARIBU50");
  await page.evaluate(() => {
    const popup = document.createElement("div");
    popup.id = "bvpopup";
    document.body.append(popup);
  });
  await page.waitForTimeout(300);
  await expect(page.getByTestId("balance-promo")).toHaveCount(0);

  const refetch = page.waitForRequest((request) =>
    new URL(request.url()).pathname.startsWith("/account/balance"),
  );
  await page.evaluate(() => document.getElementById("bvpopup")?.remove());
  await refetch;
  await expect(page.getByTestId("balance-promo")).toContainText("KSh 50.00");
  await expect(funds).toContainText("KSh 0.00");
});

test("a visitor sees no balance", async ({ page }) => {
  await page.goto(base2("/"));
  await expect(page.getByTestId("balance-funds")).toHaveCount(0);
});

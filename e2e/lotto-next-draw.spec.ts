import type { CartResponse, DrawGamesResponse } from "@platform/contracts";
import { fundWithPromotionCode } from "./cashier.ts";
import { expect, test } from "./fixtures.ts";
import { createPlayer, logIn, openPage, randomPhone } from "./outbox.ts";
import { dictionary, PORT, siteUrl } from "./sites.ts";

/*
 * Issue 16 as a player lives it: two Lucky Number lines go into the cart, one agreeing to the next
 * draw (the form's default), one not; the draw closes before checkout (the demo's Lucky Number
 * closes every minute, so the journey waits for that close rather than forcing it). The cart says
 * what will happen to each line; checkout buys the first in the next draw, leaves the second out and
 * says why; the receipt and the ticket page say the ticket moved.
 */

const API = `http://127.0.0.1:${PORT}`;
const SITE = { host: "base4.localhost", siteCode: "base4", callingCode: "258", promotionCode: "SORTE20" };

async function drawGames(): Promise<DrawGamesResponse> {
  const res = await fetch(`${API}/api/lotto/games`, { headers: { "site-code": SITE.siteCode } });
  return ((await res.json()) as { data: DrawGamesResponse }).data;
}

/** The Lucky Number draw on sale now with at least `seconds` left, if any. */
async function onSale(seconds: number) {
  const games = await drawGames();
  const now = Date.parse(games.server_time);
  return games.games
    .find((game) => game.game === "number")
    ?.next_draws.find(
      (draw) => Date.parse(draw.opens_at) <= now && Date.parse(draw.closes_at) - now >= seconds * 1000,
    );
}

async function cartOf(token: string): Promise<CartResponse> {
  const res = await fetch(`${API}/api/user/cart`, {
    headers: { "site-code": SITE.siteCode, authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: CartResponse }).data;
}

test("a Lucky Number line whose draw closes before checkout is bought in the next draw, and says so", async ({
  page,
}) => {
  test.slow();
  const t = await dictionary(SITE.siteCode, "en");
  const phone = randomPhone();
  const { password, token } = await createPlayer(SITE.siteCode, {
    phone_number: phone,
    calling_code: SITE.callingCode,
  });
  await fundWithPromotionCode(SITE.siteCode, token, SITE.promotionCode);
  await logIn(page, siteUrl(SITE.host, "/login"), t, { phone, password });

  // Two lines on the draw on sale: "odd" with the consent (checked by default), "even" without.
  await expect
    .poll(async () => Boolean(await onSale(12)), { timeout: 75_000, intervals: [1_000] })
    .toBe(true);
  await openPage(page, siteUrl(SITE.host, "/lucky-number"));
  const consent = page.getByLabel(t["lotto.next_draw_if_closed"]!, { exact: true });
  await expect(consent).toBeChecked();
  const lines = page.getByTestId("cart-line");
  await page.getByRole("button", { name: t["lucky.odd"]!, exact: true }).click();
  await page.getByRole("button", { name: t["lotto.add_to_cart"]!, exact: true }).click();
  await expect(lines).toHaveCount(1);
  await consent.uncheck();
  await page.getByRole("button", { name: t["lucky.even"]!, exact: true }).click();
  await page.getByRole("button", { name: t["lotto.add_to_cart"]!, exact: true }).click();
  await expect(lines).toHaveCount(2);
  const cart = await cartOf(token);
  expect(cart.lines.map((line) => line.next_draw_if_closed)).toEqual([true, false]);
  const closing = cart.lines[0]!;
  expect(cart.lines[1]!.draw_id).toBe(closing.draw_id);

  // The draw closes; the next one opens (the demo draws it 10 s after the close).
  const seen: { next?: Awaited<ReturnType<typeof onSale>> } = {};
  await expect
    .poll(
      async () => {
        seen.next = await onSale(5);
        return seen.next !== undefined && seen.next.id !== closing.draw_id;
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(true);

  // The cart says, before checkout, what happens to each line.
  await openPage(page, siteUrl(SITE.host, "/cart"));
  await expect(lines).toHaveCount(2);
  const odd = lines.filter({ hasText: t["lucky.odd"]! });
  const even = lines.filter({ hasText: t["lucky.even"]! });
  await expect(odd.getByTestId("line-next-draw")).toHaveText(t["cart.line_moves"]!);
  await expect(even.getByTestId("line-next-draw")).toHaveText(t["cart.line_left_out"]!);

  await page.getByRole("button", { name: t["cart.checkout"]!, exact: true }).click();
  const receipt = page.getByTestId("cart-receipt");
  await expect(receipt).toBeVisible();
  const moved = t["lotto.moved_draw"]!.replace("[to]", String(seen.next?.sequence)).replace(
    "[from]",
    String(closing.draw_sequence),
  );
  await expect(receipt.getByRole("link", { name: /#\d+/ })).toHaveCount(1);
  await expect(receipt.getByTestId("ticket-moved")).toHaveText(moved);
  const leftOut = receipt.getByTestId("left-out");
  await expect(leftOut).toContainText(t["cart.left_out.draw_closed"]!);
  await expect(leftOut).toContainText(t["lucky.even"]!);
  // The line left out stays in the cart, still saying why.
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(t["lucky.even"]!);

  // The ticket page says it too.
  await receipt.getByRole("link", { name: /#\d+/ }).click();
  await expect(page).toHaveURL(/\/users\/ticket\?bet_id=\d+$/);
  await expect(page.getByTestId("ticket-moved")).toHaveText(moved);
});

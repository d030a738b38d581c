import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { settings } from "./sites.ts";

/*
 * What the sportsbook's journeys (sports, virtual sports, the jackpot) share: whether a site sells
 * a page, amounts as the pages write them, and placing the slip.
 */

/**
 * Whether the site offers `path`: its navigation item enabled, or, with none, the sports product.
 * A site that does not answers the page with its 404.
 */
export async function sellsSportsPage(host: string, path = "/sports"): Promise<boolean> {
  const offered = await settings(host);
  const nav = (offered.layout as { nav: { to: string; metaData: { enabled: boolean } }[] }).nav;
  const item = nav.find((entry) => entry.to === path);
  return item
    ? item.metaData.enabled
    : (offered.products_allow as string[]).some((p) => p.includes("bitville-sports"));
}

/** "KSh 1,234.50" → 123450 (minor units of a currency with `exponent` decimals). */
export const minorOf = (text: string, exponent = 2) =>
  Math.round(Number(text.replace(/[^0-9.]/g, "")) * 10 ** exponent);

export interface PlacedBet {
  id: string;
  total_stake: number;
  potential_return: number;
  legs: { event_id: string; market_key: string; outcome_id: string; accepted_price_milli: number }[];
}

/** Places the slip as it stands, agreeing to changed prices: the one bet the aggregator accepted. */
export async function placeSlipOnce(page: Page, t: Record<string, string>): Promise<PlacedBet> {
  const isPlacement = (url: string) => /\/v1\/sports\/sessions\/[^/]+\/bets$/.test(url);
  const answer = page.waitForResponse((r) => isPlacement(r.url()) && r.request().method() === "POST");
  const accept = page.locator(".bet-slip__place[data-accept]");
  if (await accept.isVisible()) await accept.click();
  const place = page.locator(".bet-slip__place:not([data-accept])");
  await expect(place).toBeEnabled({ timeout: 15_000 });
  await place.click();
  const body = (await (await answer).json()) as { data: { bets: PlacedBet[] } };
  await expect(page.locator(".bet-slip__result")).toContainText(
    t["sports.slip.accepted"]!.replace("[count]", "1"),
    { timeout: 30_000 },
  );
  expect(body.data.bets).toHaveLength(1);
  return body.data.bets[0]!;
}

import { type GamesProductOptions, gamesProduct } from "../games/games-product.ts";
import { createJackpots } from "../jackpots/jackpots-product.ts";
import { type LottoProductOptions, lottoProduct } from "../lotto/lotto-product.ts";
import { promotionsProduct } from "../promotions/promotions-product.ts";
import { referralProduct } from "../referral/referral-product.ts";
import type { Product } from "./product.ts";

/** The options of every product that takes some, gathered from buildApp's. */
export type ProductOptions = GamesProductOptions & LottoProductOptions;

/**
 * Every product the platform serves, in the order their routes register. Adding a product is a
 * line here (and its options above); app.ts registers whatever this lists.
 */
export function platformProducts(options: ProductOptions): Product[] {
  // The jackpots count every round the games' wallet settles (docs/decisions/042).
  const jackpots = createJackpots();
  return [
    gamesProduct({ ...options, roundSettled: jackpots.roundSettled }),
    lottoProduct(options),
    promotionsProduct,
    referralProduct,
    jackpots.product,
  ];
}

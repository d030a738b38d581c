import type { Product } from "../products/product.ts";
import { referralRoutes } from "./referral-routes.ts";

/**
 * Bring a friend (decision 024): the player's code, friends and rewards. The reward itself is paid
 * by the cashier when the friend's first deposit settles (reward-referrer.ts), in that transaction.
 */
export const referralProduct: Product = {
  name: "referral",
  async routes(api, { accounts }) {
    await api.register(referralRoutes, { accounts });
  },
};

import type { Product } from "../products/product.ts";
import { promotionRoutes } from "./promotion-routes.ts";
import { withdrawalForfeitRoutes } from "./withdrawal-forfeit-routes.ts";

/**
 * Promotions and their bonuses (decisions 023, 028): the promotions pages and claims, and the
 * forfeit a withdrawal asks for. The notifications inbox, which also accepts a promotion, stays
 * with the platform: it carries more than promotions.
 */
export const promotionsProduct: Product = {
  name: "promotions",
  async routes(api, { db, sites, ledger, accounts }) {
    const deps = { db, ledger, clock: accounts.clock };
    await api.register(promotionRoutes, { deps, sites, accounts });
    await api.register(withdrawalForfeitRoutes, { deps });
  },
};

import type { Leadership } from "@platform/server/advisory-lock";
import type { Product } from "../products/product.ts";
import { cartRoutes } from "./cart-routes.ts";
import { checkoutRoute } from "./checkout-route.ts";
import { DrawScheduler } from "./draw-scheduler.ts";
import { lottoRoutes } from "./lotto-routes.ts";
import { ticketBets } from "./my-tickets-bets.ts";
import { ticketsRoutes } from "./tickets-routes.ts";

export interface LottoProductOptions {
  /**
   * Runs the draw scheduler in this process (it acts while it holds the leadership); left out,
   * tests drive tick() themselves.
   */
  drawScheduler?: { leadership: Leadership; intervalMs?: number } | undefined;
}

/**
 * The operator's own lottery (lotto 5/90, Lucky Number; decision 026): the cart, its checkout, the
 * tickets bought (also bets of my bets) and the public draws; the draw scheduler as a job.
 */
export function lottoProduct(options: LottoProductOptions): Product {
  return {
    name: "lotto",
    async routes(api, { db, sites, ledger, accounts }) {
      // The player's cart, its checkout and the tickets it bought.
      const cartDeps = { db, ledger, clock: accounts.clock };
      await api.register(cartRoutes, { deps: cartDeps });
      await api.register(checkoutRoute, { deps: cartDeps });
      await api.register(ticketsRoutes, { db });
      // The public games, draws, results and number statistics.
      await api.register(lottoRoutes, { db, sites, clock: accounts.clock });
    },
    myBets: ticketBets,
    jobs({ db, clock, log }) {
      const scheduler = options.drawScheduler;
      if (!scheduler) return [];
      return [
        new DrawScheduler({
          db,
          leadership: scheduler.leadership,
          clock,
          log,
          ...(scheduler.intervalMs ? { intervalMs: scheduler.intervalMs } : {}),
        }),
      ];
    },
  };
}

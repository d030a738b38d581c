import type { Product } from "../products/product.ts";
import { aggregatorAccountRoute } from "./aggregator-account-route.ts";
import type { GamesOptions } from "./games-env.ts";
import { type GamesSyncOptions, startGamesSync } from "./games-sync-job.ts";
import { roundBets } from "./my-bets-rounds.ts";
import { createGames } from "./seamless-wallet.ts";
import { seamlessWalletRoutes } from "./seamless-wallet-routes.ts";
import type { RoundSettledHook } from "./wallet-replies.ts";

export interface GamesProductOptions {
  /** The seamless wallet's key and the aggregator's public URL. */
  games: GamesOptions;
  /** The aggregator whose new games this process enables in the background; null: tests do it. */
  sync: GamesSyncOptions["aggregator"] | null;
  /** Told of each round whose stakes became final: the jackpots (products/index.ts wires them). */
  roundSettled?: RoundSettledHook;
}

/**
 * The aggregator's games (decision 034): the player's aggregator account, the seamless wallet the
 * aggregator calls for every stake and payout; its rounds as bets of my bets; its catalogue sync as
 * a job.
 */
export function gamesProduct(options: GamesProductOptions): Product {
  return {
    name: "games",
    async routes(api, { db, sites, ledger, accounts }) {
      const games = createGames({
        db,
        sites,
        ledger,
        accounts,
        options: options.games,
        ...(options.roundSettled ? { roundSettled: options.roundSettled } : {}),
      });
      await api.register(aggregatorAccountRoute, { games });
      await api.register(seamlessWalletRoutes, { games });
    },
    myBets: roundBets,
    jobs({ db, clock, log }) {
      const aggregator = options.sync;
      if (!aggregator) return [];
      let sync: { stop(): void } | null = null;
      return [
        {
          start: () => {
            sync = startGamesSync({ db, aggregator, clock, log, walletKey: options.games.walletKey });
          },
          stop: () => sync?.stop(),
        },
      ];
    },
  };
}

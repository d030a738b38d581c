import type { RoundSettledHook } from "../games/wallet-replies.ts";
import type { Product } from "../products/product.ts";
import { contribute } from "./contribute.ts";
import { JackpotPublisher } from "./jackpot-publisher.ts";
import { jackpotRoutes } from "./jackpot-routes.ts";
import { JackpotsLive } from "./jackpots-live.ts";

export interface Jackpots {
  product: Product;
  /** Given to the games' seamless wallet: every settled round is counted towards the pools. */
  roundSettled: RoundSettledHook;
}

/**
 * Must-drop jackpots (docs/decisions/042): the pools live on the platform's ledger, fed by every
 * round the seamless wallet settles (slots and crash alike), their pages' API, and their live
 * amounts on the platform's WebSocket.
 */
export function createJackpots(): Jackpots {
  let publisher: JackpotPublisher | null = null;
  let live: JackpotsLive | null = null;
  const roundSettled: RoundSettledHook = (tx, ledger, round) =>
    contribute(tx, ledger, round, (site) => publisher?.changed(site));
  const product: Product = {
    name: "jackpots",
    async routes(api, services) {
      const { db, sites, accounts } = services;
      const clock = accounts.clock;
      publisher = new JackpotPublisher({ db, bus: services.live.bus, clock, log: api.log });
      live = new JackpotsLive({ db, sites, clock });
      services.live.register("jackpots", live);
      await api.register(jackpotRoutes, { db, sites, clock });
    },
    jobs() {
      return [
        {
          start: () => live?.start(),
          stop: () => {
            live?.stop();
            publisher?.stop();
          },
        },
      ];
    },
  };
  return { product, roundSettled };
}

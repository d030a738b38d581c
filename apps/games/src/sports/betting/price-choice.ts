import type { PriceChangeChoice } from "@platform/contracts";

/*
 * UKGC RTS 2C: a bet is never accepted at a price the player did not agree to. `any`: the current
 * price, whichever way it moved; `higher`: the current price if it is at least the asked one;
 * `ask`: the asked price only. Anything else is refused, with the current price for the slip.
 */

export type PriceDecision = { accepted: number } | { refused: "price_changed"; current: number };

export function decidePrice(choice: PriceChangeChoice, asked: number, current: number): PriceDecision {
  if (choice === "any") return { accepted: current };
  if (choice === "higher")
    return current >= asked ? { accepted: current } : { refused: "price_changed", current };
  return current === asked ? { accepted: asked } : { refused: "price_changed", current };
}

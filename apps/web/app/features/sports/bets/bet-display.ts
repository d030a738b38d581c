import type { SportsBetView, SportsFixtureDetail } from "@platform/contracts";
import { parseMarketKey } from "@platform/sports";

/*
 * What a bet card says about a bet and its legs (issue 19): where the bet stands in the player's
 * words (a settled bet won or lost, not "settled") and why cash-out is off for a leg.
 */

export type BetStanding =
  | "placing"
  | "open"
  | "refused"
  | "rolled_back"
  | "settling"
  | "won"
  | "lost"
  | "void"
  | "cashed_out";

export function betStanding(
  bet: Pick<SportsBetView, "state" | "payout" | "total_stake" | "legs">,
): BetStanding {
  switch (bet.state) {
    case "resulted":
      return "settling";
    case "settled": {
      const payout = bet.payout ?? 0;
      if (payout === 0) return "lost";
      // Every leg void: the stake back, neither won nor lost.
      if (bet.legs.length > 0 && bet.legs.every((leg) => leg.result === "void")) return "void";
      return "won";
    }
    default:
      return bet.state;
  }
}

/** The bet's legs whose market is not open now (cash-out waits for them), by leg number. */
export function suspendedLegs(
  bet: Pick<SportsBetView, "legs">,
  fixtures: Readonly<Record<string, SportsFixtureDetail | null | undefined>>,
): number[] {
  return bet.legs.flatMap((leg) => {
    if (leg.result !== null) return [];
    const fixture = fixtures[leg.event_id];
    if (!fixture) return [];
    const market = fixture.markets.find((m) => m.key === leg.market_key);
    // A market no longer listed is closed or settled: the aggregator decides from its result.
    if (!market) return [];
    const outcome = market.outcomes.find((o) => o.id === leg.outcome_id);
    return market.status === "suspended" || outcome?.active === false ? [leg.leg] : [];
  });
}

/** A leg's market id, for the names of market-names.ts. */
export const legMarketId = (marketKey: string) => parseMarketKey(marketKey).marketId;

/** The number of bets a bet's stake buys: its total stake over the stake per bet. */
export function betCount(bet: Pick<SportsBetView, "total_stake" | "placed_unit_stake">): number {
  return bet.placed_unit_stake > 0 ? Math.round(bet.total_stake / bet.placed_unit_stake) : 1;
}

/** The event ids of bets, once each, open bets' first (their state moves; a settled bet's does not). */
export function eventsOf(bets: readonly SportsBetView[]): string[] {
  const open = bets.filter((bet) => bet.state === "open");
  const rest = bets.filter((bet) => bet.state !== "open");
  return [...new Set([...open, ...rest].flatMap((bet) => bet.legs.map((leg) => leg.event_id)))];
}

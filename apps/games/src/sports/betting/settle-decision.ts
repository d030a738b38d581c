import {
  accumulatorBonus,
  actualReturn,
  capPayout,
  type LegSettlement,
  numberOfBets,
  type VoidFactor,
} from "@platform/sports";
import { and, eq } from "drizzle-orm";
import { sportsBetLegs, sportsMarketCancellations, sportsOutcomeResults } from "../../db/schema.ts";
import { type SportsBetLegRow, type SportsBetRow, shapeOf } from "./bet-views.ts";
import type { BettingRules } from "./betting-config.ts";

/*
 * What a bet's settlement is decided from, shared by the one-bet path (settle-bets.ts) and the
 * chunked one (settle-batch.ts) so that both decide alike: each leg's current outcome (its
 * outcome's result, or a cancellation of its market covering the bet's placement) and the payout
 * those outcomes give under the operator's rules.
 */

export type LegOutcome = Pick<LegSettlement, "result" | "voidFactor" | "deadHeatFactor">;

/** The columns a leg's current outcome is read from (a leg joined to its result and cancellation). */
export const legResultColumns = {
  result: sportsOutcomeResults.result,
  voidFactor: sportsOutcomeResults.voidFactor,
  deadHeatFactor: sportsOutcomeResults.deadHeatFactor,
  cancelledFrom: sportsMarketCancellations.startTime,
  cancelledTo: sportsMarketCancellations.endTime,
  cancelled: sportsMarketCancellations.eventId,
};

export interface LegResultRow {
  result: number | null;
  voidFactor: number | null;
  deadHeatFactor: number | null;
  cancelledFrom: Date | null;
  cancelledTo: Date | null;
  cancelled: string | null;
}

/** The joins that give a leg its current result and its market's cancellation (left: maybe none). */
export const resultOfLeg = and(
  eq(sportsOutcomeResults.eventId, sportsBetLegs.eventId),
  eq(sportsOutcomeResults.marketId, sportsBetLegs.marketId),
  eq(sportsOutcomeResults.specifiers, sportsBetLegs.specifiers),
  eq(sportsOutcomeResults.outcomeId, sportsBetLegs.outcomeId),
)!;
export const cancellationOfLeg = and(
  eq(sportsMarketCancellations.eventId, sportsBetLegs.eventId),
  eq(sportsMarketCancellations.marketId, sportsBetLegs.marketId),
  eq(sportsMarketCancellations.specifiers, sportsBetLegs.specifiers),
)!;

/** A leg's settlement as the book has it now, or null while it awaits one. */
export function legOutcome(row: LegResultRow | undefined, placedAt: Date): LegOutcome | null {
  if (!row) return null;
  const placed = placedAt.getTime();
  // A cancellation voids the bets placed inside its window (no bound: all of them).
  if (
    row.cancelled !== null &&
    (row.cancelledFrom === null || row.cancelledFrom.getTime() <= placed) &&
    (row.cancelledTo === null || placed < row.cancelledTo.getTime())
  )
    return { result: "void", voidFactor: 1, deadHeatFactor: 1 };
  if (row.result === null) return null;
  const voidFactor = row.voidFactor as VoidFactor;
  return {
    result: voidFactor === 1 ? "void" : row.result === 1 ? "win" : "lose",
    voidFactor,
    deadHeatFactor: row.deadHeatFactor ?? 1,
  };
}

/** Whether the leg was settled on this outcome (a resulted or settled bet stands on it). */
export const sameOutcome = (
  leg: Pick<SportsBetLegRow, "settledResult" | "settledVoidFactor" | "settledDeadHeatFactor">,
  outcome: LegOutcome | null,
) =>
  outcome !== null &&
  leg.settledResult === outcome.result &&
  leg.settledVoidFactor === (outcome.voidFactor ?? 0) &&
  leg.settledDeadHeatFactor === (outcome.deadHeatFactor ?? 1);

/** The payout of a bet on these leg settlements under these rules: return + accumulator bonus, capped. */
export function payoutUnder(
  rules: BettingRules,
  bet: Pick<SportsBetRow, "betType" | "sizes" | "bankers" | "unitStake">,
  legs: readonly Pick<SportsBetLegRow, "acceptedPriceMilli">[],
  outcomes: readonly LegOutcome[],
): { payout: number; bonus: number } {
  const shape = shapeOf(bet, legs.length);
  const settled: LegSettlement[] = legs.map((leg, i) => ({
    priceMilli: leg.acceptedPriceMilli,
    ...outcomes[i]!,
  }));
  const full = actualReturn(bet.unitStake, settled, shape);
  const stake = bet.unitStake * numberOfBets(shape);
  const bonus = bet.betType === "accumulator" ? accumulatorBonus(rules.bonus, settled, stake, full) : 0;
  return { payout: capPayout(full + bonus, rules.maxPayout).payout, bonus };
}

import type { SportsBetView, SportsCashOutQuote } from "@platform/contracts";
import {
  type BetShape,
  betShape,
  capPayout,
  numberOfBets,
  potentialAccumulatorBonus,
  potentialReturn,
} from "@platform/sports";
import { and, asc, desc, eq, inArray, lt } from "drizzle-orm";
import type { GamesDatabase } from "../../db/database.ts";
import { sportsBetLegs, sportsBets } from "../../db/schema.ts";
import type { BettingRules } from "./betting-config.ts";
import { marketKeyOf } from "./book-state.ts";

/*
 * A bet as its player sees it: legs with the asked and the accepted price, its state, what it can
 * return if every leg wins (bonus included, capped at the maximum payout) and what it paid.
 */

export type SportsBetRow = typeof sportsBets.$inferSelect;
export type SportsBetLegRow = typeof sportsBetLegs.$inferSelect;

export function shapeOf(bet: Pick<SportsBetRow, "sizes" | "bankers">, legs: number): BetShape {
  return betShape(legs, bet.sizes, bet.bankers);
}

export function potentialOf(bet: SportsBetRow, legs: readonly SportsBetLegRow[], rules: BettingRules) {
  const shape = shapeOf(bet, legs.length);
  const prices = legs.map((leg) => leg.acceptedPriceMilli);
  const stake = bet.unitStake * numberOfBets(shape);
  const full = potentialReturn(bet.unitStake, prices, shape);
  const bonus =
    bet.betType === "accumulator" ? potentialAccumulatorBonus(rules.bonus, prices, stake, full) : 0;
  const capped = capPayout(full + bonus, rules.maxPayout);
  return { potentialReturn: capped.payout, bonus, capped: capped.capped };
}

export function betView(
  bet: SportsBetRow,
  legs: readonly SportsBetLegRow[],
  rules: BettingRules,
  cashOut: SportsCashOutQuote | null = null,
): SportsBetView {
  const sorted = [...legs].sort((a, b) => a.leg - b.leg);
  const potential = potentialOf(bet, sorted, rules);
  return {
    id: bet.id,
    request_id: bet.requestId,
    bet_type: bet.betType,
    system: bet.systemName,
    state: bet.state,
    refusal: bet.refusal,
    price_change: bet.priceChange,
    currency: bet.currency,
    unit_stake: bet.unitStake,
    placed_unit_stake: bet.placedUnitStake,
    total_stake: bet.totalStake,
    potential_return: potential.potentialReturn,
    potential_bonus: potential.bonus,
    capped: potential.capped,
    payout: bet.payout,
    bonus: bet.bonus,
    cashed_out: bet.cashedOut,
    auto_cash_out_at: bet.autoCashOutAt,
    booking_code: bet.bookingCode,
    placed_at: bet.placedAt.toISOString(),
    settled_at: bet.settledAt?.toISOString() ?? null,
    legs: sorted.map((leg) => ({
      leg: leg.leg,
      event_id: leg.eventId,
      market_key: marketKeyOf(leg),
      outcome_id: leg.outcomeId,
      asked_price_milli: leg.askedPriceMilli,
      accepted_price_milli: leg.acceptedPriceMilli,
      live: leg.live,
      banker: bet.bankers.includes(leg.leg),
      result: leg.settledResult,
    })),
    cash_out: cashOut,
  };
}

/** Bets with their legs, in two queries. */
export async function withLegs(
  db: GamesDatabase,
  bets: SportsBetRow[],
): Promise<{ bet: SportsBetRow; legs: SportsBetLegRow[] }[]> {
  if (bets.length === 0) return [];
  const legs = await db
    .select()
    .from(sportsBetLegs)
    .where(
      inArray(
        sportsBetLegs.betId,
        bets.map((bet) => bet.id),
      ),
    )
    .orderBy(asc(sportsBetLegs.leg));
  return bets.map((bet) => ({ bet, legs: legs.filter((leg) => leg.betId === bet.id) }));
}

export async function loadBet(
  db: GamesDatabase,
  id: string,
): Promise<{ bet: SportsBetRow; legs: SportsBetLegRow[] } | null> {
  const [bet] = await db.select().from(sportsBets).where(eq(sportsBets.id, id));
  if (!bet) return null;
  return (await withLegs(db, [bet]))[0]!;
}

/** A player's bets, newest first. */
export async function playerBets(
  db: GamesDatabase,
  player: { operatorId: string; playerId: string },
  options: { limit: number; before?: Date },
) {
  const bets = await db
    .select()
    .from(sportsBets)
    .where(
      and(
        eq(sportsBets.operatorId, player.operatorId),
        eq(sportsBets.playerId, player.playerId),
        ...(options.before ? [lt(sportsBets.placedAt, options.before)] : []),
      ),
    )
    .orderBy(desc(sportsBets.placedAt))
    .limit(options.limit);
  return withLegs(db, bets);
}

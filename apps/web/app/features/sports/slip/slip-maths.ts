import {
  type AccumulatorBonusRules,
  type BetShape,
  betShape,
  capPayout,
  numberOfBets,
  potentialAccumulatorBonus,
  potentialReturn,
  SYSTEM_BETS,
  single,
} from "@platform/sports";
import { type SlipState, selectionKey } from "./slip-state.ts";

/*
 * What the slip shows under its legs (issue 19), with @platform/sports's exact arithmetic: the
 * number of bets, the total stake, the potential return if every leg wins, the accumulator bonus
 * and the site's maximum payout applied per bet. Money is integer minor units.
 */

/** The operator's rules the slip needs (the aggregator's GET /v1/sports/rules), when known. */
export interface SlipRules {
  minStake: number;
  maxStake: number;
  maxPayout: number;
  bonus: AccumulatorBonusRules | null;
}

export interface SlipTotals {
  bets: number;
  totalStake: number;
  /** Return if every leg wins, bonus included, after the maximum payout. */
  potentialReturn: number;
  bonus: number;
  /** The maximum payout took something off. */
  capped: boolean;
  /** Why the slip cannot be placed as it is, or null. */
  problem: "no_selections" | "no_stake" | "bad_stake" | "below_min" | "above_max" | null;
}

/** "12.5" → 1250 for 2 decimals; null when the text is not an amount of the currency. */
export function parseStake(text: string, exponent: number): number | null {
  const trimmed = text.trim();
  const pattern = new RegExp(`^\\d{1,12}${exponent > 0 ? `(\\.\\d{1,${exponent}})?` : ""}$`);
  if (!pattern.test(trimmed)) return null;
  const [whole = "0", fraction = ""] = trimmed.split(".");
  const minor = Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, "0") || "0");
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The shape of the slip's accumulator or system bet (singles are one `single()` each). */
export function slipShape(state: SlipState): BetShape | null {
  const legs = state.selections.length;
  if (state.betType === "accumulator" && legs >= 2) return betShape(legs, [legs]);
  if (state.betType === "system" && state.system) {
    const bankers = state.selections
      .map((s, index) => (state.bankers.includes(selectionKey(s)) ? index : -1))
      .filter((index) => index >= 0);
    return betShape(legs, SYSTEM_BETS[state.system].sizes, bankers);
  }
  return null;
}

const cap = (payout: number, rules: SlipRules | null) =>
  rules ? capPayout(payout, rules.maxPayout) : { payout, capped: false };

export function slipTotals(state: SlipState, exponent: number, rules: SlipRules | null): SlipTotals {
  const empty = { bets: 0, totalStake: 0, potentialReturn: 0, bonus: 0, capped: false };
  if (state.selections.length === 0) return { ...empty, problem: "no_selections" };
  const limits = (stake: number): SlipTotals["problem"] => {
    if (rules && stake < rules.minStake) return "below_min";
    if (rules && stake > rules.maxStake) return "above_max";
    return null;
  };

  if (state.betType === "single") {
    let totals: SlipTotals = { ...empty, problem: null };
    for (const selection of state.selections) {
      const text = state.stakes[selectionKey(selection)] ?? state.stake;
      if (text.trim() === "") continue;
      const stake = parseStake(text, exponent);
      if (stake === null || stake === 0) return { ...totals, problem: "bad_stake" };
      const paid = cap(potentialReturn(stake, [selection.price_milli], single()), rules);
      totals = {
        bets: totals.bets + 1,
        totalStake: totals.totalStake + stake,
        potentialReturn: totals.potentialReturn + paid.payout,
        bonus: 0,
        capped: totals.capped || paid.capped,
        problem: totals.problem ?? limits(stake),
      };
    }
    return totals.bets === 0 ? { ...totals, problem: "no_stake" } : totals;
  }

  const shape = slipShape(state);
  if (!shape) return { ...empty, problem: "no_selections" };
  const bets = numberOfBets(shape);
  if (state.stake.trim() === "") return { ...empty, bets, problem: "no_stake" };
  const unit = parseStake(state.stake, exponent);
  if (unit === null || unit === 0) return { ...empty, bets, problem: "bad_stake" };
  const prices = state.selections.map((s) => s.price_milli);
  const totalStake = unit * bets;
  const gross = potentialReturn(unit, prices, shape);
  // Accumulators only: system bets earn no bonus.
  const bonus =
    state.betType === "accumulator" && rules?.bonus
      ? potentialAccumulatorBonus(rules.bonus, prices, unit, gross)
      : 0;
  const paid = cap(gross + bonus, rules);
  return {
    bets,
    totalStake,
    potentialReturn: paid.payout,
    bonus,
    capped: paid.capped,
    problem: limits(totalStake),
  };
}

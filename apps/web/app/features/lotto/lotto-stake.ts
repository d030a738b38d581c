import { fromMinorUnits, toMinorUnits } from "@platform/contracts/client";
import type { Hint } from "./number-picker-state.ts";

/** The site's stake rules, as GET api/lotto/games answers them. */
export interface StakeLimits {
  min_stake_per_line: string;
  max_stake_per_ticket: string;
}

export type StakeStatus = { ok: true; total: string } | { ok: false; hint: Hint };

function minor(amount: string, exponent: number): bigint | null {
  try {
    return toMinorUnits(amount.trim(), exponent);
  } catch {
    return null;
  }
}

/**
 * lines × stake per line, in minor units (no float touches money), checked against the site's
 * minimum per line and maximum per ticket so the player sees the refusal before committing.
 * Money in a hint is its `amount` placeholder, bare; the page formats it with the currency.
 */
export function stakeStatus(
  stake: string,
  lines: number,
  limits: StakeLimits,
  exponent: number,
): StakeStatus {
  const perLine = minor(stake, exponent);
  if (perLine === null || perLine <= 0n) return { ok: false, hint: { key: "lotto.hint.stake_invalid" } };
  const min = minor(limits.min_stake_per_line, exponent) ?? 0n;
  if (perLine < min)
    return {
      ok: false,
      hint: { key: "lotto.hint.stake_min", params: { amount: limits.min_stake_per_line } },
    };
  const total = perLine * BigInt(lines);
  const max = minor(limits.max_stake_per_ticket, exponent);
  if (max !== null && total > max)
    return {
      ok: false,
      hint: { key: "lotto.hint.stake_max", params: { amount: limits.max_stake_per_ticket } },
    };
  return { ok: true, total: fromMinorUnits(total, exponent) };
}

/** The sum of line totals ("12.50" + "3" …), for the cart's total. */
export function sumAmounts(amounts: readonly string[], exponent: number): string {
  return fromMinorUnits(
    amounts.reduce((sum, amount) => sum + (minor(amount, exponent) ?? 0n), 0n),
    exponent,
  );
}

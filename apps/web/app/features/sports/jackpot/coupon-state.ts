import { JACKPOT_MATCHES, type JackpotOutcome } from "@platform/contracts";

/*
 * The coupon as the page holds it: per match, the outcomes toggled on. Lines and cost are shown
 * live; the aggregator computes them again (and is the one that counts).
 */

export type Coupon = JackpotOutcome[][];

export const emptyCoupon = (): Coupon => Array.from({ length: JACKPOT_MATCHES }, () => []);

/** Toggles one outcome of one match; the outcomes stay in 1, X, 2 order. */
export function toggle(coupon: Coupon, match: number, outcome: JackpotOutcome): Coupon {
  return coupon.map((picks, index) => {
    if (index !== match) return picks;
    const next = picks.includes(outcome) ? picks.filter((pick) => pick !== outcome) : [...picks, outcome];
    return next.sort();
  });
}

/** Lines = the product of the picks per match; 0 while a match has none. */
export function couponLines(coupon: Coupon): number {
  return coupon.reduce((lines, picks) => lines * picks.length, 1);
}

export const couponComplete = (coupon: Coupon) =>
  coupon.length === JACKPOT_MATCHES && coupon.every((picks) => picks.length > 0);

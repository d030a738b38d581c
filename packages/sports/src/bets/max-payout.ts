/**
 * The site's maximum payout per bet (a published limit, in minor units): a bet never pays more,
 * whatever its prices, bonus included. The slip shows the capped potential return, and
 * returns.ts's maxUnitStake gives the stake beyond which the cap bites.
 */
export interface CappedPayout {
  readonly payout: number;
  /** True when the cap took something off. */
  readonly capped: boolean;
}

export function capPayout(payout: number, maxPayout: number): CappedPayout {
  if (!Number.isSafeInteger(payout) || payout < 0) throw new RangeError(`payout ${payout}`);
  if (!Number.isSafeInteger(maxPayout) || maxPayout <= 0) throw new RangeError(`maximum payout ${maxPayout}`);
  return payout > maxPayout ? { payout: maxPayout, capped: true } : { payout, capped: false };
}

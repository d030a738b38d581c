import type { JackpotTier } from "./jackpot-config.ts";

/*
 * The jackpot's arithmetic, pure (docs/decisions/050-sports-jackpot.md): lines of a ticket, how many
 * of its lines got k matches right, and the pool's split into tiers. Money is integer minor units;
 * every division floors and what the floors leave rolls over, so nothing is ever paid twice or lost.
 */

/** Lines = the product of the number of picks per match (a double chance doubles, a triple triples). */
export function ticketLines(picks: readonly (readonly string[])[]): number {
  return picks.reduce((lines, match) => lines * match.length, 1);
}

/**
 * counts[k] = the ticket's lines with exactly k correct picks. Each match contributes a factor
 * (right·x + wrong) to a polynomial in x (right = 1 when the result is among its picks), so a
 * 1,152-line ticket is counted in 13 small steps rather than line by line.
 */
export function linesByCorrect(picks: readonly (readonly string[])[], results: readonly string[]): number[] {
  let counts = [1];
  picks.forEach((match, index) => {
    const right = match.includes(results[index]!) ? 1 : 0;
    const wrong = match.length - right;
    const next = new Array<number>(counts.length + 1).fill(0);
    counts.forEach((count, k) => {
      next[k]! += count * wrong;
      next[k + 1]! += count * right;
    });
    counts = next;
  });
  return counts;
}

export interface TierResult {
  correct: number;
  /** Winning lines of this tier across the pool's tickets. */
  lines: number;
  /** What each of them won (0 when nobody won the tier). */
  perLine: number;
}

export interface PoolSettlement {
  salesShare: number;
  tiers: TierResult[];
  prizesPaid: number;
  /** Everything not paid: unwon tiers and the floors' remainders; the next round's pool_in. */
  rolloverOut: number;
}

/**
 * One operator's pool of a round: pool = pool_in + floor(sales × share); tier t gets
 * floor(pool × share_t), split equally among its winning lines, floored per line.
 * pool_in + sales_share − prizes_paid − rollover_out = 0 by construction.
 */
export function settlePool(input: {
  poolIn: number;
  sales: number;
  poolShareBp: number;
  tiers: readonly JackpotTier[];
  /** Winning lines per number correct. */
  winningLines: Readonly<Record<number, number>>;
}): PoolSettlement {
  const salesShare = Math.floor((input.sales * input.poolShareBp) / 10_000);
  const pool = input.poolIn + salesShare;
  const tiers = input.tiers.map((tier) => {
    const lines = input.winningLines[tier.correct] ?? 0;
    const money = Math.floor((pool * tier.shareBp) / 10_000);
    return { correct: tier.correct, lines, perLine: lines > 0 ? Math.floor(money / lines) : 0 };
  });
  const prizesPaid = tiers.reduce((sum, tier) => sum + tier.lines * tier.perLine, 0);
  return { salesShare, tiers, prizesPaid, rolloverOut: pool - prizesPaid };
}

/** A ticket's payout: each of its lines in a tier wins that tier's amount per line. */
export function ticketPayout(counts: readonly number[], tiers: readonly TierResult[]): number {
  return tiers.reduce((sum, tier) => sum + (counts[tier.correct] ?? 0) * tier.perLine, 0);
}

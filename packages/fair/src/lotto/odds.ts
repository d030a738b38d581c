import { Fraction } from "../fraction.ts";
import {
  BALLS_DRAWN,
  groupsOf,
  HIGHEST_NUMBER,
  type LineSize,
  lineCount,
  lineSizeOf,
  type Selection,
  winningLinesFromHits,
} from "./bet-types.ts";
import type { Paytable } from "./paytable.ts";

/*
 * The chances and returns the how-to-play modal shows (no operator in the region shows them), exact:
 * five balls drawn from 90 without replacement is a hypergeometric draw, and every number is a
 * BigInt fraction, so "59.93 %" is the rounding of an exact 480/801.
 */

/**
 * The chance that one line of `size` numbers wins. Direct 1 wins on the first ball only: 1/90. Any
 * other line wins when all k of its numbers are among the five drawn:
 * C(90 − k, 5 − k) / C(90, 5) = C(5, k) / C(90, k) (the other 5 − k balls are any of the other 90 − k
 * numbers).
 */
export function lineChance(size: LineSize, firstBallOnly: boolean): Fraction {
  if (firstBallOnly) return new Fraction(1n, BigInt(HIGHEST_NUMBER));
  return new Fraction(binomial(BALLS_DRAWN, size), binomial(HIGHEST_NUMBER, size));
}

/**
 * Return to player of one line: multiplier × chance. A ticket's lines are staked alike and each
 * returns this on average, so it is the ticket's RTP too, whatever its bet type or size.
 */
export function lineRtp(size: LineSize, firstBallOnly: boolean, paytable: Paytable): Fraction {
  return lineChance(size, firstBallOnly).mul(paytable.multipliers[size]);
}

export interface BetTypeOdds {
  /** "Direct 2", "Perm 3", "Banker 4", "Against". */
  label: string;
  lineSize: LineSize;
  /** The chance that one line wins. */
  chance: Fraction;
  /** The chance as "1 in X", X rounded to a whole number ("1 in 401"). */
  oneIn: number;
  rtp: Fraction;
  /** Percent with two decimals ("59.93"). */
  rtpPercent: string;
}

/** One row per bet type and size, for the how-to-play modal. */
export function betTypeOdds(paytable: Paytable): BetTypeOdds[] {
  const row = (label: string, size: LineSize, firstBallOnly = false): BetTypeOdds => {
    const chance = lineChance(size, firstBallOnly);
    const rtp = lineRtp(size, firstBallOnly, paytable);
    return { label, lineSize: size, chance, oneIn: oneIn(chance), rtp, rtpPercent: rtp.toPercent(2) };
  };
  const sizes = [2, 3, 4, 5] as const;
  return [
    row("Direct 1", 1, true),
    ...sizes.map((size) => row(`Direct ${size}`, size)),
    ...sizes.map((size) => row(`Perm ${size}`, size)),
    ...sizes.map((size) => row(`Banker ${size}`, size)),
    row("Against", 2),
  ];
}

export interface TicketOdds {
  /** The chance that at least one line of the ticket wins. */
  chanceOfWin: Fraction;
  /** The expected number of winning lines. */
  expectedWinningLines: Fraction;
  /** Expected payout ÷ total stake: equal to the line RTP, which the tests hold it to. */
  rtp: Fraction;
}

/**
 * A whole ticket's odds, from the distribution of hits per group: P(h₁ … hₘ) =
 * Π C(sᵢ, hᵢ) · C(90 − Σsᵢ, 5 − Σhᵢ) / C(90, 5), where group i holds sᵢ numbers.
 */
export function ticketOdds(selection: Selection, paytable: Paytable): TicketOdds {
  const size = lineSizeOf(selection);
  const multiplier = paytable.multipliers[size];
  const lines = lineCount(selection);
  if (selection.type === "direct" && selection.size === 1) {
    const chance = lineChance(1, true);
    return { chanceOfWin: chance, expectedWinningLines: chance, rtp: chance.mul(multiplier) };
  }
  const sizes = groupsOf(selection).map((group) => group.length);
  const others = HIGHEST_NUMBER - sizes.reduce((a, b) => a + b, 0);
  const draws = binomial(HIGHEST_NUMBER, BALLS_DRAWN);
  let chanceOfWin = new Fraction(0n);
  let expected = new Fraction(0n);
  for (const hits of hitVectors(sizes, BALLS_DRAWN)) {
    const wins = winningLinesFromHits(selection, hits);
    if (wins === 0) continue;
    const hit = hits.reduce((a, b) => a + b, 0);
    const ways = hits.reduce(
      (product, h, i) => product * binomial(sizes[i]!, h),
      binomial(others, BALLS_DRAWN - hit),
    );
    const chance = new Fraction(ways, draws);
    chanceOfWin = chanceOfWin.add(chance);
    expected = expected.add(chance.mul(wins));
  }
  return { chanceOfWin, expectedWinningLines: expected, rtp: expected.mul(multiplier).div(lines) };
}

/** Every way of hitting hᵢ ≤ sᵢ numbers of each group with at most `balls` balls in all. */
function* hitVectors(sizes: readonly number[], balls: number): Generator<number[]> {
  if (sizes.length === 0) {
    yield [];
    return;
  }
  const [first = 0, ...rest] = sizes;
  for (let h = 0; h <= Math.min(first, balls); h++)
    for (const tail of hitVectors(rest, balls - h)) yield [h, ...tail];
}

function oneIn(chance: Fraction): number {
  return Math.round(Number(chance.den) / Number(chance.num));
}

/** C(n, k) exactly. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * BigInt(n - i + 1)) / BigInt(i);
  return result;
}

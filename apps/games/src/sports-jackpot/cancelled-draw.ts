import { cumulativeWeights, fairEventFloats, floatToUint32, pickByWeight, toWeights } from "@platform/sports";

/*
 * A cancelled (postponed, abandoned: bet_cancel) match's result, drawn so anyone can recompute it
 * (docs/decisions/050-sports-jackpot.md): its 1X2 probabilities at the close, rounded once to
 * integer weights of 2^32 and published, and the first fair float of
 *   HMAC_SHA256(server seed, `${entropy}:${match index}:0`)
 * (packages/fair's stream, as virtual football's matches: decision 047), the seed committed when
 * the round opened and the entropy fixed at the close. Outcome i when cumulative(i − 1) ≤ u <
 * cumulative(i), u the float's 32-bit integer: each outcome's chance is exactly its weight / 2^32.
 */

export const OUTCOMES_1X2 = ["1", "2", "3"] as const;

/** The weights published at the close; a match without prices (none known) draws uniformly. */
export function drawWeightsOf(probabilities: readonly number[] | null): number[] {
  const usable = probabilities && probabilities.length === 3 && probabilities.some((p) => p > 0);
  return [...toWeights(usable ? probabilities : [1, 1, 1])];
}

export function drawCancelled(
  serverSeed: string,
  entropy: string,
  matchIndex: number,
  weights: readonly number[],
): (typeof OUTCOMES_1X2)[number] {
  const u = floatToUint32(fairEventFloats(serverSeed, entropy)(matchIndex).next());
  return OUTCOMES_1X2[pickByWeight(cumulativeWeights(weights), u)]!;
}

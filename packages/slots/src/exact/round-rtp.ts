import { Fraction } from "@platform/fair";
import type { FreeSpinsSpec, SymbolSpec } from "../slot-data.ts";
import { inViewDistribution, product, reelLengths } from "./reel-windows.ts";

/** A game's exact expectations, in units (see slot-data.ts), and its RTP. */
export interface RoundExpectation {
  /** Line, ways or classic pays of one spin. */
  evaluated: Fraction;
  /** Scatter pays of one spin. */
  scatter: Fraction;
  /** Free spins one spin awards, on average. */
  awards: Fraction;
  /** The chance a paid spin awards free spins. */
  trigger: Fraction;
  /** One free spin with all it leads to (its multiplier and retriggers included). */
  freeSpin: Fraction;
  /** One paid round: its spin and its free spins. */
  round: Fraction;
  /** round / betUnit. */
  rtp: Fraction;
}

/**
 * Adds scatters and free spins to the expectation of a spin's line or ways pays. By linearity, a
 * spin's expected units are E[evaluated] + E[scatter pay] whatever ties them within a spin; the
 * free spins it awards are played on later floats, independent of it, so each is worth the same v:
 *   v = m · E[spin] + E[awards] · v   (retrigger)  ⇒  v = m · E[spin] / (1 − E[awards])
 *   v = m · E[spin]                   (no retrigger)
 *   E[round] = E[spin] + E[awards] · v.
 */
export function roundExpectation(
  evaluated: Fraction,
  reels: readonly string[],
  rows: number,
  symbols: readonly SymbolSpec[],
  freeSpins: FreeSpinsSpec | undefined,
  betUnit: number,
): RoundExpectation {
  const scatter = symbols.find((symbol) => symbol.role === "scatter");
  let scatterPays = new Fraction(0n);
  let awards = new Fraction(0n);
  let trigger = new Fraction(0n);
  if (scatter) {
    const combinations = product(reelLengths(reels));
    const distribution = inViewDistribution(reels, rows, scatter.id);
    distribution.forEach((ways, count) => {
      const chance = new Fraction(ways, combinations);
      scatterPays = scatterPays.add(chance.mul(scatter.pays?.[count] ?? 0));
      const awarded = freeSpins?.awards[count] ?? 0;
      awards = awards.add(chance.mul(awarded));
      if (awarded > 0) trigger = trigger.add(chance);
    });
  }
  const spin = evaluated.add(scatterPays);
  let freeSpin = new Fraction(0n);
  if (freeSpins) {
    const paid = spin.mul(freeSpins.multiplier);
    if (freeSpins.retrigger) {
      const rest = new Fraction(1n).sub(awards);
      if (rest.compare(new Fraction(0n)) <= 0)
        throw new RangeError("free spins would never end: E[awards] ≥ 1");
      freeSpin = paid.div(rest);
    } else freeSpin = paid;
  }
  const round = spin.add(awards.mul(freeSpin));
  return { evaluated, scatter: scatterPays, awards, trigger, freeSpin, round, rtp: round.div(betUnit) };
}

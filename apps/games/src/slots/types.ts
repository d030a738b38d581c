import type { SlotOutcome } from "@platform/contracts";

/*
 * The slot math engine's interface: the games service plays rounds through it, the bench measures
 * it, the RTP tests enumerate it. A game is pure math: given floats and a stake it returns the
 * outcome; it never touches money, the database or the network.
 */

/** Floats in [0, 1), drawn in order (provably fair: fairness/fair-floats.ts). */
export interface FloatSource {
  next(): number;
}

/** What a game publishes: the paytable, the reel strips, the rules (contracts GameDetail fields). */
export interface PublishedSlot {
  slug: string;
  name: string;
  /** "20 lines", "243 ways", "1 line". */
  lines: string;
  volatility: "low" | "medium" | "high";
  rows: number;
  /** reels[i] is reel i's strip, top to bottom; stop s shows strip[s], strip[s+1] … (wrapping). */
  reels: string[][];
  paytable: {
    symbol: string;
    name: string;
    pays: Record<string, number>;
    role: "regular" | "wild" | "scatter";
  }[];
  rules: string[];
  /**
   * Stakes must be a multiple of this many minor units (a 20-line game's stake is split evenly
   * across its lines), so every win is a whole number of minor units.
   */
  betUnit: number;
}

export interface SlotGame {
  readonly definition: PublishedSlot;
  /**
   * One paid round: the spin on `bet` (minor units, a positive multiple of betUnit) and any free
   * spins it awards, each spin's reel stop i = floor(float × length of reel i). Amounts in the
   * outcome are minor units.
   */
  play(floats: FloatSource, bet: number): SlotOutcome;
}

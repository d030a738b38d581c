import type { SlotOutcome } from "@platform/contracts";
import type { FloatSource } from "@platform/fair";

/*
 * The slot math engine's interface: the games service plays rounds through it, the bench measures
 * it, the RTP tests enumerate it. A game is pure math: given floats and a stake it returns the
 * outcome; it never touches money, the database or the network, and it imports nothing from Node, so
 * the verifier page replays rounds with the very same code in the browser.
 */

/** Floats in [0, 1), drawn in order (provably fair: packages/fair). */
export type { FloatSource } from "@platform/fair";

/** What a game publishes: the paytable, the reel strips, the rules (contracts GameDetail fields). */
export interface PublishedSlot {
  slug: string;
  name: string;
  /** One or two sentences for the game's detail page. */
  description: string;
  /** "20 lines", "243 ways", "1 line". */
  lines: string;
  volatility: "low" | "medium" | "high";
  /** Return to player in percent with two decimals ("96.12"), computed exactly from strips and paytable. */
  rtp: string;
  /** The largest win of a single spin, as a multiple of the stake (free-spin multiplier included). */
  maxWin: number;
  rows: number;
  /** reels[i] is reel i's strip, top to bottom; stop s shows strip[s], strip[s+1] … (wrapping). */
  reels: string[][];
  /** Paylines and classic games: line i shows row paylines[i][reel] of each reel (0 = top). */
  paylines?: number[][];
  /**
   * pays: count → multiple of the line bet (paylines: line and scatter pays), of the total bet per
   * way (ways), of the total bet (classic). An entry with `of` is a mixed combination of those
   * symbols ("any bar").
   */
  paytable: {
    symbol: string;
    name: string;
    pays: Record<string, number>;
    role: "regular" | "wild" | "scatter";
    of?: string[];
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
  /**
   * The same round as `play` (same floats read, same evaluation code) returning only its total win
   * for a stake of one betUnit, without building the outcome: the bench and the RTP tests. A round's
   * win is proportional to the stake: play(f, k × betUnit).total_win = k × simulate(f).
   */
  simulate(floats: FloatSource): number;
}

/*
 * The data a game is made of (games/*.ts): symbols, strips, pays, features. Engines compile it and
 * publish it; the exact-RTP code (exact/*.ts) reads the same data and nothing else. Pays are integers
 * of the game's internal unit: the line bet (paylines), a coin of stake / betUnit (ways), the stake
 * (classic); so a stake of k × betUnit pays k × the units.
 */

export type SymbolRole = "regular" | "wild" | "scatter";

export interface SymbolSpec {
  id: string;
  name: string;
  role: SymbolRole;
  /** count → units. Paylines and ways: that many adjacent from the leftmost reel; scatter: anywhere. */
  pays?: Record<number, number>;
}

/** Scatters anywhere in view: pays by count and free spins played at once, from the same floats. */
export interface FreeSpinsSpec {
  /** scatter count → free spins awarded. */
  awards: Record<number, number>;
  /** Every win of a free spin (line, ways and scatter) is multiplied by this. */
  multiplier: number;
  /** Whether scatters during free spins award more free spins. */
  retrigger: boolean;
}

interface GameDataBase {
  slug: string;
  name: string;
  description: string;
  volatility: "low" | "medium" | "high";
  /** The RTP as published: the exact-RTP test holds it equal to the strips' exact value. */
  rtp: string;
  /** Largest single-spin win × stake, as published: the max-win test recomputes it exhaustively. */
  maxWin: number;
  symbols: SymbolSpec[];
  /** Each reel strip top to bottom, symbol ids separated by spaces. */
  reels: string[];
  /** Rules particular to this game, after the engine's own. */
  extraRules?: string[];
}

export interface PaylinesData extends GameDataBase {
  /** paylines[i][reel] = row (0 = top) of line i. */
  paylines: number[][];
  freeSpins?: FreeSpinsSpec;
}

export interface WaysData extends GameDataBase {
  /** Coins per stake: a coin is stake / betUnit minor units and pays are coins per way. */
  betUnit: number;
  freeSpins?: FreeSpinsSpec;
}

/** A mixed combination of a classic ("any bar"): any of `of`, counted from the left like a symbol. */
export interface ClassicGroupSpec {
  id: string;
  name: string;
  of: string[];
  pays: Record<number, number>;
}

export interface ClassicData extends GameDataBase {
  paylines: number[][];
  groups: ClassicGroupSpec[];
  /** Each wild standing in for a symbol in a win multiplies it by this (1: wilds only substitute). */
  wildMultiplier: number;
}

/** A strip as written in the data: ids separated by whitespace. */
export function parseStrip(strip: string): string[] {
  return strip.trim().split(/\s+/);
}

/** pays as an array indexed by count, 0 where the table says nothing. */
export function paysByCount(pays: Record<number, number> | undefined, maxCount: number): number[] {
  const byCount = new Array<number>(maxCount + 1).fill(0);
  for (const [count, pay] of Object.entries(pays ?? {})) {
    const n = Number(count);
    if (!Number.isInteger(n) || n < 1 || n > maxCount) throw new RangeError(`no count ${count} here`);
    if (!Number.isSafeInteger(pay) || pay < 0) throw new RangeError(`pays are whole units, not ${pay}`);
    byCount[n] = pay;
  }
  return byCount;
}

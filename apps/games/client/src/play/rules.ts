import type { Spin } from "@platform/contracts";

/*
 * Player protection in the game's own timing and presentation (UKGC RTS 8 and 14): no autoplay
 * (the only way to spin is the Spin button), a spin lasts at least 2.5 s from the press to the
 * result, and a win that is not more than the stake is shown, never celebrated.
 */

/** RTS 14: at least this long from pressing Spin to the result on screen. */
export const MIN_SPIN_MS = 2500;
/** The reels stop one after another, this far apart. */
export const REEL_STAGGER_MS = 180;
/** Each free spin of a round, shown one by one from the recorded outcome. */
export const FREE_SPIN_MS = 1100;

/**
 * When each reel stops, in ms after the press: never before the answer arrived (`answeredAfter`),
 * and the last one (the result) not before `minimum`.
 */
export function reelStopTimes(
  answeredAfter: number,
  reels: number,
  minimum = MIN_SPIN_MS,
  stagger = REEL_STAGGER_MS,
): number[] {
  const first = Math.max(answeredAfter, minimum - stagger * Math.max(0, reels - 1));
  return Array.from({ length: reels }, (_, index) => first + index * stagger);
}

export type WinPresentation = "none" | "plain" | "celebrate";

/** RTS 14: only a round that paid more than its stake is celebrated; a smaller win is just shown. */
export function winPresentation(win: number, stake: number): WinPresentation {
  if (win <= 0) return "none";
  return win > stake ? "celebrate" : "plain";
}

/** "reel:row" of every symbol that took part in a win of the spin, for highlighting. */
export function winningCells(spin: Pick<Spin, "wins">): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.wins) for (const [reel, row] of win.positions) cells.add(`${reel}:${row}`);
  return cells;
}

/** The grid read row by row, as a screen reader hears the reels ("Row 1: A, K, Q"). */
export function gridRows(grid: readonly (readonly string[])[], name: (symbol: string) => string): string[][] {
  const rows = Math.max(0, ...grid.map((reel) => reel.length));
  return Array.from({ length: rows }, (_, row) => grid.map((reel) => name(reel[row] ?? "")));
}

/** The balance to show while a spin is under way: the stake has left it (real and fun play alike). */
export function balanceDuringSpin(balance: number, bet: number): number {
  return balance >= bet ? balance - bet : balance;
}

/** Free spins of an outcome are every spin after the first (the paid one). */
export function freeSpinCount(spins: readonly Spin[]): number {
  return Math.max(0, spins.length - 1);
}

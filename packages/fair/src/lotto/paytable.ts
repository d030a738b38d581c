import {
  BALLS_DRAWN,
  groupsOf,
  HIGHEST_NUMBER,
  type Line,
  type LineSize,
  LOWEST_NUMBER,
  lineSizeOf,
  linesOf,
  type Selection,
  winningLinesFromHits,
} from "./bet-types.ts";

/*
 * What a winning line pays. The paytable is per site (settings); every line of a ticket is staked
 * the same, so a ticket pays winning lines × stake per line × the multiplier of its line size, in
 * integer minor units.
 */

/** Multiples of the stake per line that a winning line of each size returns (stake included). */
export interface Paytable {
  readonly multipliers: Readonly<Record<LineSize, number>>;
}

/**
 * The multipliers the region's operators publish (Baba Ijebu, Set Lotto). Against lines are 2-number
 * lines and are paid the 2-number multiplier.
 */
export const DEFAULT_PAYTABLE: Paytable = {
  multipliers: { 1: 40, 2: 240, 3: 2_100, 4: 6_000, 5: 44_000 },
};

/** Throws unless every multiplier is a whole number ≥ 1 (a site's settings are checked with it). */
export function checkPaytable(paytable: Paytable): Paytable {
  for (const size of [1, 2, 3, 4, 5] as const) {
    const multiplier = paytable.multipliers[size];
    if (!Number.isSafeInteger(multiplier) || multiplier < 1)
      throw new RangeError(`the ${size}-number multiplier must be a whole number of at least 1`);
  }
  return paytable;
}

/** Throws unless `drawn` is five distinct balls from 1–90, in the order they were drawn. */
export function checkDraw(drawn: readonly number[]): readonly number[] {
  if (drawn.length !== BALLS_DRAWN)
    throw new RangeError(`a draw has ${BALLS_DRAWN} balls, not ${drawn.length}`);
  const seen = new Set<number>();
  for (const ball of drawn) {
    if (!Number.isInteger(ball) || ball < LOWEST_NUMBER || ball > HIGHEST_NUMBER)
      throw new RangeError(`${ball} is not a ball from ${LOWEST_NUMBER} to ${HIGHEST_NUMBER}`);
    if (seen.has(ball)) throw new RangeError(`${ball} is drawn twice`);
    seen.add(ball);
  }
  return drawn;
}

/** Whether one line wins: Direct 1 on the first ball only, any other line when all of it is drawn. */
export function lineWins(selection: Selection, line: Line, drawn: readonly number[]): boolean {
  if (selection.type === "direct" && selection.size === 1) return line[0] === drawn[0];
  return line.every((n) => drawn.includes(n));
}

/** How many lines win, counted from the hits per group (settlement never lists the lines). */
export function winningLineCount(selection: Selection, drawn: readonly number[]): number {
  checkDraw(drawn);
  if (selection.type === "direct" && selection.size === 1) return selection.numbers[0] === drawn[0] ? 1 : 0;
  const hits = groupsOf(selection).map((group) => group.filter((n) => drawn.includes(n)).length);
  return winningLinesFromHits(selection, hits);
}

/** The lines that won, for the ticket page. */
export function winningLinesOf(selection: Selection, drawn: readonly number[]): Line[] {
  checkDraw(drawn);
  return linesOf(selection).filter((line) => lineWins(selection, line, drawn));
}

/** A ticket's result: payout = winning lines × stake per line × multiplier, in minor units. */
export function payout(
  selection: Selection,
  drawn: readonly number[],
  stakePerLine: bigint,
  paytable: Paytable = DEFAULT_PAYTABLE,
): { winningLines: number; payout: bigint } {
  if (stakePerLine <= 0n) throw new RangeError("the stake per line must be positive");
  const winningLines = winningLineCount(selection, drawn);
  const multiplier = BigInt(checkPaytable(paytable).multipliers[lineSizeOf(selection)]);
  return { winningLines, payout: BigInt(winningLines) * stakePerLine * multiplier };
}

/**
 * Settlement of a line bet (Asian handicap, total) from its margin: the bet's side's goals plus
 * the line, minus the other side's (for a total: goals minus the line for over, the line minus
 * goals for under). A positive margin wins, a negative one loses, zero pushes (void, stake back).
 *
 * - Half lines (2.5, -0.5) never push.
 * - Whole lines (2, -1) push at zero.
 * - Quarter lines (2.25, -0.75) are two bets of half the stake on the neighbouring half and whole
 *   lines (-0.75 = -0.5 and -1). When one half wins and the other pushes the bet is half won
 *   (`voidFactor` 0.5, result win); when one loses and the other pushes it is half lost
 *   (`voidFactor` 0.5, result lose), as UOF's `void_factor` says.
 */
export type OutcomeResult = "win" | "lose" | "void";

/** The share of the stake refunded: 0, half (a quarter line's push half) or all. */
export type VoidFactor = 0 | 0.5 | 1;

export interface LineSettlement {
  readonly result: OutcomeResult;
  readonly voidFactor: VoidFactor;
}

const WIN: LineSettlement = { result: "win", voidFactor: 0 };
const LOSE: LineSettlement = { result: "lose", voidFactor: 0 };
const VOID: LineSettlement = { result: "void", voidFactor: 1 };

function single(margin: number): LineSettlement {
  return margin > 0 ? WIN : margin < 0 ? LOSE : VOID;
}

/** `goalMargin` is the side's goals minus the other side's (or minus nothing for a total). */
export function settleLine(goalMargin: number, line: number): LineSettlement {
  if (!Number.isInteger(line * 4)) throw new RangeError(`line ${line} is not in quarters`);
  if (Number.isInteger(line * 2)) return single(goalMargin + line);
  const low = single(goalMargin + line - 0.25);
  const high = single(goalMargin + line + 0.25);
  if (low.result === high.result) return low;
  // The two halves differ by half a goal, so one of them pushed: the other decides.
  const decided = low.result === "void" ? high : low;
  return { result: decided.result, voidFactor: 0.5 };
}

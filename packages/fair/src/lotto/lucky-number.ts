import { Fraction } from "../fraction.ts";
import { SelectionError } from "./bet-types.ts";
import type { DrawShape } from "./draw-numbers.ts";

/*
 * Lucky Number: one ball of 1–90 is drawn, and a bet is on the exact number or on a group of
 * numbers (odd/even, low 1–45/high 46–90, a ten: 1 = 1–10 … 9 = 81–90). A bet is one line. The
 * multipliers are the site's settings.lotto.number_paytable in HUNDREDTHS of the stake (190 =
 * 1.90×, stake included) so that they stay integers; a payout is floor(stake × hundredths / 100)
 * minor units (the fraction of a minor unit stays with the house). Pure and isomorphic like the
 * rest of this folder: the picker and the how-to-play modal run it in the browser.
 */

/** What Lucky Number draws: one ball from 1–90. drawNumbers/verifyDraw take it as their shape. */
export const LUCKY_NUMBER: DrawShape = Object.freeze({ count: 1, max: 90 });

export const NUMBER_BET_TYPES = ["exact", "parity", "range", "tens"] as const;
export type NumberBetType = (typeof NUMBER_BET_TYPES)[number];

/** A Lucky Number bet, as contracts' numberSelectionSchema reads it. */
export type NumberSelection =
  | { type: "exact"; number: number }
  | { type: "parity"; value: "odd" | "even" }
  | { type: "range"; value: "low" | "high" }
  | { type: "tens"; value: number };

/** Multiples of the stake in hundredths per bet type (190 = 1.90×). */
export type NumberPaytable = Readonly<Record<NumberBetType, number>>;

/** The contracts' default: 85×, 1.90×, 1.90×, 8.50× (every bet type returns 94–95 %). */
export const DEFAULT_NUMBER_PAYTABLE: NumberPaytable = Object.freeze({
  exact: 8_500,
  parity: 190,
  range: 190,
  tens: 850,
});

/** The highest low number: low is 1–45, high 46–90. */
const LOW_TOP = 45;
/** Numbers per ten (1 = 1–10 … 9 = 81–90). */
const TEN = 10;

/** Throws a SelectionError unless the selection is one of the four bet types with a valid value. */
export function checkNumberSelection(input: NumberSelection): NumberSelection {
  switch (input.type) {
    case "exact":
      if (!isBall(input.number))
        throw new SelectionError(`${JSON.stringify(input.number)} is not a number from 1 to 90`);
      return { type: "exact", number: input.number };
    case "parity":
      if (input.value !== "odd" && input.value !== "even")
        throw new SelectionError("an odd/even bet is on odd or on even");
      return { type: "parity", value: input.value };
    case "range":
      if (input.value !== "low" && input.value !== "high")
        throw new SelectionError("a low/high bet is on low (1–45) or on high (46–90)");
      return { type: "range", value: input.value };
    case "tens":
      if (!Number.isInteger(input.value) || input.value < 1 || input.value > 9)
        throw new SelectionError("a tens bet is on a ten from 1 (1–10) to 9 (81–90)");
      return { type: "tens", value: input.value };
    default:
      throw new SelectionError(
        `unknown Lucky Number bet type ${JSON.stringify((input as { type: unknown }).type)}`,
      );
  }
}

/** Whether the selection wins on the drawn ball. */
export function numberWins(selection: NumberSelection, ball: number): boolean {
  if (!isBall(ball)) throw new RangeError(`${ball} is not a ball from 1 to 90`);
  switch (selection.type) {
    case "exact":
      return ball === selection.number;
    case "parity":
      return (ball % 2 === 1) === (selection.value === "odd");
    case "range":
      return ball <= LOW_TOP === (selection.value === "low");
    case "tens":
      return Math.ceil(ball / TEN) === selection.value;
  }
}

/** The numbers a selection covers, ascending (the picker highlights them). */
export function numbersCovered(selection: NumberSelection): number[] {
  const all = Array.from({ length: LUCKY_NUMBER.max }, (_, i) => i + 1);
  return all.filter((ball) => numberWins(selection, ball));
}

/** The multiplier of a bet type, in hundredths, checked: a whole number of at least 100 (1×). */
export function numberMultiplier(selection: NumberSelection, paytable: NumberPaytable): number {
  const hundredths = paytable[selection.type];
  if (!Number.isSafeInteger(hundredths) || hundredths < 100)
    throw new RangeError(`the ${selection.type} multiplier must be a whole number of hundredths ≥ 100`);
  return hundredths;
}

/** What a winning bet of `stake` minor units returns: floor(stake × hundredths / 100). */
export function numberLinePayout(stake: bigint, hundredths: number): bigint {
  if (stake <= 0n) throw new RangeError("the stake must be positive");
  return (stake * BigInt(hundredths)) / 100n;
}

/**
 * A Lucky Number ticket's result on the drawn balls (exactly one): one line, which wins or not;
 * payout = winning lines × floor(stake per line × hundredths / 100).
 */
export function numberPayout(
  selection: NumberSelection,
  drawn: readonly number[],
  stakePerLine: bigint,
  paytable: NumberPaytable = DEFAULT_NUMBER_PAYTABLE,
): { winningLines: number; payout: bigint } {
  if (drawn.length !== LUCKY_NUMBER.count)
    throw new RangeError(`Lucky Number draws ${LUCKY_NUMBER.count} ball, not ${drawn.length}`);
  const line = numberLinePayout(stakePerLine, numberMultiplier(selection, paytable));
  const winningLines = numberWins(selection, drawn[0]!) ? 1 : 0;
  return { winningLines, payout: BigInt(winningLines) * line };
}

/** The exact chance of a bet type: how many of the 90 numbers it covers, over 90. */
export function numberChance(type: NumberBetType): Fraction {
  const covered: Record<NumberBetType, number> = { exact: 1, parity: LOW_TOP, range: LOW_TOP, tens: TEN };
  return new Fraction(BigInt(covered[type]), BigInt(LUCKY_NUMBER.max));
}

/**
 * Return to player, exact: chance × hundredths / 100. It ignores the flooring of a payout to
 * whole minor units, which only ever lowers it and by less than one minor unit per win.
 */
export function numberRtp(type: NumberBetType, paytable: NumberPaytable): Fraction {
  return numberChance(type).mul(paytable[type]).div(100);
}

export interface NumberBetOdds {
  type: NumberBetType;
  /** "Exact number", "Odd/even", "Low/high", "Tens". */
  label: string;
  /** The multiplier in hundredths (190 = 1.90×). */
  hundredths: number;
  chance: Fraction;
  /** "1 in X", X rounded to a whole number. */
  oneIn: number;
  rtp: Fraction;
  /** Percent with two decimals ("95.00"). */
  rtpPercent: string;
}

const LABELS: Record<NumberBetType, string> = {
  exact: "Exact number",
  parity: "Odd/even",
  range: "Low/high",
  tens: "Tens",
};

/** One row per bet type, for the how-to-play modal. */
export function numberBetOdds(paytable: NumberPaytable): NumberBetOdds[] {
  return NUMBER_BET_TYPES.map((type) => {
    const chance = numberChance(type);
    const rtp = numberRtp(type, paytable);
    return {
      type,
      label: LABELS[type],
      hundredths: paytable[type],
      chance,
      oneIn: Math.round(Number(chance.den) / Number(chance.num)),
      rtp,
      rtpPercent: rtp.toPercent(2),
    };
  });
}

function isBall(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= LUCKY_NUMBER.max;
}

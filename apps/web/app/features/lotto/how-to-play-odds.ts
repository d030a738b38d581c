import {
  type Fraction,
  type LineSize,
  lineChance,
  lineRtp,
  NUMBER_BET_TYPES,
  type NumberBetType,
  type NumberPaytable,
  numberChance,
  numberRtp,
} from "@platform/fair";
import { sizesOf, type WagerType } from "./number-picker-state.ts";

/*
 * The how-to-play modal's table: every bet type's chance of winning and its return to player,
 * exact from @platform/fair and the site's own paytable (no operator in the region shows them).
 */

export interface OddsRow {
  /** Translation key of the bet type and its line size ("Direct 2"): the page names it. */
  type: WagerType | NumberBetType;
  size: number | null;
  /** The multiplier a winning line returns, stake included ("240", "1.9"). */
  multiplier: string;
  /** "400.5": the chance is 1 in this. */
  oneIn: string;
  /** "59.9": the percent returned on average. */
  rtp: string;
}

/** 44000 → "44,000". */
function grouped(whole: bigint | number): string {
  return whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** den/num to one decimal, rounded half up: 4005/10 → "400.5", 90/1 → "90". */
export function oneInText(chance: Fraction): string {
  const tenths = (20n * chance.den + chance.num) / (2n * chance.num);
  const whole = grouped(tenths / 10n);
  const fraction = tenths % 10n;
  return fraction === 0n ? whole : `${whole}.${fraction}`;
}

/** 8500 hundredths → "85", 190 → "1.9". */
export function hundredthsText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0").replace(/0$/, "")}`;
}

/** The 5/90 rows a game sells: Direct 1…max, Perm and Banker 2…max, Against (pairs). */
export function lottoOddsRows(paytable: Record<LineSize, number>, maxLineSize: number): OddsRow[] {
  const row = (type: WagerType, size: LineSize): OddsRow => {
    const firstBallOnly = type === "direct" && size === 1;
    return {
      type,
      size: type === "against" ? null : size,
      multiplier: grouped(paytable[size]),
      oneIn: oneInText(lineChance(size, firstBallOnly)),
      rtp: lineRtp(size, firstBallOnly, { multipliers: paytable }).toPercent(1),
    };
  };
  const types: WagerType[] = ["direct", "perm", "banker"];
  return [
    ...types.flatMap((type) => sizesOf(type, maxLineSize).map((size) => row(type, size as LineSize))),
    row("against", 2),
  ];
}

/** Lucky Number's rows: the exact number, odd/even, low/high and a ten. */
export function numberOddsRows(paytable: NumberPaytable): OddsRow[] {
  return NUMBER_BET_TYPES.map((type) => ({
    type,
    size: null,
    multiplier: hundredthsText(paytable[type]),
    oneIn: oneInText(numberChance(type)),
    rtp: numberRtp(type, paytable).toPercent(1),
  }));
}

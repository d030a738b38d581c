import type { DrawGame, LottoSettings } from "@platform/contracts";
import { betTypeOdds, type LineSize, numberBetOdds } from "@platform/fair";

/*
 * The rows of the odds table (issue 10: "the how-to-play modal shows each bet type's chance of
 * winning and its return to player, computed from the paytable"), from @platform/fair's exact
 * odds: every chance and return is an exact fraction; only the display rounds.
 */

export type OddsBet = "direct" | "perm" | "banker" | "against" | "exact" | "parity" | "range" | "tens";

export interface OddsRow {
  /** Stable key, e.g. "perm-3". */
  id: string;
  bet: OddsBet;
  /** Numbers per line (5/90), absent for Lucky Number. */
  size?: LineSize;
  /** What a winning line returns per unit staked, stake included ("240", "1.9"). */
  multiplier: string;
  /** The chance that one line wins, as "1 in X" with X rounded to a whole number. */
  oneIn: number;
  /** The same chance in percent, two decimals ("0.25"). */
  chancePercent: string;
  /** Return to player in percent, two decimals ("59.93"). */
  rtpPercent: string;
}

const BET_OF_LABEL: Record<string, OddsBet> = {
  Direct: "direct",
  Perm: "perm",
  Banker: "banker",
  Against: "against",
};

/** The 5/90 rows for a game selling lines up to `maxLineSize` numbers (Lucky 3: 3). */
export function lottoOddsRows(
  paytable: LottoSettings["paytable"],
  maxLineSize: 1 | 2 | 3 | 4 | 5 = 5,
): OddsRow[] {
  return betTypeOdds({ multipliers: paytable })
    .filter((row) => row.lineSize <= maxLineSize)
    .map((row) => {
      const bet = BET_OF_LABEL[row.label.split(" ")[0] ?? ""] ?? "direct";
      return {
        id: bet === "against" ? "against" : `${bet}-${row.lineSize}`,
        bet,
        size: row.lineSize,
        multiplier: String(paytable[row.lineSize]),
        oneIn: row.oneIn,
        chancePercent: row.chance.toPercent(2),
        rtpPercent: row.rtpPercent,
      };
    });
}

/** Lucky Number's bets: one ball of 90, the multipliers in hundredths (190 = 1.90×). */
export function numberOddsRows(paytable: LottoSettings["number_paytable"]): OddsRow[] {
  return numberBetOdds(paytable).map((row) => ({
    id: row.type,
    bet: row.type,
    multiplier: formatHundredths(row.hundredths),
    oneIn: row.oneIn,
    chancePercent: row.chance.toPercent(2),
    rtpPercent: row.rtpPercent,
  }));
}

/** 8_500 → "85", 190 → "1.9", 125 → "1.25": integer arithmetic, no float rounding. */
export function formatHundredths(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const cents = hundredths % 100;
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, "0").replace(/0$/, "")}`;
}

/** The largest line a 5/90 game sells, from contracts' LOTTO_MAX_LINE_SIZE (repeated: no zod here). */
export const MAX_LINE_SIZE: Readonly<Record<Exclude<DrawGame, "number">, 3 | 4 | 5>> = {
  lucky5: 5,
  lucky4: 4,
  lucky3: 3,
};

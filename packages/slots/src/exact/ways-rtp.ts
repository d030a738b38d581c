import { Fraction } from "@platform/fair";
import type { WaysData } from "../slot-data.ts";
import { product, reelLengths, stripWindows } from "./reel-windows.ts";
import { type RoundExpectation, roundExpectation } from "./round-rtp.ts";

/**
 * Exact RTP of a ways game. A symbol X pays pay_X(k) × n_1 ⋯ n_k when reels 1..k show it (n_i cells of
 * X or wild on reel i) and reel k+1 does not. Reels are independent, so
 *   E[pay_X(k) n_1 ⋯ n_k 1{n_(k+1) = 0}] = pay_X(k) · E[n_1] ⋯ E[n_k] · P(n_(k+1) = 0),
 * with E[n_i] and P(n_i = 0) counted over every stop of reel i.
 */
export function waysExpectation(data: WaysData): RoundExpectation {
  const rows = 3;
  const wild = data.symbols.find((symbol) => symbol.role === "wild")?.id;
  const lengths = reelLengths(data.reels);
  const windows = data.reels.map((strip) => stripWindows(strip, rows));
  let evaluated = new Fraction(0n);
  for (const symbol of data.symbols) {
    if (symbol.role !== "regular") continue;
    const cells = windows.map((reel) =>
      reel.map((window) => window.filter((cell) => cell === symbol.id || cell === wild).length),
    );
    /** Σ over stops of n_i (so E[n_i] = that / length), and the stops with n_i = 0. */
    const cellSums = cells.map((reel) => BigInt(reel.reduce((a, b) => a + b, 0)));
    const empty = cells.map((reel) => BigInt(reel.filter((n) => n === 0).length));
    for (let k = 1; k <= data.reels.length; k++) {
      const pay = symbol.pays?.[k] ?? 0;
      if (pay === 0) continue;
      const numerator = product(cellSums.slice(0, k)) * (k < data.reels.length ? empty[k]! : 1n);
      const denominator = product(lengths.slice(0, Math.min(k + 1, data.reels.length)));
      evaluated = evaluated.add(new Fraction(numerator, denominator).mul(pay));
    }
  }
  return roundExpectation(evaluated, data.reels, rows, data.symbols, data.freeSpins, data.betUnit);
}

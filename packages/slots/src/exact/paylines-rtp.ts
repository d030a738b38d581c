import { Fraction } from "@platform/fair";
import type { PaylinesData } from "../slot-data.ts";
import { product, reelLengths, symbolCounts } from "./reel-windows.ts";
import { type RoundExpectation, roundExpectation } from "./round-rtp.ts";

/**
 * Exact RTP of a paylines game. Stops are uniform and reels independent, so every line shows on each
 * reel one cell distributed as the strip's symbol counts / length, whatever its row: all lines are
 * alike and E[line pays] = lines × E[one line]. One line's expectation enumerates the symbols it can
 * show reel by reel, and stops as soon as the run from the left is broken (the rest of the reels then
 * only multiply the weight by their lengths).
 */
export function paylinesExpectation(data: PaylinesData): RoundExpectation {
  const roles = new Map(data.symbols.map((symbol) => [symbol.id, symbol.role]));
  const pays = new Map(data.symbols.map((symbol) => [symbol.id, symbol.pays ?? {}]));
  const wild = data.symbols.find((symbol) => symbol.role === "wild")?.id;
  const counts = data.reels.map(symbolCounts);
  const lengths = reelLengths(data.reels);
  const reelCount = data.reels.length;

  /** A run from the leftmost reel: the highest of its wild pay and its symbol pay. */
  const runPay = (run: string[]): number => {
    let wildRun = 0;
    while (wildRun < run.length && run[wildRun] === wild) wildRun++;
    const wildPay = wild && wildRun > 0 ? (pays.get(wild)?.[wildRun] ?? 0) : 0;
    const symbol = run.find((cell) => cell !== wild);
    const symbolPay = symbol ? (pays.get(symbol)?.[run.length] ?? 0) : 0;
    return Math.max(wildPay, symbolPay);
  };
  const continuesRun = (run: string[], cell: string): boolean => {
    if (cell === wild) return true;
    if (roles.get(cell) !== "regular") return false;
    const symbol = run.find((earlier) => earlier !== wild);
    return symbol === undefined || symbol === cell;
  };
  /** Σ over the remaining reels' cells of weight × pay, for a run still unbroken. */
  const walk = (run: string[], weight: bigint): bigint => {
    const reel = run.length;
    if (reel === reelCount) return weight * BigInt(runPay(run));
    let sum = 0n;
    const rest = product(lengths.slice(reel + 1));
    for (const [cell, count] of counts[reel]!) {
      if (continuesRun(run, cell)) sum += walk([...run, cell], weight * count);
      else sum += weight * count * rest * BigInt(run.length > 0 ? runPay(run) : 0);
    }
    return sum;
  };
  const oneLine = new Fraction(walk([], 1n), product(lengths));
  return roundExpectation(
    oneLine.mul(data.paylines.length),
    data.reels,
    3,
    data.symbols,
    data.freeSpins,
    data.paylines.length,
  );
}

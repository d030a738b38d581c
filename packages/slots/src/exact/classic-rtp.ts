import { Fraction } from "@platform/fair";
import type { ClassicData } from "../slot-data.ts";
import { product, reelLengths, symbolCounts } from "./reel-windows.ts";
import { type RoundExpectation, roundExpectation } from "./round-rtp.ts";

/** What a classic's line pays, read from the rules: the highest of every combination it makes. */
export function classicLinePay(data: ClassicData, line: readonly string[]): number {
  const wild = data.symbols.find((symbol) => symbol.role === "wild");
  let wildRun = 0;
  while (wildRun < line.length && line[wildRun] === wild?.id) wildRun++;
  let best = wild?.pays?.[wildRun] ?? 0;
  const combinations = [
    ...data.symbols
      .filter((symbol) => symbol.role === "regular")
      .map((symbol) => ({ of: [symbol.id], pays: symbol.pays })),
    ...data.groups,
  ];
  for (const combination of combinations) {
    let count = 0;
    while (count < line.length && (line[count] === wild?.id || combination.of.includes(line[count]!)))
      count++;
    const wilds = line.slice(0, count).filter((cell) => cell === wild?.id).length;
    if (wilds === count) continue;
    best = Math.max(best, (combination.pays?.[count] ?? 0) * data.wildMultiplier ** wilds);
  }
  return best;
}

/**
 * Exact RTP of a classic: every line shows one cell per reel distributed as the strip's counts, so
 * one line's expectation enumerates every symbol combination weighted by the product of its counts
 * (equivalently, every stop combination); lines are alike.
 */
export function classicExpectation(
  data: ClassicData,
): RoundExpectation & { hit: Fraction; square: Fraction } {
  const counts = data.reels.map((strip) => [...symbolCounts(strip)]);
  let sum = 0n;
  let squares = 0n;
  let hits = 0n;
  const walk = (line: string[], weight: bigint) => {
    if (line.length === counts.length) {
      const pay = BigInt(classicLinePay(data, line));
      sum += weight * pay;
      squares += weight * pay * pay;
      if (pay > 0n) hits += weight;
      return;
    }
    for (const [symbol, count] of counts[line.length]!) walk([...line, symbol], weight * count);
  };
  walk([], 1n);
  const combinations = product(reelLengths(data.reels));
  const lines = data.paylines.length;
  const expectation = roundExpectation(
    new Fraction(sum, combinations).mul(lines),
    data.reels,
    3,
    data.symbols,
    undefined,
    lines,
  );
  // One line: its hit chance and E[win²] are the round's (multi-line games would need the joint law).
  return {
    ...expectation,
    hit: new Fraction(hits, combinations),
    square: new Fraction(squares, combinations),
  };
}

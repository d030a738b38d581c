import { parseStrip } from "../slot-data.ts";

/* Exact facts about strips, read off every stop: what the exact-RTP code builds on. */

/** Every window of a strip: stop s shows strip[s], strip[s+1] … (wrapping). */
export function stripWindows(strip: string, rows: number): string[][] {
  const symbols = parseStrip(strip);
  return symbols.map((_, stop) =>
    Array.from({ length: rows }, (_, row) => symbols[(stop + row) % symbols.length]!),
  );
}

/** How many cells of the strip show each symbol (the chance of a symbol in a cell is count / length). */
export function symbolCounts(strip: string): Map<string, bigint> {
  const counts = new Map<string, bigint>();
  for (const symbol of parseStrip(strip)) counts.set(symbol, (counts.get(symbol) ?? 0n) + 1n);
  return counts;
}

/**
 * The distribution of how many `symbol` are in view on all reels together: result[k] = the number of
 * stop combinations showing exactly k of them (out of the product of the reel lengths).
 */
export function inViewDistribution(reels: readonly string[], rows: number, symbol: string): bigint[] {
  let distribution = [1n];
  for (const strip of reels) {
    const perReel: bigint[] = [];
    for (const window of stripWindows(strip, rows)) {
      const k = window.filter((cell) => cell === symbol).length;
      perReel[k] = (perReel[k] ?? 0n) + 1n;
    }
    const next: bigint[] = [];
    distribution.forEach((ways, total) => {
      perReel.forEach((stops, k) => {
        next[total + k] = (next[total + k] ?? 0n) + ways * (stops ?? 0n);
      });
    });
    distribution = next;
  }
  return Array.from(distribution, (ways) => ways ?? 0n);
}

export function reelLengths(reels: readonly string[]): bigint[] {
  return reels.map((strip) => BigInt(parseStrip(strip).length));
}

export function product(values: readonly bigint[]): bigint {
  return values.reduce((a, b) => a * b, 1n);
}

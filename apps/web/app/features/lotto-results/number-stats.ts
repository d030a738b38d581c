/*
 * The 1–90 frequency grid of /lotto/numbers from GET api/lotto/numbers (counts[i] and
 * last_seen[i] are number i + 1): each cell's heat is its count against the most frequent.
 */

export interface NumberCell {
  number: number;
  count: number;
  /** Draws since it last came, null if not within the window. */
  lastSeen: number | null;
  /** count ÷ the highest count, 0–1 (0 for every cell when nothing was drawn). */
  heat: number;
  hot: boolean;
  cold: boolean;
}

export function numberCells(stats: {
  counts: readonly number[];
  last_seen: readonly (number | null)[];
  hot: readonly number[];
  cold: readonly number[];
}): NumberCell[] {
  const highest = Math.max(0, ...stats.counts);
  const hot = new Set(stats.hot);
  const cold = new Set(stats.cold);
  return stats.counts.map((count, index) => ({
    number: index + 1,
    count,
    lastSeen: stats.last_seen[index] ?? null,
    heat: highest > 0 ? count / highest : 0,
    hot: hot.has(index + 1),
    cold: cold.has(index + 1),
  }));
}

import type { GameDetail } from "./aggregator.ts";
import { readLines } from "./lines-label.ts";

export type Paytable = GameDetail["paytable"];

/** The counts any symbol pays for ("3", "4", "5"), ascending: the paytable's columns. */
export function paytableCounts(paytable: Paytable): number[] {
  const counts = new Set<number>();
  for (const entry of paytable) for (const count of Object.keys(entry.pays)) counts.add(Number(count));
  return [...counts].filter(Number.isFinite).sort((a, b) => a - b);
}

/**
 * What a paytable multiple is a multiple of: a paylines game ("20 lines", "mistari 20") pays on the
 * line bet (the stake split over its lines); ways and single-line games pay on the total bet.
 */
export function paysBasis(lines: string): "line" | "total" {
  const fact = readLines(lines);
  return fact?.kind === "lines" && fact.count > 1 ? "line" : "total";
}

/** "×0.5", "×20", "×1,000". */
export function multiple(value: number): string {
  return `×${value.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
}

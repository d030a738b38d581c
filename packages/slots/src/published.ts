import type { FreeSpinsSpec, SymbolSpec } from "./slot-data.ts";
import type { PublishedSlot } from "./types.ts";

/* Helpers that turn game data into what the game publishes (paytable entries, rule sentences). */

type PaytableEntry = PublishedSlot["paytable"][number];

/** A pays table divided by `divisor` (units → multiples of what the contract says). */
export function publishedPays(
  pays: Record<number, number> | undefined,
  divisor: number,
): Record<string, number> {
  return Object.fromEntries(Object.entries(pays ?? {}).map(([count, pay]) => [count, pay / divisor]));
}

export function paytableEntries(symbols: readonly SymbolSpec[], divisor: number): PaytableEntry[] {
  return symbols.map((symbol) => ({
    symbol: symbol.id,
    name: symbol.name,
    pays: publishedPays(symbol.pays, divisor),
    role: symbol.role,
  }));
}

/** "3, 4 or 5" */
export function listCounts(counts: readonly (number | string)[]): string {
  return counts.length <= 1 ? counts.join("") : `${counts.slice(0, -1).join(", ")} or ${counts.at(-1)}`;
}

/** The scatter and free-spin sentences; `stake` names the multiple the scatter pays are shown in. */
export function scatterRules(
  symbols: readonly SymbolSpec[],
  freeSpins: FreeSpinsSpec | undefined,
  unitsPerStake: number,
  wins: "line" | "ways",
): string[] {
  const scatter = symbols.find((symbol) => symbol.role === "scatter");
  if (!scatter) return [];
  const rules: string[] = [];
  const pays = Object.entries(scatter.pays ?? {});
  if (pays.length > 0) {
    rules.push(
      `${scatter.name} pays anywhere in view: ${pays
        .map(([count, pay]) => `${count} pay ${pay / unitsPerStake}× the stake`)
        .join(", ")}. Scatter pays are added to ${wins} wins.`,
    );
  }
  if (freeSpins) {
    const awards = Object.entries(freeSpins.awards);
    const spins = awards.map(([, count]) => count);
    const award = spins.every((count) => count === spins[0])
      ? `${awards[0]?.[0]} or more ${scatter.name} anywhere award ${spins[0]}`
      : `${listCounts(awards.map(([count]) => count))} ${scatter.name} anywhere award ${listCounts(spins)}`;
    rules.push(
      `${award} free spins, played at once on the same reels at the same stake; every win of a free spin is multiplied by ${freeSpins.multiplier}.`,
      freeSpins.retrigger
        ? "Free spins can be won again during free spins; the new ones are added to those left."
        : "Free spins cannot be won again during free spins (scatters still pay).",
      "The paid spin and all its free spins are one round, drawn from one provably fair float stream.",
    );
  }
  return rules;
}

export const commonRules = [
  "Reel stop i = floor(float × length of reel i), floats from the round's provably fair stream in order.",
];

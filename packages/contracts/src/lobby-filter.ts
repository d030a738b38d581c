/* The lobby's filters: the aggregator's lobby element and the site's server-rendered lobby filter alike. */
import type { GameSummary } from "./aggregator.ts";

export type LobbySort = "popular" | "name" | "rtp";

export interface LobbyFilters {
  /** A category id, or "" for all. */
  category: string;
  /** A provider id, or "" for all. */
  provider: string;
  volatility: "" | GameSummary["volatility"];
  query: string;
  sort: LobbySort;
}

export const NO_FILTERS: LobbyFilters = {
  category: "",
  provider: "",
  volatility: "",
  query: "",
  sort: "popular",
};

/** Lower case without accents, so "creme" finds "Crème" and "SAFARI" finds "Safari". */
export function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}

function matches(game: GameSummary, words: string[]): boolean {
  const haystack = normalise([game.name, game.provider.name, game.category, ...game.tags].join(" "));
  return words.every((word) => haystack.includes(word));
}

/**
 * The games a lobby shows: every filter narrows, the search matches each word in the name, provider,
 * category or tags. "popular" keeps the aggregator's order; ties keep it too (a stable sort).
 */
export function filterGames(games: readonly GameSummary[], filters: LobbyFilters): GameSummary[] {
  const words = normalise(filters.query).split(/\s+/).filter(Boolean);
  const found = games.filter(
    (game) =>
      (!filters.category || game.category === filters.category) &&
      (!filters.provider || game.provider.id === filters.provider) &&
      (!filters.volatility || game.volatility === filters.volatility) &&
      matches(game, words),
  );
  if (filters.sort === "name") return found.sort((a, b) => a.name.localeCompare(b.name));
  if (filters.sort === "rtp") return found.sort((a, b) => Number(b.rtp) - Number(a.rtp));
  return found;
}

/** True when any filter is set (the lobby then offers to clear them). */
export function isFiltered(filters: LobbyFilters): boolean {
  return Boolean(filters.category || filters.provider || filters.volatility || filters.query.trim());
}

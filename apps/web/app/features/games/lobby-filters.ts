import { type LobbyFilters, type LobbySort, NO_FILTERS } from "@platform/contracts/client";

const VOLATILITIES = ["low", "medium", "high"] as const;
const SORTS: readonly LobbySort[] = ["popular", "name", "rtp"];

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((item) => item === value);

/**
 * The lobby's filters from its address (the lobby form's GET without JavaScript): `q`, `category`,
 * `provider`, `volatility`, `sort`. A chip pressed comes before the form's current category, so the
 * first `category` wins; anything unknown reads as unset.
 */
export function lobbyFiltersFrom(url: URL): LobbyFilters {
  const params = url.searchParams;
  const text = (name: string, max: number) => (params.get(name) ?? "").trim().slice(0, max);
  return {
    query: text("q", 100),
    category: text("category", 50),
    provider: text("provider", 50),
    volatility: oneOf(params.get("volatility"), VOLATILITIES) ?? "",
    sort: oneOf(params.get("sort"), SORTS) ?? NO_FILTERS.sort,
  };
}

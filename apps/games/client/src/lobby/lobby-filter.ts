/* The lobby's filters live in the contracts: the site's server renders the same filtered lobby. */
export {
  filterGames,
  isFiltered,
  type LobbyFilters,
  type LobbySort,
  NO_FILTERS,
  normalise,
} from "@platform/contracts/client";

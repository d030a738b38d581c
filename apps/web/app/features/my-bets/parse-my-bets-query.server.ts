import { BET_STATUSES, BET_TABS } from "@platform/contracts";
import { isRealDay, pageParam } from "../../shell/paging/paging.ts";
import {
  MY_BETS_FILTERS,
  type MyBetsFilter,
  type MyBetsFilters,
  type MyBetsRequest,
} from "./my-bets-query.ts";

const BET_ID = /^[A-Za-z0-9:_-]{1,100}$/;
const SLUG = /^[a-z0-9-]{1,100}$/;

function check(name: MyBetsFilter, value: string): string | null {
  switch (name) {
    case "tab":
      return (BET_TABS as readonly string[]).includes(value) ? null : "mybets.error.tab";
    case "game_status":
      return (BET_STATUSES as readonly string[]).includes(value) ? null : "mybets.error.status";
    case "game":
      return SLUG.test(value) ? null : "mybets.error.game";
    case "bet_id":
      return BET_ID.test(value) ? null : "mybets.error.bet_id";
    default:
      return isRealDay(value) ? null : "mybets.error.date";
  }
}

/**
 * The page's query string as an API request: empty filters (and the "all" tab) dropped, anything
 * not understood reported and left out, a range that ends before it starts refused, the page a
 * whole number from 1.
 */
export function parseMyBetsQuery(params: URLSearchParams): MyBetsRequest {
  const filters: MyBetsFilters = {};
  const errors: MyBetsFilters = {};
  for (const name of MY_BETS_FILTERS) {
    const value = params.get(name)?.trim();
    if (!value || (name === "tab" && value === "all")) continue;
    const error = check(name, value);
    if (error) errors[name] = error;
    else filters[name] = value;
  }
  if (filters.date_from && filters.date_to && filters.date_from > filters.date_to) {
    errors.date_to = "mybets.error.date_order";
    delete filters.date_to;
  }
  return { filters, page: pageParam(params), errors };
}

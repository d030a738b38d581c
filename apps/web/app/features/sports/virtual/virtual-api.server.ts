import {
  type AggregatorAccount,
  type VirtualFootballBoard,
  type VirtualMatchDayDetail,
  virtualFootballBoardSchema,
  virtualMatchDayDetailSchema,
} from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { aggregatorGet } from "../sports-api.server.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/*
 * Virtual football as the aggregator serves it to pages (issue 20): the board (`GET
 * /v1/virtual/football?operator=`) and one match day (`…/match-days/:id`), checked against the
 * contracts' schemas. Not cached: the board carries the server's time and the events up to its
 * second, and a match day's page is read once per visit.
 */

const operatorQuery = (account: AggregatorAccount) => `operator=${encodeURIComponent(account.account)}`;

export function loadVirtualBoard(
  context: ContextReader,
  account: AggregatorAccount,
): Promise<VirtualFootballBoard> {
  return aggregatorGet(
    context,
    account,
    `/v1/virtual/football?${operatorQuery(account)}`,
    virtualFootballBoardSchema,
  );
}

export function loadVirtualMatchDay(
  context: ContextReader,
  account: AggregatorAccount,
  id: string,
): Promise<VirtualMatchDayDetail> {
  return aggregatorGet(
    context,
    account,
    `/v1/virtual/football/match-days/${encodeURIComponent(id)}?${operatorQuery(account)}`,
    virtualMatchDayDetailSchema,
  );
}

import {
  type AggregatorAccount,
  type VirtualRaceDetail,
  type VirtualRacingBoard,
  virtualRaceDetailSchema,
  virtualRacingBoardSchema,
} from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { aggregatorGet } from "../../sports-api.server.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/*
 * Virtual greyhounds as the aggregator serves them to pages: the board (`GET
 * /v1/virtual/greyhounds?operator=`) and one race (`…/races/:id`), checked against the contracts'
 * schemas. Not cached: the board carries the server's time and where the runners are.
 */

const operatorQuery = (account: AggregatorAccount) => `operator=${encodeURIComponent(account.account)}`;

export function loadRacingBoard(
  context: ContextReader,
  account: AggregatorAccount,
): Promise<VirtualRacingBoard> {
  return aggregatorGet(
    context,
    account,
    `/v1/virtual/greyhounds?${operatorQuery(account)}`,
    virtualRacingBoardSchema,
  );
}

export function loadRace(
  context: ContextReader,
  account: AggregatorAccount,
  id: string,
): Promise<VirtualRaceDetail> {
  return aggregatorGet(
    context,
    account,
    `/v1/virtual/greyhounds/races/${encodeURIComponent(id)}?${operatorQuery(account)}`,
    virtualRaceDetailSchema,
  );
}

import type { SportsBetView, SportsPlaceBetRequest, SportsRefusedBet } from "@platform/contracts";
import { SportsbookError, sportsbookClient } from "../sportsbook-client.ts";
import { parseStake } from "./slip-maths.ts";
import { type SlipState, selectionKey } from "./slip-state.ts";

/*
 * Placing the slip at the aggregator from the browser (issue 19), through the sportsbook client
 * (../sportsbook-client.ts: the page's launch token opens one session, every call carries the token
 * as `Authorization: Bearer`; apps/games/src/sports/betting, decision 046).
 */

export interface SlipAccount {
  url: string;
  operator: string;
  token: string;
}

export type PlacementResult =
  | { kind: "placed"; bets: SportsBetView[]; refused: SportsRefusedBet[] }
  | { kind: "unavailable" }
  /** The aggregator turned the slip away unplaced (503 RS_ERROR_BUSY): nothing was written, try again. */
  | { kind: "busy" }
  | { kind: "failed"; message: string };

/** The request the slip's state makes; null when a stake is missing or not an amount. */
export function placementRequest(
  state: SlipState,
  exponent: number,
  requestId: string,
): SportsPlaceBetRequest | null {
  const selections = state.selections.map((s) => ({
    event_id: s.event_id,
    market_key: s.market_key,
    outcome_id: s.outcome_id,
    price_milli: s.price_milli,
  }));
  const common = { request_id: requestId, price_change: state.priceChange };
  if (state.betType === "single") {
    const stakes = state.selections.map((s) =>
      parseStake(state.stakes[selectionKey(s)] ?? state.stake, exponent),
    );
    if (stakes.some((stake) => !stake)) return null;
    return { ...common, selections, bet_type: "single", stakes: stakes as number[] };
  }
  const unit = parseStake(state.stake, exponent);
  if (!unit) return null;
  if (state.betType === "accumulator")
    return { ...common, selections, bet_type: "accumulator", unit_stake: unit };
  if (!state.system) return null;
  const bankers = state.selections.flatMap((s, index) =>
    state.bankers.includes(selectionKey(s)) ? [index] : [],
  );
  return {
    ...common,
    selections,
    bet_type: "system",
    system: state.system,
    unit_stake: unit,
    ...(bankers.length > 0 ? { bankers } : {}),
  };
}

/** A new id per attempt: a replay of the same id (a double tap, a retried request) places nothing more. */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

export async function placeSlip(
  account: SlipAccount,
  request: SportsPlaceBetRequest,
  fetcher: typeof fetch = fetch,
): Promise<PlacementResult> {
  try {
    const placed = await sportsbookClient(account, fetcher).place(request);
    return { kind: "placed", bets: placed.bets, refused: placed.refused };
  } catch (error) {
    if (error instanceof SportsbookError && error.unavailable) return { kind: "unavailable" };
    if (error instanceof SportsbookError && error.code === "RS_ERROR_BUSY") return { kind: "busy" };
    return { kind: "failed", message: error instanceof Error ? error.message : "" };
  }
}

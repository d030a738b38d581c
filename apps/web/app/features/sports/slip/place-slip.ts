import type { SportsBetView, SportsPlaceBetRequest, SportsRefusedBet } from "@platform/contracts";
import { parseStake } from "./slip-maths.ts";
import { type SlipState, selectionKey } from "./slip-state.ts";

/*
 * Placing the slip at the aggregator from the browser (issue 19), as the crash element plays: the
 * page's launch token opens a sportsbook session (`POST /v1/sports/sessions`), then every call
 * carries the token as `Authorization: Bearer` (apps/games/src/sports/betting, decision 046).
 */

export interface SlipAccount {
  url: string;
  operator: string;
  token: string;
}

export type PlacementResult =
  | { kind: "placed"; bets: SportsBetView[]; refused: SportsRefusedBet[] }
  | { kind: "unavailable" }
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

const sessions = new Map<string, string>();

async function call(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    ...init,
    headers: { "content-type": "application/json", ...init.headers },
  });
  const body = await response.json().catch(() => null);
  return { status: response.status, body };
}

function messageOf(body: unknown): string {
  const message = body && typeof body === "object" && "message" in body ? body.message : null;
  return typeof message === "string" ? message : "";
}

export async function placeSlip(
  account: SlipAccount,
  request: SportsPlaceBetRequest,
): Promise<PlacementResult> {
  const base = account.url.replace(/\/+$/, "");
  const auth = { authorization: `Bearer ${account.token}` };
  try {
    let session = sessions.get(account.token);
    if (!session) {
      const opened = await call(`${base}/v1/sports/sessions`, {
        method: "POST",
        body: JSON.stringify({ operator: account.operator, token: account.token }),
      });
      if (opened.status === 404) return { kind: "unavailable" };
      if (opened.status !== 200) return { kind: "failed", message: messageOf(opened.body) };
      session = (opened.body as { data: { session_id: string } }).data.session_id;
      sessions.set(account.token, session);
    }
    const placed = await call(`${base}/v1/sports/sessions/${session}/bets`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify(request),
    });
    if (placed.status === 404) return { kind: "unavailable" };
    if (placed.status === 401) sessions.delete(account.token);
    if (placed.status !== 200) return { kind: "failed", message: messageOf(placed.body) };
    const data = (placed.body as { data: { bets: SportsBetView[]; refused: SportsRefusedBet[] } }).data;
    return { kind: "placed", bets: data.bets, refused: data.refused };
  } catch (error) {
    return { kind: "failed", message: error instanceof Error ? error.message : "" };
  }
}

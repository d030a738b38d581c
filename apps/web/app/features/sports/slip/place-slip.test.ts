import type { SportsPlaceBetRequest } from "@platform/contracts";
import { afterEach, expect, it } from "vitest";
import { forgetSportsbookSessions } from "../sportsbook-client.ts";
import { placeSlip } from "./place-slip.ts";

/*
 * What the slip makes of the aggregator's answers to a placement: a busy aggregator (503
 * RS_ERROR_BUSY, nothing written) is its own answer, said in the player's language, not the
 * server's English message.
 */

const ACCOUNT = { url: "https://games.example/", operator: "base2", token: "launch-token-1" };
const REQUEST: SportsPlaceBetRequest = {
  request_id: "req12345",
  bet_type: "single",
  selections: [{ event_id: "sim:match:x1", market_key: "1", outcome_id: "1", price_milli: 1_850 }],
  stakes: [1_000],
  price_change: "ask",
};

function aggregator(placement: { status: number; body: unknown }) {
  return (async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith("/v1/sports/sessions"))
      return new Response(
        JSON.stringify({
          status: "success",
          data: { session_id: "a".repeat(43), currency: "KES", balance: 5_000 },
        }),
      );
    return new Response(JSON.stringify(placement.body), { status: placement.status });
  }) as typeof fetch;
}

afterEach(() => forgetSportsbookSessions());

it("a busy aggregator's 503 is 'busy'; another error keeps its message", async () => {
  const busy = aggregator({
    status: 503,
    body: { status: "error", code: "RS_ERROR_BUSY", message: "Busy.", errors: [{ message: "Busy." }] },
  });
  expect(await placeSlip(ACCOUNT, REQUEST, busy)).toEqual({ kind: "busy" });
  forgetSportsbookSessions();
  const other = aggregator({
    status: 400,
    body: { status: "error", code: "RS_ERROR_WRONG_BET", message: "Too much.", errors: [{ message: "x" }] },
  });
  expect(await placeSlip(ACCOUNT, REQUEST, other)).toEqual({ kind: "failed", message: "Too much." });
});

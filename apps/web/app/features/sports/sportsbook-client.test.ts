import { afterEach, describe, expect, it } from "vitest";
import { forgetSportsbookSessions, SportsbookError, sportsbookClient } from "./sportsbook-client.ts";

const ACCOUNT = { url: "https://games.example/", operator: "base2", token: "launch-token-1" };
const SESSION_A = "a".repeat(43);
const SESSION_B = "b".repeat(43);

const bet = {
  id: "0f0e0d0c-0b0a-4908-8706-050403020100",
  request_id: "req12345",
  bet_type: "single",
  system: null,
  state: "open",
  refusal: null,
  price_change: "ask",
  currency: "KES",
  unit_stake: 1_000,
  placed_unit_stake: 1_000,
  total_stake: 1_000,
  potential_return: 1_850,
  potential_bonus: 0,
  capped: false,
  payout: null,
  bonus: null,
  cashed_out: 0,
  auto_cash_out_at: null,
  booking_code: null,
  placed_at: "2026-11-27T12:00:00.000Z",
  settled_at: null,
  legs: [
    {
      leg: 0,
      event_id: "sim:match:x1",
      market_key: "1",
      outcome_id: "1",
      asked_price_milli: 1_850,
      accepted_price_milli: 1_850,
      live: false,
      banker: false,
      result: null,
    },
  ],
  cash_out: null,
};

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

/** A fake aggregator: answers in order per path pattern, recording each request. */
function aggregator(answers: { match: RegExp; status: number; body: unknown }[]) {
  const seen: Seen[] = [];
  const queue = [...answers];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    seen.push({
      method: init?.method ?? "GET",
      url,
      authorization: headers.get("authorization"),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const index = queue.findIndex((answer) => answer.match.test(url));
    if (index < 0) throw new TypeError("Failed to fetch");
    const [answer] = queue.splice(index, 1);
    return new Response(JSON.stringify(answer!.body), { status: answer!.status });
  }) as typeof fetch;
  return { fetcher, seen };
}

const opened = (id: string) => ({
  match: /\/v1\/sports\/sessions$/,
  status: 200,
  body: { status: "success", data: { session_id: id, currency: "KES", balance: 5_000 } },
});
const error = (code: string, message = "no") => ({
  status: "error",
  code,
  message,
  errors: [{ message }],
});

afterEach(() => forgetSportsbookSessions());

describe("the sportsbook client", () => {
  it("opens one session for the page with the launch token, then sends it as a bearer on each call", async () => {
    const { fetcher, seen } = aggregator([
      opened(SESSION_A),
      { match: /bets\?/, status: 200, body: { status: "success", data: { bets: [bet] } } },
      { match: /bets\?/, status: 200, body: { status: "success", data: { bets: [] } } },
    ]);
    const client = sportsbookClient(ACCOUNT, fetcher);
    const [first, second] = await Promise.all([client.bets(), client.bets({ limit: 5 })]);
    expect(first.length + second.length).toBe(1);
    const opens = seen.filter((s) => s.url.endsWith("/v1/sports/sessions"));
    expect(opens).toHaveLength(1);
    expect(opens[0]!.body).toEqual({ operator: "base2", token: "launch-token-1" });
    const calls = seen.filter((s) => s.url.includes(`/sessions/${SESSION_A}/bets`));
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.authorization).toBe("Bearer launch-token-1");
      // The token travels in the header only, never in an address.
      expect(call.url).not.toContain("launch-token-1");
    }
  });

  it("an ended session (401) is opened again once and the call retried", async () => {
    const { fetcher, seen } = aggregator([
      opened(SESSION_A),
      { match: /cash-out\/quote$/, status: 401, body: error("RS_ERROR_SESSION_EXPIRED") },
      opened(SESSION_B),
      {
        match: /cash-out\/quote$/,
        status: 200,
        body: {
          status: "success",
          data: { quote_id: "q", bet_id: bet.id, offer: 800, expires_at: "2026-11-27T12:00:04.000Z" },
        },
      },
    ]);
    const quote = await sportsbookClient(ACCOUNT, fetcher).quote(bet.id);
    expect(quote.offer).toBe(800);
    expect(seen.map((s) => s.url.replace("https://games.example", ""))).toEqual([
      "/v1/sports/sessions",
      `/v1/sports/sessions/${SESSION_A}/bets/${bet.id}/cash-out/quote`,
      "/v1/sports/sessions",
      `/v1/sports/sessions/${SESSION_B}/bets/${bet.id}/cash-out/quote`,
    ]);
  });

  it("a second refusal is the player's: answered as it came, with no third try", async () => {
    const { fetcher, seen } = aggregator([
      opened(SESSION_A),
      { match: /bets\?/, status: 401, body: error("RS_ERROR_SESSION_EXPIRED") },
      opened(SESSION_B),
      { match: /bets\?/, status: 401, body: error("RS_ERROR_UNAUTHORIZED", "Please log in") },
    ]);
    const failure = await sportsbookClient(ACCOUNT, fetcher)
      .bets()
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SportsbookError);
    expect(failure).toMatchObject({ status: 401, code: "RS_ERROR_UNAUTHORIZED", message: "Please log in" });
    expect(seen).toHaveLength(4);
  });

  it("keeps the aggregator's refusal (code, message) and sends the cash-out's body", async () => {
    const { fetcher, seen } = aggregator([
      opened(SESSION_A),
      { match: /cash-out$/, status: 409, body: error("RS_ERROR_QUOTE_EXPIRED", "expired") },
    ]);
    const failure = await sportsbookClient(ACCOUNT, fetcher)
      .cashOut(bet.id, { quote_id: "7d5b1f8e-8a3f-4a59-9a56-2a2f0c1b0e11", unit_stake: 300 })
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 409, code: "RS_ERROR_QUOTE_EXPIRED" });
    expect(seen.at(-1)!.body).toEqual({ quote_id: "7d5b1f8e-8a3f-4a59-9a56-2a2f0c1b0e11", unit_stake: 300 });
  });

  it("refuses an answer that is not the contract's shape", async () => {
    const { fetcher } = aggregator([
      opened(SESSION_A),
      { match: /bets\?/, status: 200, body: { status: "success", data: { bets: [{ ...bet, legs: "x" }] } } },
    ]);
    await expect(sportsbookClient(ACCOUNT, fetcher).bets()).rejects.toMatchObject({ code: "UNEXPECTED" });
  });

  it("a session that cannot be opened is not kept: the next call tries again", async () => {
    const { fetcher } = aggregator([
      { match: /\/v1\/sports\/sessions$/, status: 503, body: error("RS_ERROR_WALLET_UNAVAILABLE") },
      opened(SESSION_A),
      { match: /bets\?/, status: 200, body: { status: "success", data: { bets: [] } } },
    ]);
    const client = sportsbookClient(ACCOUNT, fetcher);
    await expect(client.bets()).rejects.toMatchObject({ status: 503 });
    await expect(client.bets()).resolves.toEqual([]);
  });

  it("a lost connection is a NETWORK error; a sportsbook the aggregator does not run is unavailable", async () => {
    const { fetcher } = aggregator([]);
    await expect(sportsbookClient(ACCOUNT, fetcher).bets()).rejects.toMatchObject({ code: "NETWORK" });
    const missing = aggregator([{ match: /sessions$/, status: 404, body: error("RS_ERROR_NOT_FOUND") }]);
    const failure = await sportsbookClient(ACCOUNT, missing.fetcher)
      .bets()
      .catch((e: unknown) => e as SportsbookError);
    expect((failure as SportsbookError).unavailable).toBe(true);
  });
});

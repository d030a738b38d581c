import type { CrashOwnBetView, CrashRoundView, CrashSnapshot } from "@platform/fair/crash";
import { AggregatorError, errorOf, unwrap } from "../api.ts";

/*
 * The crash game's player API (apps/games/src/crash/crash-routes.ts, docs/decisions/040) as the
 * page calls it. Shapes are @platform/fair/crash's wire types; like the slots' client it trusts its
 * own server and ships no schema library. Every call of a player's session carries the launch
 * token as `Authorization: Bearer`, never in a URL.
 */

export interface CrashChainRules {
  id: number;
  first_round: number;
  length: number;
  terminating_hash: string | null;
  published_at: string | null;
  salt_source: string;
  salt: string | null;
  salt_fixed_at: string | null;
}

/** GET /v1/crash/rules: what is shown above the game before every round. */
export interface CrashRules {
  currency: string;
  house_edge_percent: number;
  rtp_percent: number;
  min_bet: number;
  max_bet: number;
  bets_per_round: number;
  min_cash_out: number;
  max_multiplier: number;
  max_profit: number;
  growth_rate: number;
  betting_ms: number;
  pause_ms: number;
  chains: CrashChainRules[];
  rules: string[];
}

/** A chain as the history gives it: the rounds from `first_round` on play its positions 1, 2, … */
export interface CrashChainSalt {
  id: number;
  first_round: number;
  terminating_hash: string;
  salt: string | null;
}

export interface CrashHistory {
  rounds: CrashRoundView[];
  chains: CrashChainSalt[];
}

export interface CrashSession {
  session_id: string;
  currency: string;
  balance: number;
  /**
   * `{path}?ticket={ticket}` opens the WebSocket carrying `crash` and the player's `channel`. The
   * ticket lasts `expires_in` seconds: asking the session again before then gives a fresh one.
   */
  live: { path: string; ticket: string; channel: string; expires_in: number };
  bets: CrashOwnBetView[];
}

export interface BetRequest {
  slot: 1 | 2;
  amount: number;
  auto_cash_out: number | null;
}

export interface PlacedBets {
  placed: CrashOwnBetView[];
  refused: { slot: number; code: string; message: string; balance?: number }[];
}

export interface CrashClient {
  /** The rules' sentences in `locale`'s language (the aggregator reads any other as English). */
  rules(operator: string, signal?: AbortSignal, locale?: string): Promise<CrashRules>;
  state(signal?: AbortSignal): Promise<CrashSnapshot>;
  history(limit: number, signal?: AbortSignal): Promise<CrashHistory>;
  openSession(operator: string, token: string): Promise<CrashSession>;
  session(sessionId: string): Promise<CrashSession>;
  place(sessionId: string, bets: BetRequest[]): Promise<PlacedBets>;
  cancel(sessionId: string, betId: string): Promise<CrashOwnBetView>;
  cashOut(sessionId: string, betId: string): Promise<CrashOwnBetView>;
  myBets(sessionId: string, options?: { limit?: number; before?: string }): Promise<CrashOwnBetView[]>;
}

/**
 * How long a request may go unanswered before the page stops waiting for it and asks what became
 * of the bet instead: the server answers every cash-out within a second, so this is a lost
 * connection, and a button must never stay pressed for it.
 */
export const REQUEST_TIMEOUT_MS = 8_000;

export function crashClient(url: string, token: string | null = null): CrashClient {
  const base = url.replace(/\/+$/, "");
  const authorization: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
        mode: "cors",
        credentials: "omit",
        headers: {
          accept: "application/json",
          ...authorization,
          ...(init.body ? { "content-type": "application/json" } : {}),
        },
      });
    } catch (error) {
      // The caller's own abort (the element left the page) is not a network problem.
      if (init.signal?.aborted) throw error;
      throw new AggregatorError("NETWORK", 0, "");
    }
    const body: unknown = await response.json().catch(() => undefined);
    const failure = errorOf(response.status, body);
    if (failure) throw failure;
    const data = unwrap(body);
    if (typeof data !== "object" || data === null)
      throw new AggregatorError("UNEXPECTED", response.status, "");
    return data as T;
  }

  const get = (signal?: AbortSignal): RequestInit => (signal ? { signal } : {});
  const post = (body: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(body) });
  const session = (id: string) => `/v1/crash/sessions/${encodeURIComponent(id)}`;
  const bet = (id: string, betId: string) => `${session(id)}/bets/${encodeURIComponent(betId)}`;

  return {
    rules: (operator, signal, locale) =>
      call(
        `/v1/crash/rules?${new URLSearchParams({ operator, ...(locale ? { locale } : {}) })}`,
        get(signal),
      ),
    state: (signal) => call("/v1/crash/state", get(signal)),
    history: (limit, signal) => call(`/v1/crash/history?limit=${limit}`, get(signal)),
    openSession: (operator, launchToken) =>
      call("/v1/crash/sessions", post({ operator, token: launchToken })),
    session: (id) => call(session(id)),
    place: (id, bets) => call(`${session(id)}/bets`, post({ bets })),
    cancel: (id, betId) => call(`${bet(id, betId)}/cancel`, { method: "POST" }),
    cashOut: (id, betId) => call(`${bet(id, betId)}/cash-out`, { method: "POST" }),
    myBets: async (id, options = {}) => {
      const query = new URLSearchParams({ limit: String(options.limit ?? 50) });
      if (options.before) query.set("before", options.before);
      const answer = await call<{ bets: CrashOwnBetView[] }>(`${session(id)}/bets?${query}`);
      return answer.bets;
    },
  };
}

/** The live socket's address: the session's path on the aggregator's host, ws: or wss: as the page's. */
export function liveUrl(aggregatorUrl: string, live: { path: string; ticket: string } | null): string {
  const base = new URL(aggregatorUrl.replace(/\/+$/, ""), "http://localhost");
  // A visitor has no session: the aggregator's `/live`, public channels only.
  const path = live?.path ?? `${base.pathname.replace(/\/+$/, "")}/live`;
  const url = new URL(path, base);
  url.protocol = base.protocol === "https:" ? "wss:" : "ws:";
  if (live) url.searchParams.set("ticket", live.ticket);
  return url.toString();
}

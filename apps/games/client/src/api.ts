import type { GameDetail, GameSession, Lobby, Round } from "@platform/contracts";

/*
 * The aggregator's player API (packages/contracts aggregator.ts) as the components call it. Types
 * only come from the contracts: the script ships no schema library, it trusts its own server's
 * shapes and reports anything else as an unexpected answer.
 */

export type { GameDetail, GameSession, Lobby, Round };

/** What rotating seeds answers: the revealed pair and the newly committed one. */
export interface RotatedSeeds {
  previous: { server_seed: string; server_seed_hash: string; client_seed: string; next_nonce: number };
  current: GameSession["seeds"];
}

/** An answer that was not a success: the aggregator's code (or NETWORK / HTTP_<status>) and message. */
export class AggregatorError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    /** The real balance, when the wallet said there was not enough money. */
    readonly balance?: number,
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** A success answer's payload: the spec's envelope `{status: "success", data}` or the bare object. */
export function unwrap(body: unknown): unknown {
  return isRecord(body) && body.status === "success" && "data" in body ? body.data : body;
}

/** The error an answer stands for, or null when it is a success. */
export function errorOf(status: number, body: unknown): AggregatorError | null {
  const envelope = isRecord(body) && body.status === "error" ? body : null;
  if (status >= 200 && status < 300 && !envelope) return null;
  const code = typeof envelope?.code === "string" ? envelope.code : `HTTP_${status}`;
  const message = typeof envelope?.message === "string" ? envelope.message : "";
  const balance = typeof envelope?.balance === "number" ? envelope.balance : undefined;
  return new AggregatorError(code, status, message, balance);
}

export interface AggregatorClient {
  lobby(operator: string, locale: string, featured: string, signal?: AbortSignal): Promise<Lobby>;
  game(slug: string, operator: string, locale: string, signal?: AbortSignal): Promise<GameDetail>;
  openSession(body: {
    operator: string;
    game: string;
    token: string | null;
    locale: string;
  }): Promise<GameSession>;
  spin(sessionId: string, bet: number): Promise<Round>;
  rotateSeeds(sessionId: string, clientSeed: string): Promise<RotatedSeeds>;
  round(roundId: string, signal?: AbortSignal): Promise<Round>;
}

/**
 * The client of the aggregator at `url` (the account's url). A real-play session answers only to
 * its launch token, sent as `Authorization: Bearer` (never in a URL); fun play sends none.
 */
export function aggregatorClient(url: string, token: string | null = null): AggregatorClient {
  const base = url.replace(/\/+$/, "");
  const authorization: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        mode: "cors",
        credentials: "omit",
        headers: {
          accept: "application/json",
          ...authorization,
          ...(init.body ? { "content-type": "application/json" } : {}),
        },
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new AggregatorError("NETWORK", 0, "");
    }
    const body: unknown = await response.json().catch(() => undefined);
    const failure = errorOf(response.status, body);
    if (failure) throw failure;
    const data = unwrap(body);
    if (!isRecord(data)) throw new AggregatorError("UNEXPECTED", response.status, "");
    return data as T;
  }

  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const post = (body: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(body) });

  return {
    lobby: (operator, locale, featured, signal) =>
      call(`/v1/lobby?${query({ operator, locale, featured })}`, signal ? { signal } : {}),
    game: (slug, operator, locale, signal) =>
      call(`/v1/games/${encodeURIComponent(slug)}?${query({ operator, locale })}`, signal ? { signal } : {}),
    openSession: (body) => call("/v1/sessions", post(body)),
    spin: (sessionId, bet) => call(`/v1/sessions/${encodeURIComponent(sessionId)}/spin`, post({ bet })),
    rotateSeeds: (sessionId, clientSeed) =>
      call(`/v1/sessions/${encodeURIComponent(sessionId)}/seeds`, post({ client_seed: clientSeed })),
    round: (roundId, signal) => call(`/v1/rounds/${encodeURIComponent(roundId)}`, signal ? { signal } : {}),
  };
}

import {
  type SportsBetView,
  type SportsCashOutQuote,
  type SportsFixtureDetail,
  type SportsPlaceBetRequest,
  sportsBettingRulesSchema,
  sportsBetViewSchema,
  sportsCashOutQuoteSchema,
  sportsFixtureDetailSchema,
  sportsPlacedBetsSchema,
  successEnvelope,
} from "@platform/contracts";
import { z } from "zod";

/*
 * The sportsbook's player API as the browser calls it (issue 19; apps/games/src/sports/betting,
 * docs/decisions/046): the slip places with it, the player's bets list, quote and cash out with
 * it. The page's launch token opens a sportsbook session (`POST /v1/sports/sessions`) once per
 * page life, shared by every call; each call carries the token as `Authorization: Bearer`, never
 * in a URL. A session that ended (401, or unknown after a restart) is opened again once, then the
 * call is retried once: a second refusal is the player's (logged out) and is answered as is.
 * Answers are checked against the contracts' schemas: a shape we do not know is an error, not a
 * bet shown wrong.
 */

export interface SportsbookAccount {
  /** The aggregator's base URL. */
  url: string;
  operator: string;
  /** The page's launch token. */
  token: string;
}

export type SportsBettingRules = z.infer<typeof sportsBettingRulesSchema>;

/** What the aggregator refused (its error code), or NETWORK / UNEXPECTED for no usable answer. */
export class SportsbookError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "SportsbookError";
  }

  /** The aggregator runs no sportsbook (or not for this operator). */
  get unavailable(): boolean {
    return this.status === 404 && this.code !== "RS_ERROR_BET_NOT_FOUND";
  }
}

export const REQUEST_TIMEOUT_MS = 10_000;

const errorBody = z.object({ code: z.string().optional(), message: z.string().optional() });
const sessionOpened = successEnvelope(z.object({ session_id: z.string(), currency: z.string() }));
const betList = z.object({ bets: z.array(sportsBetViewSchema) });

type Fetch = typeof fetch;

/** Sessions by aggregator, operator and token: one per page life, whichever component asks first. */
const sessions = new Map<string, Promise<string>>();

/** Forgets every open session (tests; a logout leaves with the page anyway). */
export function forgetSportsbookSessions(): void {
  sessions.clear();
}

interface Answer {
  status: number;
  body: unknown;
}

export interface SportsbookClient {
  /** Places a slip: the bets placed, and those refused with a reason per leg. */
  place(request: SportsPlaceBetRequest): Promise<z.infer<typeof sportsPlacedBetsSchema>>;
  /** The player's bets, newest first. */
  bets(options?: { limit?: number; before?: string }): Promise<SportsBetView[]>;
  /** A cash-out offer for an open bet, good for a few seconds. */
  quote(betId: string): Promise<SportsCashOutQuote>;
  /** Cashes out all (no unit stake) or part of the running unit stake at a quote. */
  cashOut(betId: string, request: { quote_id: string; unit_stake?: number }): Promise<SportsBetView>;
  /** Sets (an amount) or clears (null) the bet's auto cash-out target. */
  autoCashOut(betId: string, at: number | null): Promise<SportsBetView>;
  /** Any call of the player's session (`/v1/sports/sessions/:id<path>`): the jackpot's tickets. */
  call<T extends z.ZodType>(path: string, schema: T, init?: RequestInit): Promise<z.infer<T>>;
}

export interface SportsbookPublicClient {
  rules(): Promise<SportsBettingRules>;
  fixture(id: string): Promise<SportsFixtureDetail>;
}

function baseOf(url: string): string {
  return url.replace(/\/+$/, "");
}

async function send(fetcher: Fetch, url: string, init: RequestInit = {}): Promise<Answer> {
  let response: Response;
  try {
    response = await fetcher(url, {
      ...init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      credentials: "omit",
      headers: {
        accept: "application/json",
        ...(init.body ? { "content-type": "application/json" } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new SportsbookError(0, "NETWORK", "");
  }
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

function failure(answer: Answer): SportsbookError {
  const parsed = errorBody.safeParse(answer.body);
  const { code = "UNEXPECTED", message = "" } = parsed.success ? parsed.data : {};
  return new SportsbookError(answer.status, code, message);
}

function dataOf<T extends z.ZodType>(answer: Answer, schema: T): z.infer<T> {
  if (answer.status !== 200) throw failure(answer);
  const parsed = successEnvelope(schema).safeParse(answer.body);
  if (!parsed.success) throw new SportsbookError(answer.status, "UNEXPECTED", "");
  return (parsed.data as { data: z.infer<T> }).data;
}

/** A session that is gone (expired, or unknown to a restarted aggregator): open another once. */
const sessionEnded = (answer: Answer) =>
  answer.status === 401 ||
  (answer.status === 404 && errorBody.safeParse(answer.body).data?.code === "RS_ERROR_SESSION_NOT_FOUND");

export function sportsbookClient(account: SportsbookAccount, fetcher: Fetch = fetch): SportsbookClient {
  const base = baseOf(account.url);
  const key = `${base} ${account.operator} ${account.token}`;
  const authorization = { authorization: `Bearer ${account.token}` };

  function open(): Promise<string> {
    const held = sessions.get(key);
    if (held) return held;
    const opening = send(fetcher, `${base}/v1/sports/sessions`, {
      method: "POST",
      body: JSON.stringify({ operator: account.operator, token: account.token }),
    }).then((answer) => dataOf(answer, sessionOpened.shape.data).session_id);
    sessions.set(key, opening);
    // A failed opening is not kept: the next call tries again.
    opening.catch(() => {
      if (sessions.get(key) === opening) sessions.delete(key);
    });
    return opening;
  }

  /** A call of the player's session, with one new session if the first has ended. */
  async function call<T extends z.ZodType>(
    path: string,
    schema: T,
    init: RequestInit = {},
  ): Promise<z.infer<T>> {
    const attempt = async () => {
      const opening = open();
      const session = await opening;
      const answer = await send(fetcher, `${base}/v1/sports/sessions/${encodeURIComponent(session)}${path}`, {
        ...init,
        headers: authorization,
      });
      return { opening, answer };
    };
    let { opening, answer } = await attempt();
    if (sessionEnded(answer)) {
      // Another call may have opened the next session already: forget only the one that ended.
      if (sessions.get(key) === opening) sessions.delete(key);
      ({ answer } = await attempt());
    }
    return dataOf(answer, schema);
  }

  const post = (body: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(body) });
  const bet = (id: string) => `/bets/${encodeURIComponent(id)}`;

  return {
    place: (request) => call("/bets", sportsPlacedBetsSchema, post(request)),
    bets: async (options = {}) => {
      const query = new URLSearchParams({ limit: String(options.limit ?? 50) });
      if (options.before) query.set("before", options.before);
      return (await call(`/bets?${query}`, betList)).bets;
    },
    quote: (betId) => call(`${bet(betId)}/cash-out/quote`, sportsCashOutQuoteSchema, { method: "POST" }),
    cashOut: (betId, request) => call(`${bet(betId)}/cash-out`, sportsBetViewSchema, post(request)),
    autoCashOut: (betId, at) => call(`${bet(betId)}/auto-cash-out`, sportsBetViewSchema, post({ at })),
    call,
  };
}

/** The public reads a bets page needs: the operator's rules (the cash-out margin) and a match. */
export function sportsbookPublicClient(
  account: Pick<SportsbookAccount, "url" | "operator">,
  fetcher: Fetch = fetch,
): SportsbookPublicClient {
  const base = baseOf(account.url);
  const operator = new URLSearchParams({ operator: account.operator });
  return {
    rules: async () =>
      dataOf(await send(fetcher, `${base}/v1/sports/rules?${operator}`), sportsBettingRulesSchema),
    fixture: async (id) =>
      dataOf(
        await send(fetcher, `${base}/v1/sports/fixtures/${encodeURIComponent(id)}?${operator}`),
        sportsFixtureDetailSchema,
      ),
  };
}

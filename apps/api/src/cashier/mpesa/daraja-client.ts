import { z } from "zod";
import type { Clock } from "../../security/clock.ts";
import type { MpesaConfig } from "./mpesa-config.ts";

/** How the adapter reaches Daraja: fetch in production, a recorded fake in tests. */
export type DarajaTransport = (request: Request) => Promise<Response>;

/** An answer Daraja sent: its HTTP status and JSON body (null when the body was not JSON). */
export interface DarajaAnswer {
  status: number;
  ok: boolean;
  body: unknown;
}

/** Daraja refused or failed a request; the message carries its error code, never a credential. */
export class DarajaError extends Error {
  override name = "DarajaError";

  constructor(
    message: string,
    readonly status: number,
    readonly errorCode: string | null,
    /** Daraja's own words (errorMessage or ResponseDescription). */
    readonly description: string,
  ) {
    super(message);
  }
}

/** Renew this long before Daraja's expiry, so a token never dies on the way. */
const TOKEN_MARGIN_MS = 60_000;
/** Daraja's "Invalid Access Token": renew once and repeat, the request was not processed. */
const INVALID_TOKEN = "404.001.03";

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  // Daraja sends it as a string ("3599").
  expires_in: z.coerce.number().int().positive(),
});

const errorAnswerSchema = z.object({
  errorCode: z.string().optional(),
  errorMessage: z.string().optional(),
  ResponseCode: z.union([z.string(), z.number()]).optional(),
  ResponseDescription: z.string().optional(),
});

/**
 * Daraja's HTTP side: the OAuth token (cached until shortly before it expires, one renewal in
 * flight however many requests wait for it) and authenticated JSON posts.
 */
export class DarajaClient {
  // Private fields (not TypeScript's `private`): a logged client shows no credential or token.
  readonly #config: MpesaConfig;
  readonly #transport: DarajaTransport;
  readonly #clock: Clock;
  readonly #timeoutMs: number;
  #token: { value: string; expiresAt: number } | null = null;
  #renewal: Promise<string> | null = null;

  constructor(config: MpesaConfig, transport: DarajaTransport, clock: Clock, timeoutMs = 20_000) {
    this.#config = config;
    this.#transport = transport;
    this.#clock = clock;
    this.#timeoutMs = timeoutMs;
  }

  async accessToken(): Promise<string> {
    if (this.#token && this.#clock().getTime() < this.#token.expiresAt) return this.#token.value;
    this.#renewal ??= this.#renewToken().finally(() => {
      this.#renewal = null;
    });
    return this.#renewal;
  }

  /** POSTs JSON with the bearer token; a token Daraja no longer accepts is renewed once. */
  async post(path: string, body: Record<string, unknown>): Promise<DarajaAnswer> {
    for (let attempt = 1; ; attempt++) {
      const token = await this.accessToken();
      const answer = await this.#send(
        new Request(`${this.#config.apiOrigin}${path}`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(this.#timeoutMs),
        }),
      );
      const rejectedToken = answer.status === 401 || errorCodeOf(answer.body) === INVALID_TOKEN;
      if (!rejectedToken || attempt > 1) return answer;
      if (this.#token?.value === token) this.#token = null;
    }
  }

  async #renewToken(): Promise<string> {
    const basic = Buffer.from(`${this.#config.consumerKey}:${this.#config.consumerSecret}`).toString(
      "base64",
    );
    const requestedAt = this.#clock().getTime();
    const answer = await this.#send(
      new Request(`${this.#config.apiOrigin}/oauth/v1/generate?grant_type=client_credentials`, {
        method: "GET",
        headers: { authorization: `Basic ${basic}` },
        signal: AbortSignal.timeout(this.#timeoutMs),
      }),
    );
    const parsed = tokenAnswerSchema.safeParse(answer.body);
    if (!answer.ok || !parsed.success) throw darajaFailure("OAuth token", answer);
    const lifetimeMs = parsed.data.expires_in * 1000;
    this.#token = {
      value: parsed.data.access_token,
      expiresAt: requestedAt + Math.max(lifetimeMs - TOKEN_MARGIN_MS, lifetimeMs / 2),
    };
    return this.#token.value;
  }

  async #send(request: Request): Promise<DarajaAnswer> {
    const response = await this.#transport(request);
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Daraja's gateway answers some failures with HTML; the status says enough.
    }
    return { status: response.status, ok: response.ok, body };
  }
}

/** An error for a Daraja answer that is not the expected success, with its code and description. */
export function darajaFailure(what: string, answer: DarajaAnswer): DarajaError {
  const parsed = errorAnswerSchema.safeParse(answer.body);
  const error = parsed.success ? parsed.data : {};
  const code = error.errorCode ?? (error.ResponseCode === undefined ? null : String(error.ResponseCode));
  const description = error.errorMessage ?? error.ResponseDescription ?? "unexpected answer";
  return new DarajaError(
    `M-Pesa ${what} failed: HTTP ${answer.status}${code ? ` ${code}` : ""} ${description}`,
    answer.status,
    code,
    description,
  );
}

export function errorCodeOf(body: unknown): string | null {
  const parsed = errorAnswerSchema.safeParse(body);
  return parsed.success ? (parsed.data.errorCode ?? null) : null;
}

import { readFileSync } from "node:fs";
import { expect } from "vitest";
import type { GatewayPayment } from "../payment-gateway.ts";
import type { DarajaTransport } from "./daraja-client.ts";
import { createMpesaGateway, type MpesaGateway } from "./mpesa-gateway.ts";

/** One request the adapter must send and Safaricom's recorded answer (fixtures/*.json). */
export interface Exchange {
  request: { method: string; path: string; headers?: Record<string, string>; body?: unknown };
  response: { status: number; body: unknown };
}

/** A request as the fake received it. */
export interface SeenRequest {
  method: string;
  origin: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Scripted = Omit<Exchange, "response"> & {
  /** The recorded answer, or one built from the request (ids that differ per payment). */
  response: Exchange["response"] | ((request: SeenRequest) => Exchange["response"]);
};

/** A recorded fixture: an exchange, or a callback body Safaricom posts. */
export function fixture<T = Exchange>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), "utf8")) as T;
}

/** The raw bytes of a recorded callback, as Safaricom would post them. */
export function callbackBody(name: string, change: (body: string) => string = (body) => body): Buffer {
  return Buffer.from(change(JSON.stringify(fixture<unknown>(name))));
}

/** Path and query of a callback URL we issued, as notify-route.ts hands it to the adapter. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Daraja for tests: answers each request with the next scripted exchange and keeps what it
 * received, so `verify()` compares every request with the recorded one afterwards (an adapter
 * that swallows errors cannot hide a mismatch).
 */
export class FakeDaraja {
  readonly seen: SeenRequest[] = [];
  readonly #script: Scripted[] = [];
  readonly #pairs: { seen: SeenRequest; expected: Scripted["request"] }[] = [];

  /** Queues exchanges, answered in order. */
  script(...exchanges: (Exchange | Scripted)[]): this {
    this.#script.push(...exchanges);
    return this;
  }

  readonly transport: DarajaTransport = async (request) => {
    const url = new URL(request.url);
    const text = await request.text();
    const seen: SeenRequest = {
      method: request.method,
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    this.seen.push(seen);
    const next = this.#script.shift();
    if (!next)
      return Response.json({ errorMessage: `unscripted ${seen.method} ${seen.path}` }, { status: 599 });
    this.#pairs.push({ seen, expected: next.request });
    const answer = typeof next.response === "function" ? next.response(seen) : next.response;
    return Response.json(answer.body, { status: answer.status });
  };

  /** Every scripted exchange happened, each request as recorded. */
  verify(): void {
    expect(this.#script.map((exchange) => exchange.request.path)).toEqual([]);
    expect(this.seen).toHaveLength(this.#pairs.length);
    for (const { seen, expected } of this.#pairs) {
      expect(seen.origin).toBe("https://sandbox.safaricom.co.ke");
      expect({ method: seen.method, path: seen.path }).toEqual({
        method: expected.method,
        path: expected.path,
      });
      for (const [name, value] of Object.entries(expected.headers ?? {})) {
        expect(seen.headers.get(name), name).toEqual(value);
      }
      if (expected.body !== undefined) expect(seen.body).toEqual(expected.body);
    }
  }
}

/** A complete sandbox configuration, as the fixtures were recorded with. */
export const MPESA_TEST_ENV: NodeJS.ProcessEnv = {
  MPESA_ENVIRONMENT: "sandbox",
  MPESA_CONSUMER_KEY: "test-consumer-key",
  MPESA_CONSUMER_SECRET: "test-consumer-secret",
  MPESA_SHORTCODE: "174379",
  MPESA_PASSKEY: "test-passkey-0123456789abcdef",
  MPESA_B2C_SHORTCODE: "600981",
  MPESA_INITIATOR_NAME: "testapi",
  MPESA_SECURITY_CREDENTIAL: "c2VjdXJpdHktY3JlZGVudGlhbC1lbmNyeXB0ZWQtd2l0aC1zYWZhcmljb20tY2VydGlmaWNhdGU=",
  MPESA_CALLBACK_BASE_URL: "https://bets.example.co.ke/",
  MPESA_CALLBACK_SECRET: "test-callback-secret-0123456789abcdef",
};

/** The fixtures' clock: 2026-05-01 13:00:00 in Nairobi (Timestamp 20260501130000). */
export const FIXTURE_TIME = new Date("2026-05-01T10:00:00Z");

/** The adapter configured as the fixtures were recorded, talking to `fake`. */
export function testGateway(fake: FakeDaraja, clock = () => FIXTURE_TIME): MpesaGateway {
  const adapter = createMpesaGateway(MPESA_TEST_ENV, { transport: fake.transport, clock });
  if (!adapter) throw new Error("M-Pesa test configuration missing");
  return adapter;
}

/** The recorded deposit (KES 100) and payout (KES 250) as the cashier describes them. */
export const DEPOSIT_ID = "0b9f6a52-3c1e-4d7a-9e2b-5f8c1a7d4e63";
export const PAYOUT_ID = "7c2e9d14-5a6b-4f3c-8d1e-2b9a0c6f5e47";
export const CHECKOUT = "ws_CO_01052026130000123712345678";

export function testPayment(
  direction: GatewayPayment["direction"],
  overrides: Partial<GatewayPayment> = {},
): GatewayPayment {
  const deposit = direction === "deposit";
  return {
    id: deposit ? DEPOSIT_ID : PAYOUT_ID,
    direction,
    amount: deposit ? 10_000n : 25_000n,
    currency: "KES",
    providerRef: null,
    phone: "254712345678",
    siteName: "Site mpesatest",
    siteCode: "mpesatest",
    returnUrl: "https://mpesatest.test/account/deposit/result",
    locale: "en",
    ...overrides,
  };
}

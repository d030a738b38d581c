import { errorEnvelopeSchema, successEnvelope } from "@platform/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { API_BASE, type ApiTransport, apiTransportContext } from "./api-transport.ts";
import { logger } from "./logger.ts";
import { sessionContext } from "./session.ts";
import { clearSessionCookies } from "./session-cookies.ts";
import type { Shell } from "./types.ts";

const UNAVAILABLE = "Service temporarily unavailable";

/**
 * A non-success answer of the API, carrying the envelope's message and errors (spec §8).
 *
 * Shaped as a React Router error response (status, statusText, internal, data) and deliberately
 * not an Error: thrown from a loader, React Router keeps its status on the way to the browser
 * instead of sanitising it into a bare 500, and the error screen's "500 logs out" rule (spec §2)
 * must never fire for the API's 429 or an outage. An API 5xx (or no answer) becomes a 503 whose
 * text says nothing of the internals.
 */
export class ApiError {
  readonly name = "ApiError";
  readonly status: number;
  readonly message: string;
  readonly statusText: string;
  readonly internal = false;
  readonly data: { message: string };
  readonly errors: { message: string; field?: string | undefined }[];
  constructor(
    upstreamStatus: number,
    message: string,
    errors: { message: string; field?: string | undefined }[] = [],
  ) {
    const outage = upstreamStatus >= 500;
    // Thrown from a loader, all of this is serialised to the browser: an outage says nothing more.
    this.status = outage ? 503 : upstreamStatus;
    this.message = outage ? UNAVAILABLE : message;
    this.errors = outage ? [] : errors;
    this.statusText = this.message;
    this.data = { message: this.message };
  }
}

export interface ApiRequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Tenant and language of the request, sent as the `site-code` and `locale` headers. */
  shell?: Pick<Shell, "siteCode" | "locale">;
  /**
   * The bearer token to send. Defaults to the request's session token; pass a token to check one
   * that is not the session's yet (autologin), or null to call as a visitor.
   */
  token?: string | null;
  /**
   * Spec §7/§8: a 401 on an authenticated call ends the session and sends the player to /login.
   * The session middleware turns this off: a failed profile fetch only makes the request a visitor's.
   */
  redirectOnUnauthorized?: boolean;
}

type ContextReader = Pick<RouterContextProvider, "get">;

/** Used when no transport is on the context: `react-router dev` and ad-hoc runs. */
const DEFAULT_API_URL = "http://127.0.0.1:4000";

function resolveTransport(context: ContextReader): { send: ApiTransport; base: string } {
  try {
    return { send: context.get(apiTransportContext), base: API_BASE };
  } catch {
    // createContext without a default throws when unset; that only happens outside our server.
    return { send: (request) => fetch(request), base: process.env.API_URL ?? DEFAULT_API_URL };
  }
}

/**
 * Calls the API with the headers of spec §7 and returns the envelope's `data`, validated by the
 * contracts schema. Anything but a success envelope becomes an ApiError.
 */
export async function apiFetch<T extends z.ZodType>(
  context: ContextReader,
  path: string,
  dataSchema: T,
  options: ApiRequestOptions = {},
): Promise<z.output<T>> {
  return (await apiCall(context, path, dataSchema, options)).data;
}

/**
 * Like apiFetch, and also returns the envelope's message: account calls that change something
 * answer with a sentence the player is shown (spec §8).
 */
export async function apiCall<T extends z.ZodType>(
  context: ContextReader,
  path: string,
  dataSchema: T,
  options: ApiRequestOptions = {},
): Promise<{ data: z.output<T>; message: string | undefined }> {
  const { send, base } = resolveTransport(context);
  const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
  if (options.shell) {
    headers.set("site-code", options.shell.siteCode);
    headers.set("locale", options.shell.locale);
  }
  const token = options.token === undefined ? (context.get(sessionContext)?.token ?? null) : options.token;
  if (token) headers.set("authorization", `Bearer ${token}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  const response = await send(
    new Request(new URL(path, base), {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
    }),
  ).catch((error: unknown) => {
    // The API did not answer at all: the same outage as its 5xx, never a logout.
    logger.warn(`API unreachable for ${path}`, error);
    throw new ApiError(503, UNAVAILABLE);
  });
  if (response.status === 401 && token && options.redirectOnUnauthorized !== false) {
    const headers = new Headers();
    for (const cookie of clearSessionCookies()) headers.append("set-cookie", cookie);
    throw redirect("/login", { headers });
  }
  return parseEnvelope(response, dataSchema);
}

export async function parseEnvelope<T extends z.ZodType>(
  response: Response,
  dataSchema: T,
): Promise<{ data: z.output<T>; message: string | undefined }> {
  const json: unknown = await response.json().catch(() => undefined);
  // Calls that only report (logout, changePassword) answer a message and no data.
  const success = successEnvelope(z.unknown().optional()).safeParse(json);
  if (success.success) {
    const parsed = dataSchema.safeParse(success.data.data);
    if (parsed.success) return { data: parsed.data, message: success.data.message };
    throw new ApiError(
      502,
      "Unexpected API response",
      parsed.error.issues.map(({ message }) => ({ message })),
    );
  }

  const failure = errorEnvelopeSchema.safeParse(json);
  // An error envelope with HTTP 200 breaks the API's contract; report it as a bad upstream answer.
  const status = response.ok ? 502 : response.status;
  if (failure.success) throw new ApiError(status, failure.data.message, failure.data.errors);
  throw new ApiError(
    status,
    response.ok ? "Unexpected API response" : response.statusText || "API request failed",
  );
}

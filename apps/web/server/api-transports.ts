import type { FastifyInstance } from "fastify";
import type { ApiTransport } from "../app/shell/api-transport.ts";

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** Single-process mode: hand the request to the API app in memory (no socket, no serialization hop). */
export function inProcessTransport(api: FastifyInstance): ApiTransport {
  return async (request) => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const forwardedFor = request.headers.get("x-forwarded-for");
    const result = await api.inject({
      method: request.method as "GET",
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
      // The API rate-limits per client: it must see the player's address, not the web server's.
      ...(forwardedFor ? { remoteAddress: forwardedFor.split(",")[0]!.trim() } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(result.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (value !== undefined) headers.set(name, String(value));
    }
    const responseBody = NULL_BODY_STATUSES.has(result.statusCode) ? null : result.rawPayload;
    return new Response(responseBody, { status: result.statusCode, headers });
  };
}

/** Standalone mode: real HTTP to the API's base URL. */
export function httpTransport(apiUrl: string): ApiTransport {
  const base = new URL(apiUrl);
  return (request) => {
    const url = new URL(request.url);
    const target = new URL(url.pathname + url.search, base);
    const init: RequestInit & { duplex: "half" } = {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
      duplex: "half",
    };
    return fetch(target, init);
  };
}

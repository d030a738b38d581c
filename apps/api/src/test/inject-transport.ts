import type { FastifyInstance } from "fastify";

/**
 * A fetch-like transport that hands each request to a Fastify app's `inject` instead of the
 * network: the same Request/Response code path as production, without a socket. The app is
 * looked up per request, so two apps can point at each other before both exist.
 */
export function injectTransport(app: () => FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app().inject({
      method: request.method as "GET" | "POST",
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    }
    const empty = [204, 205, 304].includes(response.statusCode);
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers });
  };
}

import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Fastify request → Fetch Request, the shape React Router's handler takes. */
export function toFetchRequest(req: FastifyRequest, reply: FastifyReply): Request {
  const controller = new AbortController();
  // A client that goes away mid-render aborts loaders instead of finishing work nobody reads.
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });

  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: headersOf(req),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = Readable.toWeb(req.raw) as unknown as ReadableStream;
    init.duplex = "half";
  }
  return new Request(new URL(req.url, `${req.protocol}://${req.host}`), init);
}

/**
 * The same request for a render that outlives it (the page cache's background refresh): no body,
 * no abort when the visitor's connection closes.
 */
export function toDetachedRequest(req: FastifyRequest): Request {
  return new Request(new URL(req.url, `${req.protocol}://${req.host}`), {
    method: "GET",
    headers: headersOf(req),
  });
}

function headersOf(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

/** Fetch Response → Fastify reply, keeping every Set-Cookie and streaming the body. */
export function sendFetchResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as unknown as NodeWebStream));
}

import path from "node:path";
import { constants as zlib } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { AggregatorLink } from "../app/shell/aggregator-link.ts";
import type { ApiTransport } from "../app/shell/api-transport.ts";
import "./router-future.ts";
import { sendFetchResponse, toDetachedRequest, toFetchRequest } from "./fetch-bridge.ts";
import { PageCache, type PageCacheOptions } from "./page-cache.ts";
import { addSecurityHeaders } from "./security-headers.ts";

export interface WebPluginOptions {
  build: ServerBuild;
  /** build/client: hashed assets and public files. */
  clientDir: string;
  transport: ApiTransport;
  /** How loaders reach the game aggregator; without it they call the account's public url. */
  aggregator?: AggregatorLink;
  mode?: "production" | "development";
  /** Visitors' pages from a shared cache (page-cache.ts); off without it. */
  pageCache?: PageCacheOptions;
}

/** What the server build's entry exports for the adapter (see app/entry.server.tsx). */
interface EntryExports {
  apiTransportContext: Parameters<RouterContextProvider["set"]>[0];
  aggregatorLinkContext?: Parameters<RouterContextProvider["set"]>[0];
}

const YEAR_S = 31_536_000;

/**
 * Serves the React Router app: precompressed static files first, then server rendering for
 * every other path. Registered as an encapsulated plugin so its raw-body parser stays local.
 */
export async function webPlugin(app: FastifyInstance, options: WebPluginOptions) {
  const handle = createRequestHandler(options.build, options.mode ?? "production");
  const { apiTransportContext, aggregatorLinkContext } = options.build.entry
    .module as unknown as EntryExports;

  addSecurityHeaders(app);

  // HTML is compressed on the fly at a fast level; static assets were compressed at build time.
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  await app.register(fastifyStatic, {
    root: options.clientDir,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      // Vite fingerprints everything under /assets, so it can be cached forever.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        "cache-control",
        immutable ? `public, max-age=${YEAR_S}, immutable` : "public, max-age=3600",
      );
    },
  });

  // Leave bodies unread: React Router reads the stream itself (form posts, JSON actions).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  const render = (req: FastifyRequest, request: Request) => {
    const context = new RouterContextProvider();
    context.set(apiTransportContext, withClientAddress(options.transport, req));
    if (options.aggregator && aggregatorLinkContext) context.set(aggregatorLinkContext, options.aggregator);
    return handle(request, context);
  };
  const pages = new PageCache(options.pageCache ?? { ttlMs: 0, staleMs: 0 });

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    handler: async (req, reply) => {
      const key = pages.keyOf(req);
      if (!key) return sendFetchResponse(reply, await render(req, toFetchRequest(req, reply)));

      const cached = pages.lookup(key);
      if (cached) {
        if (cached.stale) {
          // The visitor gets the page now; the render that replaces it outlives this request.
          pages.refresh(
            key,
            () => render(req, toDetachedRequest(req)),
            (error) => req.log.error(error),
          );
        }
        const { status, headers, body } = pages.serve(cached.page);
        return reply.code(status).headers(Object.fromEntries(headers)).send(body);
      }
      const kept = await pages.keep(key, await render(req, toFetchRequest(req, reply)));
      if ("response" in kept) return sendFetchResponse(reply, kept.response);
      const { page } = kept;
      return reply
        .code(page.status)
        .headers(Object.fromEntries(page.headers))
        .header("x-page-cache", "miss")
        .send(page.body);
    },
  });
}

/**
 * Every API call made while rendering carries the player's address and scheme, as a reverse proxy
 * would. `req.ip` is what this server believes (TRUST_PROXY), and the headers are overwritten, never
 * appended to: whatever X-Forwarded-For a browser sends cannot reach the API's per-address limits.
 */
export function withClientAddress(transport: ApiTransport, req: FastifyRequest): ApiTransport {
  return (request) => {
    request.headers.set("x-forwarded-for", req.ip);
    request.headers.set("x-forwarded-proto", req.protocol);
    // The player's browser, for their account's list of devices and the login audit trail.
    const agent = req.headers["user-agent"];
    if (agent) request.headers.set("user-agent", agent);
    return transport(request);
  };
}

import type { FastifyInstance } from "fastify";
import { errorBody } from "./error-handler.ts";

export interface CorsOptions {
  /** Host names browsers may call from: every enabled operator's site domains. */
  operatorDomains: () => Promise<Set<string>>;
  /** The aggregator's own public origin, when it has one. */
  ownOrigin?: string;
}

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/;

/**
 * CORS for the operators' sites only. A site's origin is allowed when its host is one of an
 * operator's domains, over https (plain http only on localhost hosts, the demo). Other origins get
 * no Access-Control-Allow-Origin, so a browser never hands them an answer; their preflights fail.
 */
export function registerCors(app: FastifyInstance, options: CorsOptions): void {
  const allowed = async (origin: string): Promise<boolean> => {
    if (options.ownOrigin && origin === options.ownOrigin) return true;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.origin !== origin) return false;
    const secure = url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOST.test(url.hostname));
    return secure && (await options.operatorDomains()).has(url.hostname);
  };

  app.addHook("onRequest", async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin) return;
    reply.header("vary", "origin");
    const ok = await allowed(origin);
    if (ok) {
      reply.header("access-control-allow-origin", origin);
      reply.header("access-control-expose-headers", "retry-after");
    }
    if (request.method !== "OPTIONS") return;
    if (!ok)
      return reply.code(403).send(errorBody("RS_ERROR_ORIGIN", "This site may not call the aggregator."));
    reply.header("access-control-allow-methods", "GET, POST");
    reply.header("access-control-allow-headers", "content-type, authorization");
    reply.header("access-control-max-age", "600");
    return reply.code(204).send();
  });
}

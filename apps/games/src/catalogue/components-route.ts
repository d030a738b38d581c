import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { notFound } from "../http/http-error.ts";

/**
 * The scripts sites load from the aggregator (spec §7: `<url>/js/BVComponents.min.js`), and the
 * crash game's, which only the crash page loads (`BVCrash.min.js`).
 */
const SCRIPTS = new Set(["BVComponents.min.js", "BVCrash.min.js"]);

interface Cached {
  mtimeMs: number;
  body: Buffer;
}

/**
 * Serves the components script built into `public/js` (scripts/build-components.mjs), brotli or
 * gzip precompressed when the browser takes it. Sites load it with a timestamp query, so it is
 * cached only briefly; it is read again when the build replaces it.
 */
export const componentsRoute: FastifyPluginAsync<{ dir: string }> = async (app, { dir }) => {
  const cache = new Map<string, Cached>();
  const load = async (file: string): Promise<Buffer | null> => {
    const full = path.join(dir, file);
    const info = await stat(full).catch(() => null);
    if (!info) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit.body;
    const body = await readFile(full);
    cache.set(file, { mtimeMs: info.mtimeMs, body });
    return body;
  };

  app.get<{ Params: { file: string } }>("/js/:file", { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params;
    if (!SCRIPTS.has(file)) throw notFound("There is no such script.");
    const accepts = String(request.headers["accept-encoding"] ?? "");
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      if (!accepts.includes(encoding)) continue;
      const body = await load(file + suffix);
      if (body) {
        reply.header("content-encoding", encoding);
        return send(reply, body);
      }
    }
    const body = await load(file);
    if (!body) throw notFound("There is no such script.");
    return send(reply, body);
  });
};

function send(reply: FastifyReply, body: Buffer) {
  return reply
    .header("content-type", "text/javascript; charset=utf-8")
    .header("vary", "accept-encoding")
    .header("cache-control", "public, max-age=300")
    .header("cross-origin-resource-policy", "cross-origin")
    .send(body);
}

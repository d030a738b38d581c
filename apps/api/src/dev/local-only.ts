import type { FastifyInstance } from "fastify";
import { z } from "zod";

/**
 * DEMO_OPEN_NETWORK=true serves the demo's /api/dev routes to other machines too, for a demo
 * shown on a local network; otherwise they answer only this machine. A bad value fails at start.
 */
export function demoOpenNetwork(env: NodeJS.ProcessEnv = process.env): boolean {
  return z.stringbool().default(false).parse(env.DEMO_OPEN_NETWORK);
}

const LOOPBACK = /^(::ffff:)?127(\.\d{1,3}){3}$/;

export function isLoopback(address: string | undefined): boolean {
  return address === "::1" || (address !== undefined && LOOPBACK.test(address));
}

/**
 * Makes the routes of one plugin answer a caller on another machine as if they did not exist (the
 * same 404 as an unknown path). Both addresses must be loopback: the socket's peer, which no header
 * can change, and the client address TRUST_PROXY makes of it, so a proxy on this machine relaying
 * a remote player does not make that player local. In process, the web server hands the API the
 * player's address, so its /dev/outbox page follows the same rule (standalone, when TRUST_PROXY
 * names the web server).
 */
export function localOnly(app: FastifyInstance, openNetwork: boolean): void {
  if (openNetwork) return;
  app.addHook("onRequest", async (request, reply) => {
    if (isLoopback(request.socket.remoteAddress) && isLoopback(request.ip)) return;
    reply.callNotFound();
    return reply;
  });
}

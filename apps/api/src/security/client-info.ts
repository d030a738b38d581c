import type { FastifyRequest } from "fastify";

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Where a request came from, for account events and per-IP limits (trustProxy decides `ip`). */
export function clientInfo(request: FastifyRequest): ClientInfo {
  const agent = request.headers["user-agent"];
  return { ip: request.ip, userAgent: typeof agent === "string" ? agent.slice(0, 500) : null };
}

import type { FastifyRequest } from "fastify";

/** Header the web server fills from its httpOnly device cookie (a random 32-byte token). */
export const DEVICE_HEADER = "x-device-token";
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{32,100}$/;

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The browser's device token, when it sent a well-formed one (see TrustedDevices). */
  deviceToken: string | null;
}

/** Where a request came from, for account events and per-client limits (trustProxy decides `ip`). */
export function clientInfo(request: FastifyRequest): ClientInfo {
  const agent = request.headers["user-agent"];
  const device = request.headers[DEVICE_HEADER];
  return {
    ip: request.ip,
    userAgent: typeof agent === "string" ? agent.slice(0, 500) : null,
    deviceToken: typeof device === "string" && DEVICE_TOKEN.test(device) ? device : null,
  };
}

import { requestLogFields } from "@platform/contracts";
import type { FastifyServerOptions } from "fastify";

type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/**
 * The web server's logger: request lines carry method, path and address, and query values that
 * are secrets (/autologin?token=, /reset-password?code=, the OAuth callback) are redacted, as the
 * API's are. Headers and cookies are not logged at all.
 */
export function webLoggerOptions(level: LogLevel): FastifyServerOptions["logger"] {
  return {
    level,
    serializers: { req: requestLogFields },
  };
}

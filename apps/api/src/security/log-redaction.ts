import type { FastifyServerOptions } from "fastify";

const SECRET_FIELDS = ["password", "current_password", "confirm_password", "otp", "code", "token"];
const CONTAINERS = ["body", "req.body", "query", "req.query", "data", "res.data"];

/** pino paths of every place a secret could appear in a log line. */
const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  ...CONTAINERS.flatMap((container) => SECRET_FIELDS.map((field) => `${container}.${field}`)),
];

const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_FIELDS.join("|")})=)[^&#]*`, "gi");

/** The logged URL without secret query values (GET /api/user/changeConfirmEmail?code=...). */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, "$1[redacted]");
}

type LoggerOption = FastifyServerOptions["logger"];

/** The caller's logger settings plus redaction; `false` stays off. */
export function withRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

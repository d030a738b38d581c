import { requestLogFields, SECRET_FIELDS } from "@platform/contracts";
import type { FastifyServerOptions } from "fastify";

const CONTAINERS = ["body", "req.body", "query", "req.query", "data", "res.data"];

/** pino paths of every place a secret could appear in a log line. */
const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-device-token"]',
  'res.headers["set-cookie"]',
  ...CONTAINERS.flatMap((container) => SECRET_FIELDS.map((field) => `${container}.${field}`)),
];

type LoggerOption = FastifyServerOptions["logger"];

/** The caller's logger settings plus redaction; `false` stays off. */
export function withRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { req: requestLogFields },
  };
}

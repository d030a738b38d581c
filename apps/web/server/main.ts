import path from "node:path";
import { fileURLToPath } from "node:url";
import { trustProxySchema } from "@platform/contracts";
import Fastify from "fastify";
import { z } from "zod";
import { httpTransport } from "./api-transports.ts";
import { loadWebBuild } from "./load-build.ts";
import { pageCacheEnvShape, pageCacheOptions } from "./page-cache-env.ts";
import { webLoggerOptions } from "./request-logging.ts";
import { webPlugin } from "./web-plugin.ts";

/** The web app alone, talking to an API over HTTP: how it runs behind a load balancer. */
const env = z
  .object({
    PORT: z.coerce.number().int().positive().default(3001),
    HOST: z.string().default("0.0.0.0"),
    API_URL: z.url().default("http://127.0.0.1:4000"),
    /** The aggregator as this server reaches it (the lobby's server rendering); else its public url. */
    GAMES_INTERNAL_URL: z.url().optional(),
    WEB_BUILD_DIR: z.string().optional(),
    TRUST_PROXY: trustProxySchema,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ...pageCacheEnvShape,
  })
  .parse(process.env);

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = env.WEB_BUILD_DIR ?? path.resolve(here, "..", "build");
const { build, clientDir } = await loadWebBuild(buildDir);

const app = Fastify({ logger: webLoggerOptions(env.LOG_LEVEL), trustProxy: env.TRUST_PROXY });
await app.register(webPlugin, {
  build,
  clientDir,
  transport: httpTransport(env.API_URL),
  pageCache: pageCacheOptions(env),
  ...(env.GAMES_INTERNAL_URL
    ? { aggregator: { baseUrl: env.GAMES_INTERNAL_URL, transport: (request: Request) => fetch(request) } }
    : {}),
});
await app.listen({ port: env.PORT, host: env.HOST });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}

import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  buildApp,
  createDatabase,
  createNotifier,
  createPaymentsRuntime,
  isProductionDeployment,
  isSandboxPayPath,
  loadAccountsEnv,
  migrate,
  resolvePaymentsConfig,
  seed,
  selfUrl,
} from "@platform/api";
import Fastify from "fastify";
import { inProcessTransport } from "../apps/web/server/api-transports.ts";
import { loadWebBuild } from "../apps/web/server/load-build.ts";
import { webLoggerOptions } from "../apps/web/server/request-logging.ts";
import { webPlugin } from "../apps/web/server/web-plugin.ts";
import { demoUrls, readPlatformEnv } from "./env.ts";

/**
 * `npm start`: API and web on one port, on the embedded store unless DATABASE_URL is set.
 * Two Fastify apps behind one HTTP server: /api/* goes to the API, everything else to the web.
 */
const env = readPlatformEnv(process.env);
// Fail before opening the database when production settings are missing (AUTH_SECRET, transports).
const accountsEnv = loadAccountsEnv(process.env);
const production = isProductionDeployment(process.env);
// Known once the server listens (PORT=0 lets the system choose); read lazily by the payments.
let port = env.PORT;
const payments = resolvePaymentsConfig(env, { production, self: () => selfUrl(env.HOST, port) });
// dist/platform.js and platform/main.ts both sit one level below the repository root.
const here = path.dirname(fileURLToPath(import.meta.url));

const database = await createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrate(database, { migrationsFolder: path.resolve(here, "..", "apps/api/drizzle") });
if (env.SEED) await seed(database.db);

const logger = { level: env.LOG_LEVEL };
const runtime = createPaymentsRuntime({
  database,
  config: payments,
  notifier: createNotifier(database.db, accountsEnv).notifier,
  logger,
});
const api = buildApp({
  db: database.db,
  logger,
  // The demo's links carry the port it listens on; production is reached on 443 through a proxy.
  publicPort: env.PUBLIC_PORT ?? (production ? undefined : env.PORT),
  trustProxy: env.TRUST_PROXY,
  ...(env.RATE_LIMIT ? {} : { rateLimit: false as const }),
  gateways: runtime.gateways,
});
const { build, clientDir } = await loadWebBuild(
  env.WEB_BUILD_DIR ?? path.resolve(here, "..", "apps/web/build"),
);

// Both apps judge forwarded headers alike: the web app for the addresses it hands the API, the
// API for the players who call /api directly.
const web = Fastify({ logger: webLoggerOptions(env.LOG_LEVEL), trustProxy: env.TRUST_PROXY });
await web.register(webPlugin, { build, clientDir, transport: inProcessTransport(api) });
const sandboxPay = runtime.sandboxPay;
await Promise.all([api.ready(), web.ready(), sandboxPay?.ready()]);

// SandboxPay (the demo's payment provider) is its own app too, under /sandbox-pay.
const server = http.createServer((req, res) => {
  const url = req.url ?? "/";
  const isApi = url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
  if (sandboxPay && isSandboxPayPath(url)) sandboxPay.routing(req, res);
  else (isApi ? api : web).routing(req, res);
});
await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));

port = (server.address() as { port: number }).port;
runtime.start(api.log);
console.log(`\nBetting platform on ${database.kind}, port ${port}. Demo sites:`);
for (const line of demoUrls(port)) console.log(`  ${line}`);
console.log("");

async function shutdown() {
  server.close();
  await runtime.stop();
  await Promise.allSettled([web.close(), api.close()]);
  await database.close();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown());
process.once("SIGTERM", () => void shutdown());

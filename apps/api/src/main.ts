import http from "node:http";
import { onShutdown } from "@platform/server/shutdown";
import { buildApp } from "./app.ts";
import { resolvePaymentsConfig, selfUrl } from "./cashier/payments-env.ts";
import { createPaymentsRuntime, isSandboxPayPath } from "./cashier/payments-runtime.ts";
import { loadConfig } from "./config.ts";
import { createDatabase } from "./db/create-database.ts";
import { migrate } from "./db/migrate.ts";
import { aggregatorInternalUrl, resolveGamesOptions } from "./games/games-env.ts";
import { platformLiveBus } from "./live/platform-live.ts";
import { drawSchedulerLeadership } from "./lotto/draw-scheduler.ts";
import { createNotifier } from "./notifier/create-notifier.ts";
import { loadAccountsEnv } from "./security/accounts-env.ts";
import { isProductionDeployment } from "./security/deployment.ts";
import { seed } from "./seed/seed.ts";

/** Standalone API process: migrate, seed the demo tenants, listen, stop cleanly on a signal. */
const config = loadConfig();
// Fail before opening the database when production settings are missing (AUTH_SECRET, transports).
const accountsEnv = loadAccountsEnv();
let port = config.PORT;
const payments = resolvePaymentsConfig(config, {
  production: isProductionDeployment(process.env),
  self: () => selfUrl(config.HOST, port),
});
const database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(database);
if (config.SEED) await seed(database.db);

const logger = { level: config.LOG_LEVEL };
const runtime = createPaymentsRuntime({
  database,
  config: payments,
  notifier: createNotifier(database.db, accountsEnv).notifier,
  logger,
});
const app = buildApp({
  db: database.db,
  logger,
  publicPort: config.PUBLIC_PORT,
  trustProxy: config.TRUST_PROXY,
  gateways: runtime.gateways,
  games: resolveGamesOptions(config),
  aggregator: { baseUrl: aggregatorInternalUrl(config, config.PORT) },
  // The aggregator's new games, enabled with their maximum wins (docs/decisions/027).
  syncGames: true,
  // The draw scheduler runs on whichever node holds its lock.
  drawScheduler: { leadership: drawSchedulerLeadership(database) },
  // The live layer (/api/live) across nodes when REDIS_URL is set.
  liveBus: platformLiveBus(process.env),
});
await Promise.all([app.ready(), runtime.sandboxPay?.ready()]);

// SandboxPay, when on, answers /sandbox-pay/* on the same port, as its own app.
const server = http.createServer((req, res) => {
  const sandboxPay = runtime.sandboxPay;
  (sandboxPay && isSandboxPayPath(req.url ?? "/") ? sandboxPay : app).routing(req, res);
});
// The platform's WebSocket (/api/live: the jackpots' amounts) on the same port.
app.live.attach(server);

// Stop accepting requests and drain in-flight ones before the database goes away.
onShutdown(app.log, [() => server.close(), () => runtime.stop(), () => app.close(), () => database.close()]);

await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
port = (server.address() as { port: number }).port;
app.log.info({ port }, "API listening");
runtime.start(app.log);

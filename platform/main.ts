import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  buildApp,
  createDatabase,
  createNotifier,
  createPaymentsRuntime,
  drawSchedulerLeadership,
  isProductionDeployment,
  isSandboxPayPath,
  loadAccountsEnv,
  loadGamesEnv,
  migrate,
  platformLiveBus,
  resolveGamesOptions,
  resolvePaymentsConfig,
  seed,
  selfUrl,
} from "@platform/api";
import {
  advisoryLeadership,
  buildGamesApp,
  CRASH_RUNNER_LOCK_KEY,
  crashSettingsFromEnv,
  createGamesDatabase,
  ensureDataDir,
  GAMES_PREFIX,
  GAMES_RECONCILE_LOCK_KEY,
  gamesDataDir,
  loadCrashEnv,
  loadSportsEnv,
  migrateGames,
  SPORTS_DESK_LOCK_KEY,
  SPORTS_JACKPOT_LOCK_KEY,
  SPORTS_SETTLEMENT_LOCK_KEY,
  seedGames,
  slotEngine,
  sportsSettingsFromEnv,
  VIRTUAL_FOOTBALL_LOCK_KEY,
  VIRTUAL_RACING_LOCK_KEY,
} from "@platform/games";
import { RedisBus } from "@platform/server/live";
import Fastify from "fastify";
import { inProcessTransport } from "../apps/web/server/api-transports.ts";
import { loadWebBuild } from "../apps/web/server/load-build.ts";
import { pageCacheOptions } from "../apps/web/server/page-cache-env.ts";
import { webLoggerOptions } from "../apps/web/server/request-logging.ts";
import { webPlugin } from "../apps/web/server/web-plugin.ts";
import { AGGREGATOR_INTERNAL_URL, aggregatorInProcess } from "./aggregator-transport.ts";
import { demoUrls, readPlatformEnv } from "./env.ts";

/**
 * `npm start`: API, web and the game aggregator on one port, on embedded stores unless
 * DATABASE_URL / GAMES_DATABASE_URL are set. Fastify apps behind one HTTP server: /api/* goes to
 * the API, /aggregator/* to the aggregator, everything else to the web.
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
// AGGREGATOR_URL: the aggregator runs on nodes of its own (several platform and aggregator nodes
// behind a load balancer, docs/decisions/043); this process then runs none and opens no games store.
const separateAggregator = env.AGGREGATOR_URL?.replace(/\/+$/, "");

// Every folder the embedded stores need, before either database is opened or migrated: a start
// that cannot make one stops here, naming it, with nothing changed.
if (!env.DATABASE_URL) ensureDataDir(env.DATA_DIR);
if (!env.GAMES_DATABASE_URL && !separateAggregator) ensureDataDir(gamesDataDir(env.DATA_DIR));
const database = await createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrate(database, { migrationsFolder: path.resolve(here, "..", "apps/api/drizzle") });
if (env.SEED) await seed(database.db);
// The aggregator's own store next to the platform's: never the same database.
const gamesDatabase = separateAggregator
  ? null
  : await createGamesDatabase({ url: env.GAMES_DATABASE_URL, dataDir: gamesDataDir(env.DATA_DIR) });
if (gamesDatabase) {
  await migrateGames(gamesDatabase, { migrationsFolder: path.resolve(here, "..", "apps/games/drizzle") });
  if (env.SEED) await seedGames(gamesDatabase.db, { engine: slotEngine });
}
// One key for both sides of the seamless wallet; the demo makes one per process (production
// requires GAMES_WALLET_KEY: loadAccountsEnv refuses to start without it).
const games = resolveGamesOptions(loadGamesEnv(process.env));
const crashEnv = loadCrashEnv();
const sportsEnv = loadSportsEnv();

const logger = { level: env.LOG_LEVEL };
const runtime = createPaymentsRuntime({
  database,
  config: payments,
  notifier: createNotifier(database.db, accountsEnv).notifier,
  logger,
});
const aggregator = gamesDatabase
  ? buildGamesApp({
      db: gamesDatabase.db,
      engine: slotEngine,
      walletKey: games.walletKey,
      // Over HTTP to this very server's /api/wallet, as a separate aggregator would call it.
      walletUrl: () => env.PLATFORM_WALLET_URL ?? `${selfUrl(env.HOST, port)}/api/wallet`,
      ...(games.publicUrl ? { publicUrl: games.publicUrl } : {}),
      publicDir: path.resolve(here, "..", "apps/games/public"),
      logger: { ...logger, redact: ["req.headers.authorization"] },
      trustProxy: env.TRUST_PROXY,
      ...(env.RATE_LIMIT ? {} : { rateLimit: false as const }),
      reconcile: { leadership: advisoryLeadership(gamesDatabase, GAMES_RECONCILE_LOCK_KEY) },
      // Crash (docs/decisions/040): its round loop on whichever node holds the runner's lock; its
      // WebSocket (/aggregator/live) is attached to this server below. REDIS_URL joins several nodes.
      ...(crashEnv.CRASH_ENABLED
        ? {
            crash: {
              ...crashSettingsFromEnv(crashEnv, production),
              leadership: advisoryLeadership(gamesDatabase, CRASH_RUNNER_LOCK_KEY),
              ...(crashEnv.REDIS_URL
                ? { bus: new RedisBus({ url: crashEnv.REDIS_URL, prefix: "live:games:" }) }
                : {}),
            },
          }
        : {}),
      // The sportsbook's feed (docs/decisions/045): the simulated desk on the node holding its lock.
      sports: {
        ...sportsSettingsFromEnv(sportsEnv, production),
        leadership: advisoryLeadership(gamesDatabase, SPORTS_DESK_LOCK_KEY),
        settlementLeadership: advisoryLeadership(gamesDatabase, SPORTS_SETTLEMENT_LOCK_KEY),
        jackpotLeadership: advisoryLeadership(gamesDatabase, SPORTS_JACKPOT_LOCK_KEY),
        virtualLeadership: advisoryLeadership(gamesDatabase, VIRTUAL_FOOTBALL_LOCK_KEY),
        racingLeadership: advisoryLeadership(gamesDatabase, VIRTUAL_RACING_LOCK_KEY),
      },
    })
  : null;
// The aggregator in this process, asked as another service would be; or over HTTP at AGGREGATOR_URL.
const aggregatorLink = aggregator
  ? { baseUrl: AGGREGATOR_INTERNAL_URL, transport: aggregatorInProcess(aggregator) }
  : { baseUrl: separateAggregator!, transport: (request: Request) => fetch(request) };
const api = buildApp({
  db: database.db,
  logger,
  // The demo's links carry the port it listens on; production is reached on 443 through a proxy.
  publicPort: env.PUBLIC_PORT ?? (production ? undefined : env.PORT),
  trustProxy: env.TRUST_PROXY,
  ...(env.RATE_LIMIT ? {} : { rateLimit: false as const }),
  gateways: runtime.gateways,
  games,
  // The home's game sections.
  aggregator: aggregatorLink,
  // The aggregator's new games, enabled with their maximum wins (docs/decisions/027).
  syncGames: true,
  // The draw scheduler runs on whichever node holds its lock.
  drawScheduler: { leadership: drawSchedulerLeadership(database) },
  // The live layer of /api/live (the jackpots' amounts) across nodes when REDIS_URL is set.
  liveBus: platformLiveBus(process.env),
});
const { build, clientDir } = await loadWebBuild(
  env.WEB_BUILD_DIR ?? path.resolve(here, "..", "apps/web/build"),
);

// Both apps judge forwarded headers alike: the web app for the addresses it hands the API, the
// API for the players who call /api directly.
const web = Fastify({ logger: webLoggerOptions(env.LOG_LEVEL), trustProxy: env.TRUST_PROXY });
await web.register(webPlugin, {
  build,
  clientDir,
  transport: inProcessTransport(api),
  pageCache: pageCacheOptions(env),
  // The server-rendered lobby and game pages ask the same aggregator.
  aggregator: aggregatorLink,
});
const sandboxPay = runtime.sandboxPay;
await Promise.all([api.ready(), web.ready(), aggregator?.ready(), sandboxPay?.ready()]);

// SandboxPay (the demo's payment provider) and the aggregator are their own apps too.
const under = (url: string, prefix: string) =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
const server = http.createServer((req, res) => {
  const url = req.url ?? "/";
  if (sandboxPay && isSandboxPayPath(url)) sandboxPay.routing(req, res);
  else if (aggregator && under(url, GAMES_PREFIX)) aggregator.routing(req, res);
  else (under(url, "/api") ? api : web).routing(req, res);
});
aggregator?.crash?.live.attach(server);
api.live.attach(server);
await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));

port = (server.address() as { port: number }).port;
runtime.start(api.log);
console.log(`\nBetting platform on ${database.kind}, port ${port}. Demo sites:`);
for (const line of demoUrls(port)) console.log(`  ${line}`);
console.log("");

async function shutdown() {
  server.close();
  await runtime.stop();
  await Promise.allSettled([web.close(), api.close(), aggregator?.close()]);
  await Promise.allSettled([database.close(), gamesDatabase?.close()]);
  process.exit(0);
}
process.once("SIGINT", () => void shutdown());
process.once("SIGTERM", () => void shutdown());

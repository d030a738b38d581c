import { randomBytes } from "node:crypto";
import { advisoryLeadership } from "@platform/server/advisory-lock";
import { RedisBus } from "@platform/server/live";
import { onShutdown } from "@platform/server/shutdown";
import { buildGamesApp } from "./app.ts";
import { gamesDataDir, loadGamesConfig } from "./config.ts";
import { CRASH_RUNNER_LOCK_KEY, crashSettingsFromEnv, loadCrashEnv } from "./crash/crash-config.ts";
import { createGamesDatabase } from "./db/create-database.ts";
import { migrateGames } from "./db/migrate.ts";
import { slotEngine } from "./engine.ts";
import { GAMES_RECONCILE_LOCK_KEY } from "./reconcile/reconcile-job.ts";
import { seedGames } from "./seed/seed.ts";
import { SPORTS_SETTLEMENT_LOCK_KEY } from "./sports/betting/sports-betting.ts";
import { loadSportsEnv, SPORTS_DESK_LOCK_KEY, sportsSettingsFromEnv } from "./sports/sports-config.ts";
import { SPORTS_JACKPOT_LOCK_KEY } from "./sports-jackpot/sports-jackpot.ts";
import { VIRTUAL_RACING_LOCK_KEY } from "./virtual/racing/race-config.ts";
import { VIRTUAL_FOOTBALL_LOCK_KEY } from "./virtual/virtual-config.ts";

/** The aggregator as its own process (at scale, its own origin): migrate, seed, listen, stop cleanly. */
const config = loadGamesConfig();
const crashEnv = loadCrashEnv();
const sportsEnv = loadSportsEnv();
const production = process.env.NODE_ENV === "production" && process.env.DEMO_MODE !== "true";
if (!config.GAMES_WALLET_KEY && production) {
  throw new Error("Refusing to start in production: GAMES_WALLET_KEY (the platform's too) is required");
}
const walletKey = config.GAMES_WALLET_KEY ?? randomBytes(36).toString("base64url");

const database = await createGamesDatabase({
  url: config.GAMES_DATABASE_URL,
  dataDir: gamesDataDir(config.DATA_DIR),
});
await migrateGames(database);
if (config.SEED) await seedGames(database.db, { engine: slotEngine });

const app = buildGamesApp({
  db: database.db,
  engine: slotEngine,
  walletKey,
  walletUrl: config.PLATFORM_WALLET_URL,
  ...(config.GAMES_PUBLIC_URL ? { publicUrl: config.GAMES_PUBLIC_URL } : {}),
  logger: { level: config.LOG_LEVEL, redact: ["req.headers.authorization"] },
  trustProxy: config.TRUST_PROXY,
  reconcile: { leadership: advisoryLeadership(database, GAMES_RECONCILE_LOCK_KEY) },
  ...(crashEnv.CRASH_ENABLED
    ? {
        crash: {
          ...crashSettingsFromEnv(crashEnv, production),
          leadership: advisoryLeadership(database, CRASH_RUNNER_LOCK_KEY),
          // Several nodes: round events reach every node's sockets through Redis.
          ...(crashEnv.REDIS_URL
            ? { bus: new RedisBus({ url: crashEnv.REDIS_URL, prefix: "live:games:" }) }
            : {}),
        },
      }
    : {}),
  // The sportsbook's feed (docs/decisions/045): the simulated desk on the node holding its lock.
  sports: {
    ...sportsSettingsFromEnv(sportsEnv, production),
    leadership: advisoryLeadership(database, SPORTS_DESK_LOCK_KEY),
    settlementLeadership: advisoryLeadership(database, SPORTS_SETTLEMENT_LOCK_KEY),
    jackpotLeadership: advisoryLeadership(database, SPORTS_JACKPOT_LOCK_KEY),
    virtualLeadership: advisoryLeadership(database, VIRTUAL_FOOTBALL_LOCK_KEY),
    racingLeadership: advisoryLeadership(database, VIRTUAL_RACING_LOCK_KEY),
  },
});
if (!config.GAMES_WALLET_KEY) {
  app.log.warn(
    "GAMES_WALLET_KEY is not set: a key for this process only; the platform will refuse its calls",
  );
}

onShutdown(app.log, [() => app.close(), () => database.close()]);

await app.listen({ port: config.PORT, host: config.HOST });

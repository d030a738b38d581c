import {
  buildGamesApp,
  CRASH_RUNNER_LOCK_KEY,
  createGamesDatabase,
  migrateGames,
  seedGames,
  slotEngine,
} from "@platform/games";
import { advisoryLeadership } from "@platform/server/advisory-lock";
import { RedisBus } from "@platform/server/live";
import { requiredEnv, serveForBench } from "./spins-child.ts";

/**
 * An aggregator node with the crash game for the crash bench (bench/crash-bench.ts): its own
 * PostgreSQL database (shared by the nodes of a layout), paying through PLATFORM_WALLET_URL over
 * HTTP, its round loop only while it holds the runner's advisory lock, its live events on Redis
 * when CRASH_REDIS_URL is set (several nodes). A known chain (CRASH_CHAIN_SEED) whose first rounds
 * are long, and a curve five times bustabit's, so a 500-player round runs long enough for every
 * player to cash out by hand.
 */
const database = await createGamesDatabase({ url: requiredEnv("GAMES_DATABASE_URL"), poolSize: 20 });
await migrateGames(database, { migrationsFolder: "apps/games/drizzle" });
if (process.env.SEED !== "false") await seedGames(database.db, { engine: slotEngine });
const redisUrl = process.env.CRASH_REDIS_URL;
const app = buildGamesApp({
  db: database.db,
  engine: slotEngine,
  walletKey: requiredEnv("GAMES_WALLET_KEY"),
  walletUrl: requiredEnv("PLATFORM_WALLET_URL"),
  rateLimit: false,
  publicDir: "apps/games/public",
  crash: {
    chainLength: 1_000,
    chainSeed: requiredEnv("CRASH_CHAIN_SEED"),
    salt: { value: requiredEnv("CRASH_SALT") },
    growthRate: Number(requiredEnv("CRASH_GROWTH_RATE")),
    timing: { bettingMs: 5_000, pauseMs: 3_000 },
    leadership: advisoryLeadership(database, CRASH_RUNNER_LOCK_KEY),
    ...(redisUrl ? { bus: new RedisBus({ url: redisUrl, prefix: requiredEnv("CRASH_LIVE_PREFIX") }) } : {}),
  },
});
await serveForBench({ app, database, port: Number(requiredEnv("PORT")) });

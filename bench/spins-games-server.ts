import { buildGamesApp, createGamesDatabase, migrateGames, seedGames, slotEngine } from "@platform/games";
import { requiredEnv, serveForBench } from "./spins-child.ts";

/**
 * The game aggregator as its own process for the spins bench (bench/spins-bench.ts): a scratch
 * PostgreSQL database migrated and seeded, the aggregator on real HTTP at 127.0.0.1:PORT, paying
 * through the platform process's wallet at PLATFORM_WALLET_URL over HTTP with the aggregator's
 * default transport (`fetch`, keep-alive), as apps/games/src/main.ts wires it.
 */
// node-postgres' default pool (10), as the in-process bench gives the aggregator.
const database = await createGamesDatabase({ url: requiredEnv("GAMES_DATABASE_URL") });
await migrateGames(database, { migrationsFolder: "apps/games/drizzle" });
await seedGames(database.db, { engine: slotEngine });
const app = buildGamesApp({
  db: database.db,
  engine: slotEngine,
  walletKey: requiredEnv("GAMES_WALLET_KEY"),
  walletUrl: requiredEnv("PLATFORM_WALLET_URL"),
  rateLimit: false,
  reconcile: { start: false },
  publicDir: "apps/games/public",
});
await serveForBench({ app, database, port: Number(requiredEnv("PORT")) });

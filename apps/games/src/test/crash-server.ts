import { serveUntilTerminated } from "@platform/server/testing/ready-server";
import { buildGamesApp } from "../app.ts";
import { createGamesDatabase } from "../db/create-database.ts";
import { migrateGames } from "../db/migrate.ts";
import { seedGames } from "../seed/seed.ts";
import { testEngine } from "./test-game.ts";

/*
 * The aggregator as its own process for the crash test (crash.test.ts): the real app on a real
 * store (a PGlite folder or a PostgreSQL database), calling the platform's wallet over HTTP.
 * CRASH_AT makes it SIGKILL itself at a point between bet and win, deterministically:
 * `bet-confirmed` (the platform took the bet, nothing recorded here) or `bet-recorded` (recorded,
 * the win not sent). Prints "READY <port>" once it listens.
 */
const env = process.env;
const url = env.CRASH_DATABASE_URL;
const handle = await createGamesDatabase(url ? { url } : { dataDir: env.CRASH_DATA_DIR ?? "memory://" });
await migrateGames(handle, { migrationsFolder: env.CRASH_MIGRATIONS });
await seedGames(handle.db, {
  engine: testEngine,
  operators: [{ id: env.CRASH_OPERATOR ?? "crash", name: "Crash", currency: "KES", domains: [] }],
});

const die = () => {
  process.kill(process.pid, "SIGKILL");
};
const app = buildGamesApp({
  db: handle.db,
  engine: testEngine,
  walletKey: env.GAMES_WALLET_KEY ?? "",
  walletUrl: env.PLATFORM_WALLET_URL ?? "",
  publicDir: env.CRASH_PUBLIC_DIR ?? "",
  rateLimit: false,
  wallet: { leaseMs: Number(env.CRASH_LEASE_MS ?? 20_000) },
  reconcile: {
    intervalMs: Number(env.CRASH_RECONCILE_MS ?? 5_000),
    openRoundAgeMs: Number(env.CRASH_OPEN_ROUND_AGE_MS ?? 15_000),
  },
  hooks: {
    ...(env.CRASH_AT === "bet-confirmed" ? { betConfirmed: die } : {}),
    ...(env.CRASH_AT === "bet-recorded" ? { betRecorded: die } : {}),
  },
});
await serveUntilTerminated(app, () => handle.close());

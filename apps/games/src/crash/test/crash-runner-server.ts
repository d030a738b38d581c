import { readFileSync } from "node:fs";
import { advisoryLeadership } from "@platform/server/advisory-lock";
import { serveUntilTerminated } from "@platform/server/testing/ready-server";
import { buildGamesApp } from "../../app.ts";
import { createGamesDatabase } from "../../db/create-database.ts";
import { migrateGames } from "../../db/migrate.ts";
import { seedGames } from "../../seed/seed.ts";
import { testEngine } from "../../test/test-game.ts";
import { CRASH_RUNNER_LOCK_KEY } from "../crash-config.ts";

/*
 * The aggregator with its crash game as its own process, for crash-process.test.ts: the real app
 * on a real store (a PGlite folder or a PostgreSQL database), paying through the platform's wallet
 * over HTTP, with a short chain of a known seed, a short betting window and a fast curve so a
 * round takes seconds. The test SIGKILLs it mid-round and starts another on the same store.
 * Prints "READY <port>" once it listens.
 */
const env = process.env;
const url = env.CRASH_DATABASE_URL;
// A first start on an empty folder loads the tests' migrated template instead of running initdb.
const template = env.CRASH_TEMPLATE ? new Blob([readFileSync(env.CRASH_TEMPLATE)]) : undefined;
const handle = await createGamesDatabase(
  url ? { url } : { dataDir: env.CRASH_DATA_DIR ?? "memory://", ...(template ? { template } : {}) },
);
await migrateGames(handle, { migrationsFolder: env.CRASH_MIGRATIONS });
await seedGames(handle.db, {
  engine: testEngine,
  operators: [{ id: env.CRASH_OPERATOR ?? "crash", name: "Crash", currency: "KES", domains: [] }],
});

const app = buildGamesApp({
  db: handle.db,
  engine: testEngine,
  walletKey: env.GAMES_WALLET_KEY ?? "",
  walletUrl: env.PLATFORM_WALLET_URL ?? "",
  publicDir: env.CRASH_PUBLIC_DIR ?? "",
  rateLimit: false,
  wallet: { leaseMs: 2_000 },
  reconcile: { intervalMs: 500 },
  crash: {
    chainLength: Number(env.CRASH_CHAIN_LENGTH ?? 1_000),
    checkpointEvery: 50,
    salt: { value: env.CRASH_SALT ?? "process salt" },
    ...(env.CRASH_CHAIN_SEED ? { chainSeed: env.CRASH_CHAIN_SEED } : {}),
    growthRate: Number(env.CRASH_GROWTH_RATE ?? 0.00006),
    timing: { bettingMs: Number(env.CRASH_BETTING_MS ?? 5_000), pauseMs: 300, settleGraceMs: 300 },
    leadership: advisoryLeadership(handle, CRASH_RUNNER_LOCK_KEY),
  },
});
await serveUntilTerminated(app, () => handle.close());

import { advisoryLeadership } from "@platform/server/advisory-lock";
import { RedisBus } from "@platform/server/live";
import { serveUntilTerminated } from "@platform/server/testing/ready-server";
import { buildGamesApp } from "../../app.ts";
import { createGamesDatabase } from "../../db/create-database.ts";
import { migrateGames } from "../../db/migrate.ts";
import { seedGames } from "../../seed/seed.ts";
import { testEngine } from "../../test/test-game.ts";
import { CRASH_RUNNER_LOCK_KEY } from "../crash-config.ts";

/*
 * One aggregator node of several, for crash-two-nodes.test.ts: the real app with its crash game on a
 * PostgreSQL database shared with the other nodes, its round events on a RedisBus shared with them
 * (under a prefix of the test's own), its round loop only while it holds the runner's advisory lock,
 * paying through the platform's wallet over HTTP. A short chain of a known seed, a short betting
 * window and a fast curve, as crash-runner-server.ts. The pool's connections carry the node's name
 * (application_name), so the test can tell from pg_locks which node holds the lock.
 * Prints "READY <port>" once it listens.
 */
const env = process.env;
const required = (name: string) => {
  const value = env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};
const url = new URL(required("CRASH_DATABASE_URL"));
url.searchParams.set("application_name", required("CRASH_NODE_NAME"));
const handle = await createGamesDatabase({ url: url.toString() });
await migrateGames(handle, { migrationsFolder: env.CRASH_MIGRATIONS });
if (env.CRASH_SEED !== "false") {
  await seedGames(handle.db, {
    engine: testEngine,
    operators: [{ id: env.CRASH_OPERATOR ?? "crash", name: "Crash", currency: "KES", domains: [] }],
  });
}

const app = buildGamesApp({
  db: handle.db,
  engine: testEngine,
  walletKey: required("GAMES_WALLET_KEY"),
  walletUrl: required("PLATFORM_WALLET_URL"),
  publicDir: env.CRASH_PUBLIC_DIR ?? "",
  rateLimit: false,
  wallet: { leaseMs: 2_000 },
  reconcile: { intervalMs: 500 },
  crash: {
    chainLength: Number(env.CRASH_CHAIN_LENGTH ?? 1_000),
    checkpointEvery: 50,
    salt: { value: required("CRASH_SALT") },
    ...(env.CRASH_CHAIN_SEED ? { chainSeed: env.CRASH_CHAIN_SEED } : {}),
    growthRate: Number(env.CRASH_GROWTH_RATE ?? 0.00006),
    timing: { bettingMs: Number(env.CRASH_BETTING_MS ?? 5_000), pauseMs: 300, settleGraceMs: 300 },
    leadership: advisoryLeadership(handle, CRASH_RUNNER_LOCK_KEY),
    bus: new RedisBus({ url: required("CRASH_REDIS_URL"), prefix: required("CRASH_LIVE_PREFIX") }),
  },
});
await serveUntilTerminated(app, () => handle.close());

import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  bundleTestProcess,
  type CrashStore,
  crashStore,
  type RunningServer,
  startReadyServer,
  stopServer,
} from "@platform/server/testing/crash-process";
import { createGamesDatabase, type GamesDatabaseHandle } from "../db/create-database.ts";

/** The aggregator's side of the crash-test kit (packages/server testing/crash-process.ts). */

const app = fileURLToPath(new URL("../../", import.meta.url));

export function bundleGamesCrashServer(): Promise<string> {
  return bundleTestProcess(new URL("./crash-server.ts", import.meta.url));
}

export type GamesCrashStore = CrashStore<GamesDatabaseHandle>;

/** The aggregator's store across its restarts: a PGlite folder, or a PostgreSQL database. */
export function gamesCrashStore(): Promise<GamesCrashStore> {
  return crashStore({
    prefix: "games_crash",
    env: { CRASH_MIGRATIONS: path.join(app, "drizzle"), CRASH_PUBLIC_DIR: path.join(app, "public") },
    openPglite: (dataDir) => createGamesDatabase({ dataDir }),
    openPostgres: (url) => createGamesDatabase({ url }),
  });
}

export type RunningAggregator = RunningServer;
export const startAggregator = startReadyServer;
export const stopAggregator = stopServer;

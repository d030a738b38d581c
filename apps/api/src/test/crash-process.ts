import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  bundleTestProcess as bundle,
  type CrashStore as KitCrashStore,
  killTestProcess,
  crashStore as kitCrashStore,
  type RunningServer,
  spawnTestProcess,
  startReadyServer,
  stopServer,
} from "@platform/server/testing/crash-process";
import { createDatabase, type DatabaseHandle } from "../db/create-database.ts";

/** The API's side of the crash-test kit (packages/server testing/crash-process.ts). */

export { killTestProcess, type RunningServer, spawnTestProcess };

const migrations = path.join(fileURLToPath(new URL("../../drizzle", import.meta.url)));

/** A test process's entry, a file of this folder, bundled for plain Node. */
export function bundleTestProcess(entry: string): Promise<string> {
  return bundle(new URL(entry, import.meta.url));
}

export function bundleCrashServer(): Promise<string> {
  return bundleTestProcess("./crash-server.ts");
}

export type CrashStore = KitCrashStore<DatabaseHandle>;

export function crashStore(): Promise<CrashStore> {
  return kitCrashStore({
    prefix: "crash",
    env: { CRASH_MIGRATIONS: migrations },
    openPglite: (dataDir) => createDatabase({ dataDir }),
    openPostgres: (url) => createDatabase({ url }),
  });
}

export const startCrashServer = startReadyServer;
export const stopCrashServer = stopServer;

export function killCrashServer(server: RunningServer): Promise<void> {
  return killTestProcess(server.process);
}

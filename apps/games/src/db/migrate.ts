import { findMigrationsFolder, migrateWithLock } from "@platform/server/migrate";
import type { GamesDatabaseHandle } from "./create-database.ts";

/** Shared by every aggregator node (and distinct from the platform's): one migrates at a time. */
const MIGRATION_LOCK_ID = 7_402_001;

export interface GamesMigrateOptions {
  /** Needed when bundled into another app (platform/main.ts), where the default lookup cannot work. */
  migrationsFolder?: string;
}

/** Applies pending migrations: `dist/drizzle` beside the standalone bundle, or `apps/games/drizzle`. */
export async function migrateGames(handle: GamesDatabaseHandle, options: GamesMigrateOptions = {}) {
  const migrationsFolder =
    options.migrationsFolder ??
    findMigrationsFolder(
      [new URL("./drizzle", import.meta.url), new URL("../../drizzle", import.meta.url)],
      "games",
    );
  await migrateWithLock(handle, { migrationsFolder, lockId: MIGRATION_LOCK_ID });
}

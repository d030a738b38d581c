import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { GamesDatabaseHandle } from "./create-database.ts";

/** Shared by every aggregator node (and distinct from the platform's): one migrates at a time. */
const MIGRATION_LOCK_ID = 7_402_001;

/** `dist/drizzle` beside the standalone bundle, or `apps/games/drizzle` when running from source. */
function defaultMigrationsFolder(): string {
  const candidates = [new URL("./drizzle", import.meta.url), new URL("../../drizzle", import.meta.url)];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(`${path}/meta/_journal.json`)) return path;
  }
  throw new Error("games migrations folder not found; pass migrationsFolder");
}

export interface GamesMigrateOptions {
  /** Needed when bundled into another app (platform/main.ts), where the lookup above cannot work. */
  migrationsFolder?: string;
}

/** Applies pending migrations; safe when several nodes start at once. */
export async function migrateGames(handle: GamesDatabaseHandle, options: GamesMigrateOptions = {}) {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  if (handle.kind === "pglite") {
    await migratePglite(handle.db, { migrationsFolder });
    return;
  }
  // A session-level advisory lock needs one connection for the whole run, not the pool.
  const connection = await handle.client.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(connection), { migrationsFolder });
  } finally {
    // Destroying the connection ends the session, which releases the lock whatever happened.
    connection.release(true);
  }
}

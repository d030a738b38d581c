import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./create-database.ts";

/** Arbitrary constant shared by every API node: only one of them migrates at a time. */
const MIGRATION_LOCK_ID = 7_401_001;

/**
 * Where the committed drizzle-kit migrations are: next to the bundle (`dist/drizzle`, copied by
 * build.mjs) or, when running from source, `apps/api/drizzle`.
 */
function defaultMigrationsFolder(): string {
  const candidates = [new URL("./drizzle", import.meta.url), new URL("../../drizzle", import.meta.url)];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(`${path}/meta/_journal.json`)) return path;
  }
  throw new Error("drizzle migrations folder not found; pass migrationsFolder");
}

export interface MigrateOptions {
  /** Needed when this package is bundled into another app, where the default lookup cannot work. */
  migrationsFolder?: string;
}

/** Applies pending migrations; safe to call from several nodes starting at once. */
export async function migrate(handle: DatabaseHandle, options: MigrateOptions = {}): Promise<void> {
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

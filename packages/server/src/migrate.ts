import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Pool } from "pg";

/** Either app's database handle, as far as migrating needs it. */
export type MigratableDatabase<Schema extends Record<string, unknown>> =
  | { kind: "pglite"; db: PgliteDatabase<Schema> }
  | { kind: "postgres"; client: Pool };

/**
 * Applies an app's committed drizzle-kit migrations; safe when several nodes start at once. On
 * PostgreSQL the nodes of one app share `lockId` (a session-level advisory lock on one dedicated
 * connection, not the pool): one migrates, the others wait and then find nothing to do.
 */
export async function migrateWithLock<Schema extends Record<string, unknown>>(
  handle: MigratableDatabase<Schema>,
  options: { migrationsFolder: string; lockId: number },
): Promise<void> {
  const { migrationsFolder, lockId } = options;
  if (handle.kind === "pglite") {
    await migratePglite(handle.db, { migrationsFolder });
    return;
  }
  const connection = await handle.client.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [lockId]);
    await migratePg(drizzlePg(connection), { migrationsFolder });
  } finally {
    // Destroying the connection ends the session, which releases the lock whatever happened.
    connection.release(true);
  }
}

/** The first of `candidates` that holds a drizzle journal (beside a bundle, or in the sources). */
export function findMigrationsFolder(candidates: URL[], app: string): string {
  for (const candidate of candidates) {
    const folder = fileURLToPath(candidate);
    if (existsSync(`${folder}/meta/_journal.json`)) return folder;
  }
  throw new Error(`${app} migrations folder not found; pass migrationsFolder`);
}

import { PGlite } from "@electric-sql/pglite";
import { ensureDataDir } from "@platform/server/data-dir";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema.ts";

export interface DatabaseOptions {
  /** A postgres:// URL selects a PostgreSQL server; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` keeps everything in memory (tests). */
  dataDir?: string;
  /** Connections to PostgreSQL at most (node-postgres' default is 10). */
  poolSize?: number;
  /** A dump of a migrated PGlite to start from (tests: packages/server testing/database-template). */
  template?: Blob;
}

/**
 * `db` is what features use (assignable to `Database`); the driver-specific client and drizzle type
 * are kept for migrations, which need a dedicated connection on PostgreSQL.
 */
export type DatabaseHandle =
  | { kind: "pglite"; client: PGlite; db: PgliteDatabase<typeof schema>; close(): Promise<void> }
  | { kind: "postgres"; client: pg.Pool; db: NodePgDatabase<typeof schema>; close(): Promise<void> };

export const DEFAULT_DATA_DIR = "./data";

export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      ...(options.poolSize ? { max: options.poolSize } : {}),
    });
    // An idle connection the server ends (restart, failover, DROP DATABASE ... WITH (FORCE) in
    // tests) emits 'error' on the pool; unhandled, that would crash the process. The pool drops the
    // client and the next query opens a new one.
    pool.on("error", (error) => {
      console.warn(`[db] idle connection closed: ${error.message}`);
    });
    return {
      kind: "postgres",
      client: pool,
      db: drizzlePg(pool, { schema }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  ensureDataDir(dataDir);
  const client = options.template
    ? await PGlite.create({ dataDir, loadDataDir: options.template })
    : await PGlite.create(dataDir);
  return {
    kind: "pglite",
    client,
    db: drizzlePglite(client, { schema }),
    close: () => client.close(),
  };
}

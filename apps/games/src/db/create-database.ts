import { PGlite } from "@electric-sql/pglite";
import { ensureDataDir } from "@platform/server/data-dir";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema.ts";

export interface GamesDatabaseOptions {
  /** A postgres:// URL (GAMES_DATABASE_URL) selects a PostgreSQL server; else the embedded PGlite. */
  url?: string;
  /** PGlite data directory (`${DATA_DIR}/games`); `memory://` keeps everything in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** A dump of a migrated PGlite to start from (tests: packages/server testing/database-template). */
  template?: Blob;
}

/** `db` is what features use; the driver's client is kept for migrations and the advisory lock. */
export type GamesDatabaseHandle =
  | { kind: "pglite"; client: PGlite; db: PgliteDatabase<typeof schema>; close(): Promise<void> }
  | { kind: "postgres"; client: pg.Pool; db: NodePgDatabase<typeof schema>; close(): Promise<void> };

export const DEFAULT_GAMES_DATA_DIR = "./data/games";

/** The aggregator's own store: never the platform's database. */
export async function createGamesDatabase(options: GamesDatabaseOptions = {}): Promise<GamesDatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      ...(options.poolSize ? { max: options.poolSize } : {}),
    });
    // An idle connection the server ends would otherwise crash the process; the pool replaces it.
    pool.on("error", (error) => {
      console.warn(`[games db] idle connection closed: ${error.message}`);
    });
    return { kind: "postgres", client: pool, db: drizzlePg(pool, { schema }), close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? DEFAULT_GAMES_DATA_DIR;
  ensureDataDir(dataDir);
  const client = options.template
    ? await PGlite.create({ dataDir, loadDataDir: options.template })
    : await PGlite.create(dataDir);
  return { kind: "pglite", client, db: drizzlePglite(client, { schema }), close: () => client.close() };
}

import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema.ts";

/**
 * The drizzle handle every feature receives. Typed on the driver-neutral base class so the same
 * code runs on PGlite and on node-postgres.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

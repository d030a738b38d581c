import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema.ts";

/** The drizzle handle features receive: the driver-neutral base, so PGlite and PostgreSQL run alike. */
export type GamesDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

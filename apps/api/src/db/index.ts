export { createDatabase, type DatabaseHandle, type DatabaseOptions } from "./create-database.ts";
export type { Database } from "./database.ts";
export { type MigrateOptions, migrate } from "./migrate.ts";

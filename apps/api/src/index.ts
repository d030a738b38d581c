export { type BuildAppOptions, buildApp } from "./app.ts";
export {
  createDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  type MigrateOptions,
  migrate,
} from "./db/index.ts";
export { type SeedOptions, seed } from "./seed/seed.ts";

export { type BuildAppOptions, buildApp } from "./app.ts";
export {
  createDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  type MigrateOptions,
  migrate,
} from "./db/index.ts";
export { loadAccountsEnv } from "./security/accounts-env.ts";
export { isProductionDeployment } from "./security/deployment.ts";
export { type SeedOptions, seed } from "./seed/seed.ts";

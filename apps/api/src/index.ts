export { type BuildAppOptions, buildApp } from "./app.ts";
export {
  type PaymentsEnv,
  paymentsEnvShape,
  resolvePaymentsConfig,
  selfUrl,
} from "./cashier/payments-env.ts";
export { createPaymentsRuntime, isSandboxPayPath, type PaymentsRuntime } from "./cashier/payments-runtime.ts";
export type { AggregatorTransport } from "./content/aggregator-sections.ts";
export {
  createDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  type MigrateOptions,
  migrate,
} from "./db/index.ts";
export {
  AGGREGATOR_DEFAULT_PATH,
  type GamesEnv,
  type GamesOptions,
  gamesEnvShape,
  loadGamesEnv,
  resolveGamesOptions,
} from "./games/games-env.ts";
export { PLATFORM_LIVE_PATH, platformLiveBus } from "./live/platform-live.ts";
export { DRAW_SCHEDULER_LOCK_KEY, drawSchedulerLeadership } from "./lotto/draw-scheduler.ts";
export { createNotifier } from "./notifier/create-notifier.ts";
export { loadAccountsEnv } from "./security/accounts-env.ts";
export { isProductionDeployment } from "./security/deployment.ts";
export { type SeedOptions, seed } from "./seed/seed.ts";

/** The game aggregator (apps/games): what the single-port server and the bench import. */

export { advisoryLeadership } from "@platform/server/advisory-lock";
export { ensureDataDir } from "@platform/server/data-dir";
export type { FloatSource, PublishedSlot, SlotGame } from "@platform/slots";
export { type BuildGamesAppOptions, buildGamesApp } from "./app.ts";
export { gamesDataDir } from "./config.ts";
export {
  CRASH_RUNNER_LOCK_KEY,
  type CrashOptions,
  crashSettingsFromEnv,
  loadCrashEnv,
} from "./crash/crash-config.ts";
export {
  createGamesDatabase,
  type GamesDatabaseHandle,
  type GamesDatabaseOptions,
} from "./db/create-database.ts";
export type { GamesDatabase } from "./db/database.ts";
export { type GamesMigrateOptions, migrateGames } from "./db/migrate.ts";
export { slotEngine } from "./engine.ts";
export { GAMES_PREFIX } from "./http/responses.ts";
export type { SlotEngine } from "./play/engine.ts";
export { GAMES_RECONCILE_LOCK_KEY } from "./reconcile/reconcile-job.ts";
export { type SeedGamesOptions, seedGames } from "./seed/seed.ts";
export { SPORTS_SETTLEMENT_LOCK_KEY } from "./sports/betting/sports-betting.ts";
export {
  loadSportsEnv,
  SPORTS_DESK_LOCK_KEY,
  type SportsOptions,
  sportsSettingsFromEnv,
} from "./sports/sports-config.ts";
export { SPORTS_JACKPOT_LOCK_KEY } from "./sports-jackpot/sports-jackpot.ts";
export { VIRTUAL_RACING_LOCK_KEY } from "./virtual/racing/race-config.ts";
export { VIRTUAL_FOOTBALL_LOCK_KEY } from "./virtual/virtual-config.ts";

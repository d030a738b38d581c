import type { Leadership } from "@platform/server/advisory-lock";
import type { LiveBus } from "@platform/server/live";
import { z } from "zod";
import { type JackpotSettings, jackpotSettingsFromEnv } from "../sports-jackpot/jackpot-config.ts";
import { racingSettingsFromEnv } from "../virtual/racing/race-config.ts";
import { type VirtualOptions, virtualSettingsFromEnv } from "../virtual/virtual-config.ts";
import type { SportsBettingSettings } from "./betting/betting-config.ts";
import type { FeedAdapter } from "./feed/feed-adapter.ts";
import { type OddsApiSettings, oddsApiSettingsFromEnv } from "./feed/odds-api/odds-api-config.ts";

/*
 * The sportsbook feed's settings (docs/decisions/045-sports-feed.md). `SPORTS_FEED=simulated` (the
 * default) runs the built-in trading desk; `off` runs no feed. Tests build the options directly with
 * a clock of their own and short times.
 */

/** The desk's advisory lock: one node drives the simulated matches. */
export const SPORTS_DESK_LOCK_KEY = 7_402_019;

/** The producer id the simulated desk speaks as (UOF's live producer is 1 too). */
export const DESK_PRODUCER = 1;

export interface WatchdogTiming {
  /** A producer silent longer than this is down: its markets are suspended (UOF: 15 s). */
  silenceLimitMs: number;
  /** The watchdog looks this often; a down producer's markets are suspended within limit + this. */
  checkEveryMs: number;
}

export const DEFAULT_WATCHDOG: WatchdogTiming = { silenceLimitMs: 15_000, checkEveryMs: 1_000 };

export interface DeskOptions {
  /** The schedule and every match are functions of this seed (and the desk's anchor time). */
  seed: number;
  /** Match seconds per real second: 1 is real time, 60 plays 90 minutes in 90 s. */
  speed: number;
  /** Matches that kick off within a minute of the anchor, so some are always in play at first. */
  liveNow: number;
  /** Fixtures over the following days. */
  upcoming: number;
  days: number;
  /** The published margin, as a fraction of the book (0.06: a 106 % book). */
  margin: number;
  /** `alive` this often (UOF: 10 s). */
  aliveEveryMs: number;
  /** The desk's step: due messages go out this often. */
  tickMs: number;
  /** Markets reopen this long (real time) after an event suspended them. */
  reopenAfterMs: number;
  /** Share of fixtures postponed (bet_cancel), and of results corrected (rollback, new settlement). */
  postponedShare: number;
  correctedShare: number;
}

export const DEFAULT_DESK: DeskOptions = {
  seed: 19,
  speed: 1,
  liveNow: 4,
  upcoming: 60,
  days: 5,
  margin: 0.06,
  aliveEveryMs: 10_000,
  tickMs: 1_000,
  reopenAfterMs: 5_000,
  postponedShare: 0.04,
  correctedShare: 0.05,
};

export interface SportsOptions {
  /** The built-in desk, The Odds API (ODDS_API_KEY; odds-api/odds-api-config.ts), or no feed. */
  feed: "simulated" | "odds-api" | "off";
  /** The Odds API's settings, when `feed` is `odds-api`. */
  oddsApi?: OddsApiSettings;
  /** Which node drives the desk (advisory lock SPORTS_DESK_LOCK_KEY); every node when absent. */
  leadership?: Leadership;
  /** Which node runs the bets' settlement job (SPORTS_SETTLEMENT_LOCK_KEY); every node when absent. */
  settlementLeadership?: Leadership;
  /** The 13-match jackpot's cadence and rules (docs/decisions/050); its round job's node. */
  jackpot?: Partial<JackpotSettings>;
  jackpotLeadership?: Leadership;
  /** The operators' betting rules (stakes, maximum payout, bonus table, live delay, cash-out margin). */
  betting?: SportsBettingSettings;
  /** Where the book's changes go (the live layer's bus). */
  bus?: LiveBus;
  desk?: Partial<DeskOptions>;
  watchdog?: Partial<WatchdogTiming>;
  /** Virtual football (docs/decisions/048): on with these settings, off when absent. */
  virtual?: Partial<VirtualOptions>;
  /** Which node drives virtual football (VIRTUAL_FOOTBALL_LOCK_KEY); every node when absent. */
  virtualLeadership?: Leadership;
  /** Virtual greyhounds (decision 048 §Greyhounds at the aggregator): on with these settings, off when absent. */
  racing?: Partial<VirtualOptions>;
  /** Which node drives virtual greyhounds (VIRTUAL_RACING_LOCK_KEY); every node when absent. */
  racingLeadership?: Leadership;
  /** A real feed's adapter instead of the desk (the processor subscribes to it). */
  adapter?: FeedAdapter;
  /** False: nothing starts by itself (tests step the desk and the watchdog by hand). */
  start?: boolean;
}

const sportsEnvSchema = z.object({
  SPORTS_FEED: z.enum(["simulated", "odds-api", "off"]).default("simulated"),
  SPORTS_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
  /** Match seconds per real second; real time in production, 10× elsewhere (a match in 9 minutes). */
  SPORTS_SPEED: z.coerce.number().min(0.1).max(600).optional(),
  SPORTS_LIVE_NOW: z.coerce.number().int().min(0).max(50).optional(),
  SPORTS_MARGIN: z.coerce.number().min(0).max(0.3).optional(),
});
export type SportsEnv = z.infer<typeof sportsEnvSchema>;

export function loadSportsEnv(env: NodeJS.ProcessEnv = process.env): SportsEnv {
  const result = sportsEnvSchema.safeParse(env);
  if (!result.success) throw new Error(`Invalid sports environment:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/**
 * Production plays matches in real time; a demo or development start plays them 10× faster, so a
 * visitor sees goals and prices move within minutes. Either can be set with SPORTS_SPEED.
 */
export function sportsSettingsFromEnv(
  env: SportsEnv,
  production: boolean,
  raw: NodeJS.ProcessEnv = process.env,
): SportsOptions {
  const virtual = virtualSettingsFromEnv(raw, production);
  const racing = racingSettingsFromEnv(raw, production);
  return {
    feed: env.SPORTS_FEED,
    jackpot: jackpotSettingsFromEnv(production, raw),
    ...(virtual ? { virtual } : {}),
    ...(racing ? { racing } : {}),
    ...(env.SPORTS_FEED === "odds-api"
      ? { oddsApi: oddsApiSettingsFromEnv(raw, env.SPORTS_MARGIN ?? DEFAULT_DESK.margin) }
      : {}),
    desk: {
      speed: env.SPORTS_SPEED ?? (production ? 1 : 10),
      ...(env.SPORTS_SEED !== undefined ? { seed: env.SPORTS_SEED } : {}),
      ...(env.SPORTS_LIVE_NOW !== undefined ? { liveNow: env.SPORTS_LIVE_NOW } : {}),
      ...(env.SPORTS_MARGIN !== undefined ? { margin: env.SPORTS_MARGIN } : {}),
    },
  };
}

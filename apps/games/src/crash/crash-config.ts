import { currencyExponent } from "@platform/contracts";
import { CRASH_GROWTH_RATE } from "@platform/fair/crash";
import type { Leadership } from "@platform/server/advisory-lock";
import type { LiveBus } from "@platform/server/live";
import { z } from "zod";
import type { LiveChannels } from "../shared/live-channels.ts";

/*
 * Crash's settings (docs/decisions/040-crash.md): the chain, the salt, the round's timing and the
 * limits it publishes. `crashOptionsFromEnv` reads them for the standalone aggregator; tests build
 * them directly with short windows and a clock of their own.
 */

/** The aggregator pays no crash bet more than this multiple of its stake (the lobby's max_win). */
export const CRASH_MAX_MULTIPLIER = 100_000_000;

/** The runner's advisory lock: one round loop across every aggregator node. */
export const CRASH_RUNNER_LOCK_KEY = 7_402_003;

export interface CrashTiming {
  /** How long a round takes bets once open (5 s). */
  bettingMs: number;
  /** The pause after a crash before the next round's betting window (3 s). */
  pauseMs: number;
  /** The runner's step: auto cash-outs, the crash and the state changes are seen this often. */
  tickMs: number;
  /** After the crash, cash-outs received before it may still land this long; then the rest lose. */
  settleGraceMs: number;
  /** How long a start waits for bets whose wallet answer is still out; then they are refunded. */
  placementGraceMs: number;
  /** A sync frame on `crash` this often. */
  syncMs: number;
}

export const DEFAULT_CRASH_TIMING: CrashTiming = {
  bettingMs: 5_000,
  pauseMs: 3_000,
  tickMs: 100,
  settleGraceMs: 1_000,
  placementGraceMs: 1_000,
  syncMs: 1_000,
};

export interface CrashSaltOptions {
  /** The salt, once its source has produced it (CRASH_SALT): fixed on the published chain, once. */
  value?: string;
  /** What the salt will be, declared with the terminating hash (CRASH_SALT_SOURCE). */
  source?: string;
  /**
   * The demo's own source: 32 random bytes drawn by the runner right after the terminating hash is
   * stored and published. Production leaves it off and waits for `value`.
   */
  drawAfterPublication?: boolean;
}

export interface CrashOptions {
  /** Links in a new chain (CRASH_CHAIN_LENGTH): 10,000,000 in production. */
  chainLength: number;
  /** A checkpoint every so many links: a round's hash is at most that many SHA-256s away. */
  checkpointEvery?: number;
  salt: CrashSaltOptions;
  /** The round loop's node (advisory lock CRASH_RUNNER_LOCK_KEY); every node when absent (one process). */
  leadership?: Leadership;
  /** Where round events go (MemoryBus by default; RedisBus with REDIS_URL). */
  bus?: LiveBus;
  /** Other products' public channels served by the same live endpoint (the sportsbook's). */
  channels?: LiveChannels[];
  /** The WebSocket path, under the aggregator's prefix. */
  livePath?: string;
  timing?: Partial<CrashTiming>;
  /** The curve's rate per millisecond: bustabit's 0.00006 (tests run it faster). */
  growthRate?: number;
  /** The most one round may pay an operator's players above their stakes, in its minor units. */
  maxProfit?: (currency: string) => bigint;
  /** False: the round loop is not started (tests step it by hand). */
  start?: boolean;
  /** Tests only: a fixed chain seed instead of 32 random bytes, so crash points are known. */
  chainSeed?: string;
}

/** 400,000 of the currency's major units: under the platform's default maximum win per bet (500,000.00). */
export function defaultMaxProfit(currency: string): bigint {
  return 400_000n * 10n ** BigInt(currencyExponent(currency));
}

export interface ResolvedCrashOptions {
  chainLength: number;
  checkpointEvery: number;
  salt: CrashSaltOptions;
  timing: CrashTiming;
  growthRate: number;
  maxProfit: (currency: string) => bigint;
}

export function resolveCrashOptions(options: CrashOptions): ResolvedCrashOptions {
  return {
    chainLength: options.chainLength,
    checkpointEvery:
      options.checkpointEvery ?? Math.max(1, Math.min(1_000, Math.ceil(options.chainLength / 100))),
    salt: options.salt,
    timing: { ...DEFAULT_CRASH_TIMING, ...options.timing },
    growthRate: options.growthRate ?? CRASH_GROWTH_RATE,
    maxProfit: options.maxProfit ?? defaultMaxProfit,
  };
}

const crashEnvSchema = z.object({
  /** `false` turns the crash game off on this node. */
  CRASH_ENABLED: z.stringbool().default(true),
  CRASH_CHAIN_LENGTH: z.coerce.number().int().min(1).max(100_000_000).optional(),
  CRASH_SALT: z.string().min(1).max(200).optional(),
  CRASH_SALT_SOURCE: z.string().min(1).max(500).optional(),
  /** Several aggregator nodes share round events through Redis (otherwise one process's memory). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// URL")
    .optional(),
});

export type CrashEnv = z.infer<typeof crashEnvSchema>;

export function loadCrashEnv(env: NodeJS.ProcessEnv = process.env): CrashEnv {
  const result = crashEnvSchema.safeParse(env);
  if (!result.success) throw new Error(`Invalid crash environment:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/**
 * Production: a 10,000,000-link chain and a salt declared in CRASH_SALT_SOURCE and set in
 * CRASH_SALT once its source has produced it (rounds wait until then). Elsewhere (the demo, a
 * development start): 100,000 links, made in a fraction of a second, and a salt drawn right after
 * the terminating hash is published, unless CRASH_SALT is given.
 */
export function crashSettingsFromEnv(
  env: CrashEnv,
  production: boolean,
): Pick<CrashOptions, "chainLength" | "salt"> {
  return {
    chainLength: env.CRASH_CHAIN_LENGTH ?? (production ? 10_000_000 : 100_000),
    salt: {
      ...(env.CRASH_SALT ? { value: env.CRASH_SALT } : {}),
      ...(env.CRASH_SALT_SOURCE ? { source: env.CRASH_SALT_SOURCE } : {}),
      drawAfterPublication: !production && !env.CRASH_SALT,
    },
  };
}

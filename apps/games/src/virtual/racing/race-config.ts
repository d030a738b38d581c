import { z } from "zod";
import { noBeacon } from "../beacon.ts";
import { beaconFromEnv } from "../drand/beacon-config.ts";
import type { VirtualOptions } from "../virtual-config.ts";

/*
 * Virtual greyhounds' schedule settings (docs/decisions/048 §Greyhounds at the aggregator): the
 * same shape as virtual football's (a race closes every `cadenceMs` on multiples of it since the
 * epoch, runs for `playMs`, takes bets while among the next `ahead` to close) and the same beacon.
 */

/** The race desk's advisory lock: one node creates, closes and settles races. */
export const VIRTUAL_RACING_LOCK_KEY = 7_402_049;

/** The producer id the race desk speaks as (the simulated desk is 1, virtual football 3). */
export const RACING_PRODUCER = 4;

export type RaceOptions = VirtualOptions;

export const DEFAULT_RACING: Omit<RaceOptions, "beacon"> = {
  cadenceMs: 120_000,
  playMs: 30_000,
  ahead: 3,
  beaconTimeoutMs: 60_000,
  tickMs: 500,
  aliveEveryMs: 10_000,
};

export function raceOptions(partial: Partial<RaceOptions> = {}): RaceOptions {
  const options = { ...DEFAULT_RACING, beacon: noBeacon, ...partial };
  if (options.playMs >= options.cadenceMs)
    throw new RangeError(
      "a race must finish before the next one closes (VIRTUAL_RACE_PLAY_MS < VIRTUAL_RACE_CADENCE_MS)",
    );
  return options;
}

const racingEnvSchema = z.object({
  VIRTUAL_RACING: z.enum(["on", "off"]).default("on"),
  VIRTUAL_RACE_CADENCE_MS: z.coerce.number().int().min(1_000).max(3_600_000).optional(),
  VIRTUAL_RACE_PLAY_MS: z.coerce.number().int().min(500).max(3_600_000).optional(),
  VIRTUAL_RACE_AHEAD: z.coerce.number().int().min(1).max(20).optional(),
  VIRTUAL_BEACON_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).optional(),
});

/**
 * The settings from the environment, or undefined when VIRTUAL_RACING=off. The beacon is the one
 * virtual football uses (VIRTUAL_BEACON: drand in production, none elsewhere).
 */
export function racingSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  production = false,
): Partial<RaceOptions> | undefined {
  const parsed = racingEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(`Invalid virtual racing environment:\n${z.prettifyError(parsed.error)}`);
  const settings = parsed.data;
  if (settings.VIRTUAL_RACING === "off") return undefined;
  const beaconTimeoutMs = settings.VIRTUAL_BEACON_TIMEOUT_MS ?? DEFAULT_RACING.beaconTimeoutMs;
  const beacon = beaconFromEnv(
    { ...env, VIRTUAL_BEACON: env.VIRTUAL_BEACON ?? (production ? "drand" : "none") },
    { giveUpAfterMs: beaconTimeoutMs },
  );
  return {
    beacon,
    beaconTimeoutMs,
    ...(settings.VIRTUAL_RACE_CADENCE_MS !== undefined
      ? { cadenceMs: settings.VIRTUAL_RACE_CADENCE_MS }
      : {}),
    ...(settings.VIRTUAL_RACE_PLAY_MS !== undefined ? { playMs: settings.VIRTUAL_RACE_PLAY_MS } : {}),
    ...(settings.VIRTUAL_RACE_AHEAD !== undefined ? { ahead: settings.VIRTUAL_RACE_AHEAD } : {}),
  };
}

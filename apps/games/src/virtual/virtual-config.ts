import { z } from "zod";
import { type Beacon, noBeacon } from "./beacon.ts";
import { beaconFromEnv } from "./drand/beacon-config.ts";

/*
 * Virtual football's schedule settings (docs/decisions/048). A match day closes every `cadenceMs`
 * (on multiples of it since the epoch, so every node computes the same instants), plays for
 * `playMs` and is taken bets on while among the next `ahead` to close.
 */

/** The virtual desk's advisory lock: one node creates, closes and settles match days. */
export const VIRTUAL_FOOTBALL_LOCK_KEY = 7_402_048;

/** The producer id the virtual desk speaks as (the simulated desk is 1). */
export const VIRTUAL_PRODUCER = 3;

export interface VirtualOptions {
  cadenceMs: number;
  /** 90 minutes of match time in this many real milliseconds. */
  playMs: number;
  /** Match days open for betting at any time. */
  ahead: number;
  /** A beacon round not served within this long voids the match day (decision 047). */
  beaconTimeoutMs: number;
  beacon: Beacon;
  /** The desk's step period. */
  tickMs: number;
  /** `alive` this often. */
  aliveEveryMs: number;
}

export const DEFAULT_VIRTUAL: Omit<VirtualOptions, "beacon"> = {
  cadenceMs: 180_000,
  playMs: 75_000,
  ahead: 3,
  beaconTimeoutMs: 90_000,
  tickMs: 1_000,
  aliveEveryMs: 10_000,
};

export function virtualOptions(partial: Partial<VirtualOptions> = {}): VirtualOptions {
  const options = { ...DEFAULT_VIRTUAL, beacon: noBeacon, ...partial };
  if (options.playMs >= options.cadenceMs)
    throw new RangeError(
      "a match day must end before the next one closes (VIRTUAL_PLAY_MS < VIRTUAL_CADENCE_MS)",
    );
  return options;
}

const virtualEnvSchema = z.object({
  VIRTUAL_FOOTBALL: z.enum(["on", "off"]).default("on"),
  VIRTUAL_CADENCE_MS: z.coerce.number().int().min(1_000).max(3_600_000).optional(),
  VIRTUAL_PLAY_MS: z.coerce.number().int().min(500).max(3_600_000).optional(),
  VIRTUAL_AHEAD: z.coerce.number().int().min(1).max(20).optional(),
  VIRTUAL_BEACON_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).optional(),
});

/**
 * The settings from the environment, or undefined when VIRTUAL_FOOTBALL=off. The beacon is drand's
 * in production unless VIRTUAL_BEACON says otherwise (decision 047: without one the operator could
 * steer the bets' digest), and none elsewhere (the demo runs offline).
 */
export function virtualSettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  production = false,
): Partial<VirtualOptions> | undefined {
  const parsed = virtualEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(`Invalid virtual football environment:\n${z.prettifyError(parsed.error)}`);
  const settings = parsed.data;
  if (settings.VIRTUAL_FOOTBALL === "off") return undefined;
  const beaconTimeoutMs = settings.VIRTUAL_BEACON_TIMEOUT_MS ?? DEFAULT_VIRTUAL.beaconTimeoutMs;
  const beacon = beaconFromEnv(
    { ...env, VIRTUAL_BEACON: env.VIRTUAL_BEACON ?? (production ? "drand" : "none") },
    { giveUpAfterMs: beaconTimeoutMs },
  );
  return {
    beacon,
    ...(settings.VIRTUAL_CADENCE_MS !== undefined ? { cadenceMs: settings.VIRTUAL_CADENCE_MS } : {}),
    ...(settings.VIRTUAL_PLAY_MS !== undefined ? { playMs: settings.VIRTUAL_PLAY_MS } : {}),
    ...(settings.VIRTUAL_AHEAD !== undefined ? { ahead: settings.VIRTUAL_AHEAD } : {}),
    ...(settings.VIRTUAL_BEACON_TIMEOUT_MS !== undefined
      ? { beaconTimeoutMs: settings.VIRTUAL_BEACON_TIMEOUT_MS }
      : {}),
  };
}

import { z } from "zod";
import type { Beacon } from "../virtual/beacon.ts";
import { noBeacon } from "../virtual/beacon.ts";
import { beaconFromEnv } from "../virtual/drand/beacon-config.ts";

/*
 * The jackpot's published rules and its cadence (docs/decisions/050-sports-jackpot.md). The rules
 * are copied onto each round when it opens, so a change never alters a round already on sale.
 */

export interface JackpotTier {
  correct: number;
  /** Share of the pool in basis points; the tiers' shares add up to 10,000. */
  shareBp: number;
}

export interface JackpotSettings {
  /** A round's first kick-off is at least this far after it opens: its sales window. */
  leadMs: number;
  /** The 13 fixtures all kick off within this of the first one (else no round yet). */
  spanMs: number;
  /** Share of sales that funds the prizes, in basis points. */
  poolShareBp: number;
  tiers: readonly JackpotTier[];
  /** The most lines one ticket may hold (lines = product of the picks per match). */
  maxLines: number;
  /** Price of one line per currency, in minor units; `defaultLinePrice` for any other currency. */
  linePrices: Readonly<Record<string, number>>;
  defaultLinePrice: number;
  /** The round job's period. */
  intervalMs: number;
  /**
   * drand quicknet for the close's entropy (decision 049's verified relays), or null: `beacon=none`
   * (the offline demo, tests). The close fixes the round; the job fetches it later.
   */
  beacon: Beacon | null;
  /** The longest one job step waits for the beacon before trying again on a later step. */
  beaconWaitMs: number;
}

/** Prizes for 13 down to 10 correct, as the mega jackpots publish; most of the pool to the full coupon. */
export const DEFAULT_TIERS: readonly JackpotTier[] = [
  { correct: 13, shareBp: 7_000 },
  { correct: 12, shareBp: 1_500 },
  { correct: 11, shareBp: 1_000 },
  { correct: 10, shareBp: 500 },
];

export const DEFAULT_JACKPOT: JackpotSettings = {
  leadMs: 2 * 60 * 60_000,
  spanMs: 7 * 24 * 60 * 60_000,
  poolShareBp: 6_000,
  tiers: DEFAULT_TIERS,
  // 2^7 × 3^2: seven double chances and two triples, KES 57,600 at KES 50 a line.
  maxLines: 1_152,
  // Minor units (UGX has none): a small coin of each currency a line.
  linePrices: { KES: 5_000, UGX: 2_000, CDF: 100_000, MZN: 3_000, NGN: 50_000 },
  defaultLinePrice: 100,
  intervalMs: 5_000,
  beacon: null,
  beaconWaitMs: 10_000,
};

const envSchema = z.object({
  /** Minutes from a round's opening to its first kick-off (its sales window). */
  SPORTS_JACKPOT_LEAD_MINUTES: z.coerce
    .number()
    .min(1)
    .max(14 * 24 * 60)
    .optional(),
  SPORTS_JACKPOT_SPAN_DAYS: z.coerce.number().min(0.01).max(30).optional(),
});

/**
 * Production sells a round at least two hours; a demo start 20 minutes, so a visitor (and the e2e
 * server, alive a few minutes) finds a round on sale soon after the start. The beacon is virtual
 * football's setting (VIRTUAL_BEACON, VIRTUAL_BEACON_URLS): drand in production unless it says
 * `none`, none elsewhere (the demo runs offline).
 */
export function jackpotSettingsFromEnv(
  production: boolean,
  raw: NodeJS.ProcessEnv = process.env,
): Partial<JackpotSettings> {
  const env = envSchema.parse(raw);
  const beacon = beaconFromEnv({
    ...raw,
    VIRTUAL_BEACON: raw.VIRTUAL_BEACON ?? (production ? "drand" : "none"),
  });
  return {
    beacon: beacon === noBeacon ? null : beacon,
    leadMs: (env.SPORTS_JACKPOT_LEAD_MINUTES ?? (production ? 120 : 20)) * 60_000,
    ...(env.SPORTS_JACKPOT_SPAN_DAYS ? { spanMs: env.SPORTS_JACKPOT_SPAN_DAYS * 24 * 60 * 60_000 } : {}),
  };
}

export function linePriceOf(settings: JackpotSettings, currency: string): number {
  return settings.linePrices[currency] ?? settings.defaultLinePrice;
}

import { z } from "zod";
import { moneyStringSchema } from "./wallet.ts";

/*
 * Must-drop jackpots (spec §2 /jackpot, /jackpot/{slug}; docs/decisions/042): a site's pools with
 * their live amounts, published ranges and commitments, and the drops with what they reveal.
 * Amounts are decimal strings of the site currency, as the wallet's are; a drop point is also
 * given in minor units, the digits its commitment hashes.
 */

export const JACKPOT_CADENCES = ["hourly", "daily"] as const;
export type JackpotCadence = (typeof JACKPOT_CADENCES)[number];

/** A pool's slug as the pages link it; anything else names no pool (404). */
export const JACKPOT_SLUG_PATTERN = /^[a-z0-9-]{1,60}$/;

/** The live layer's channel of a site's pools (decision 039): one channel per site. */
export function jackpotsChannel(siteCode: string): string {
  return `jackpots:${siteCode}`;
}

/** A drop as it is published: the winner masked, the point and nonce revealed. */
export const jackpotDropSchema = z.object({
  cycle: z.number().int(),
  amount: moneyStringSchema,
  /** The drawn drop point, as money and as the minor-unit digits that were hashed. */
  point: moneyStringSchema,
  point_minor: z.string().regex(/^\d+$/),
  nonce: z.string().regex(/^[0-9a-f]{64}$/),
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
  /** point: the pool reached its drop point; deadline: the first qualifying round after its deadline. */
  reason: z.enum(["point", "deadline"]),
  winner: z.string(),
  game: z.string(),
  started_at: z.string(),
  dropped_at: z.string(),
});
export type JackpotDrop = z.infer<typeof jackpotDropSchema>;

/** A pool and its open cycle: what the list shows, and what the live channel publishes. */
export const jackpotPoolSchema = z.object({
  slug: z.string(),
  name: z.string(),
  cadence: z.enum(JACKPOT_CADENCES),
  currency_code: z.string(),
  /** The pool's balance now (its ledger account's). */
  amount: moneyStringSchema,
  /** The published range: the drop point is drawn above the seed, at most the must-drop amount. */
  seed: moneyStringSchema,
  must_drop: moneyStringSchema,
  /** The share of each qualifying stake the operator pays in, in percent ("1", "0.5"). */
  contribution_percent: z.string(),
  /** The game products whose rounds qualify (slots, crash, sports). */
  products: z.array(z.string()),
  /** The open cycle: its number, commitment, start and deadline. */
  cycle: z.number().int(),
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
  started_at: z.string(),
  deadline: z.string(),
  last_drop: jackpotDropSchema.nullable(),
});
export type JackpotPool = z.infer<typeof jackpotPoolSchema>;

/** GET /api/jackpots. */
export const jackpotListSchema = z.object({
  server_time: z.string(),
  pools: z.array(jackpotPoolSchema),
});
export type JackpotList = z.infer<typeof jackpotListSchema>;

/** GET /api/jackpots/{slug}: the pool and its recent drops, newest first. */
export const jackpotDetailSchema = z.object({
  server_time: z.string(),
  pool: jackpotPoolSchema,
  recent_drops: z.array(jackpotDropSchema),
});
export type JackpotDetail = z.infer<typeof jackpotDetailSchema>;

/** What the `jackpots:{site}` channel publishes, and its snapshot: every pool, absolute. */
export const jackpotLiveSchema = z.object({
  type: z.literal("pools"),
  server_time: z.string(),
  pools: z.array(jackpotPoolSchema),
});
export type JackpotLive = z.infer<typeof jackpotLiveSchema>;

import type { CrashBetView, CrashOwnBetView, CrashRoundView, CrashSnapshot } from "@platform/fair/crash";
import { z } from "zod";

/*
 * The crash routes' shapes for validation, serialization and the OpenAPI document; typed against
 * @platform/fair/crash's wire types, which the page and the game client read.
 */

const time = z.string();
const hundredths = z.number().int().min(100);

export const crashRoundSchema: z.ZodType<CrashRoundView> = z.object({
  id: z.number().int(),
  state: z.enum(["queued", "betting", "running", "crashed"]),
  betting_ends_at: time.nullable(),
  started_at: time.nullable(),
  ended_at: time.nullable(),
  crash_point: z.number().int().nullable(),
  hash: z.string().nullable(),
  cash_out_caps: z.record(z.string(), z.number().int()).nullable(),
  interrupted: z.boolean(),
  max_profit_hit: z.boolean(),
});

const betFields = {
  id: z.uuid(),
  round: z.number().int(),
  player: z.string(),
  slot: z.union([z.literal(1), z.literal(2)]),
  amount: z.number().int(),
  currency: z.string(),
  auto_cash_out: z.number().int().nullable(),
  state: z.enum(["placing", "active", "cashed_out", "lost", "refunded", "refused"]),
  max_multiplier: z.number().int().nullable(),
  cash_out_multiplier: z.number().int().nullable(),
  cash_out_kind: z.enum(["manual", "auto", "max_profit", "max_multiplier"]).nullable(),
  payout: z.number().int().nullable(),
  refund_reason: z.string().nullable(),
};

export const crashBetSchema: z.ZodType<CrashBetView> = z.object(betFields);

export const crashOwnBetSchema: z.ZodType<CrashOwnBetView> = z.object({
  ...betFields,
  placed_at: time,
  settled: z.boolean(),
  crash_point: z.number().int().nullable(),
  hash: z.string().nullable(),
});

export const crashSnapshotSchema: z.ZodType<CrashSnapshot> = z.object({
  server_time: time,
  growth_rate: z.number(),
  current: crashRoundSchema.nullable(),
  next: crashRoundSchema.nullable(),
  bets: z.array(crashBetSchema),
  recent: z.array(crashRoundSchema),
});

export const crashRulesSchema = z.object({
  currency: z.string(),
  house_edge_percent: z.number(),
  rtp_percent: z.number(),
  min_bet: z.number().int(),
  max_bet: z.number().int(),
  bets_per_round: z.number().int(),
  min_cash_out: z.number().int(),
  max_multiplier: z.number().int(),
  max_profit: z.number().int(),
  growth_rate: z.number(),
  betting_ms: z.number().int(),
  pause_ms: z.number().int(),
  chains: z.array(
    z.object({
      id: z.number().int(),
      first_round: z.number().int(),
      length: z.number().int(),
      terminating_hash: z.string().nullable(),
      published_at: time.nullable(),
      salt_source: z.string(),
      salt: z.string().nullable(),
      salt_fixed_at: time.nullable(),
    }),
  ),
  rules: z.array(z.string()),
});

/** A chain as the history shows it: which rounds it plays, its terminating hash and its salt. */
export const chainSaltSchema = z.object({
  id: z.number().int(),
  first_round: z.number().int(),
  terminating_hash: z.string(),
  salt: z.string().nullable(),
});

export const latestHashSchema = z.object({
  round: z.number().int(),
  hash: z.string(),
  crash_point: z.number().int(),
  ended_at: time,
  chain: z.object({ id: z.number().int(), terminating_hash: z.string(), salt: z.string().nullable() }),
});

export const crashSessionRequestSchema = z.object({
  operator: z.string().min(1).max(50),
  token: z.string().min(1).max(2000),
});

export const crashSessionSchema = z.object({
  session_id: z.string(),
  currency: z.string(),
  balance: z.number().int(),
  /** Open `{live.path}?ticket={live.ticket}` (WebSocket) for the rounds and this player's own channel. */
  live: z.object({ path: z.string(), ticket: z.string(), channel: z.string() }),
  /** The player's latest bets, those of rounds not ended yet among them. */
  bets: z.array(crashOwnBetSchema),
});

export const placeBetsRequestSchema = z.object({
  bets: z
    .array(
      z.object({
        slot: z.union([z.literal(1), z.literal(2)]),
        amount: z.number().int().positive().max(1_000_000_000_000),
        auto_cash_out: hundredths.max(100_000_000).nullable().default(null),
      }),
    )
    .min(1)
    .max(2)
    .refine((bets) => new Set(bets.map((bet) => bet.slot)).size === bets.length, "one bet per slot"),
});

export const placedBetsSchema = z.object({
  placed: z.array(crashOwnBetSchema),
  refused: z.array(
    z.object({
      slot: z.number().int(),
      code: z.string(),
      message: z.string(),
      balance: z.number().int().optional(),
    }),
  ),
});

import { z } from "zod";

/*
 * The crash game's HTTP API (apps/games/src/crash/crash-routes.ts, docs/decisions/040): what the
 * aggregator validates and serializes (and its OpenAPI document shows), and what the web's page reads
 * of the rules. The same shapes as @platform/fair/crash's wire types, which the browser's game client
 * reads without zod; the routes' handlers return those types, so the compiler holds the two together.
 * Multipliers are hundredths (146 is 1.46×), amounts minor units, times ISO 8601.
 */

const time = z.string();
const hundredths = z.number().int().min(100);

export const crashRoundSchema = z.object({
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

const crashBetFields = {
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

export const crashBetSchema = z.object(crashBetFields);

export const crashOwnBetSchema = z.object({
  ...crashBetFields,
  placed_at: time,
  settled: z.boolean(),
  crash_point: z.number().int().nullable(),
  hash: z.string().nullable(),
});

export const crashSnapshotSchema = z.object({
  server_time: time,
  growth_rate: z.number(),
  current: crashRoundSchema.nullable(),
  next: crashRoundSchema.nullable(),
  bets: z.array(crashBetSchema),
  recent: z.array(crashRoundSchema),
});

/** GET /v1/crash/rules?operator=: what is shown above the game before every round (issue 18). */
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
export type CrashRules = z.infer<typeof crashRulesSchema>;

/** A chain as the history shows it: which rounds it plays, its terminating hash and its salt. */
export const crashChainSaltSchema = z.object({
  id: z.number().int(),
  first_round: z.number().int(),
  terminating_hash: z.string(),
  salt: z.string().nullable(),
});

export const crashLatestHashSchema = z.object({
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
  /**
   * Open `{live.path}?ticket={live.ticket}` (WebSocket) for the rounds and this player's own channel.
   * The ticket lasts `expires_in` seconds: before then the page asks this session again (which asks
   * the platform's wallet, so only a player still logged in gets one) and sends the new ticket on the
   * open socket; a socket whose ticket ran out is closed (live-codes' LIVE_CLOSE.sessionEnded).
   */
  live: z.object({
    path: z.string(),
    ticket: z.string(),
    channel: z.string(),
    expires_in: z.number().int(),
  }),
  /** The player's latest bets, those of rounds not ended yet among them. */
  bets: z.array(crashOwnBetSchema),
});

export const crashPlaceBetsRequestSchema = z.object({
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

export const crashPlacedBetsSchema = z.object({
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

import { z } from "zod";

/*
 * The 13-match sports jackpot (docs/decisions/050-sports-jackpot.md): the round on sale, past rounds
 * with their results and winners per tier, a player's tickets, and buying one. Money is integer
 * minor units of the operator's currency; outcomes are UOF's 1X2 ids ("1" home, "2" draw, "3" away).
 */

export const JACKPOT_MATCHES = 13;
export const JACKPOT_OUTCOMES = ["1", "2", "3"] as const;
export type JackpotOutcome = (typeof JACKPOT_OUTCOMES)[number];

/** One match's picks: one outcome, a double chance (two) or all three; no repeats. */
const matchPicks = z
  .array(z.enum(JACKPOT_OUTCOMES))
  .min(1)
  .max(3)
  .refine((picks) => new Set(picks).size === picks.length, "an outcome is picked twice");

export const sportsJackpotBuyRequestSchema = z.object({
  /** The page's own id for this purchase: a replay (same id) buys nothing more. */
  request_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  round_id: z.uuid(),
  /** Per match of the coupon, in its order. */
  picks: z.array(matchPicks).length(JACKPOT_MATCHES),
});
export type SportsJackpotBuyRequest = z.infer<typeof sportsJackpotBuyRequestSchema>;

export const sportsJackpotTierSchema = z.object({
  correct: z.number().int(),
  /** Share of the pool, in basis points (7000 = 70 %). */
  share_bp: z.number().int(),
  /** Once settled: winning lines and what each won. */
  lines: z.number().int().nullable(),
  per_line: z.number().int().nullable(),
});

export const sportsJackpotFixtureSchema = z.object({
  id: z.string(),
  home: z.string(),
  away: z.string(),
  kick_off: z.string(),
  status: z.string(),
  /** Treated as cancelled by the round's rule (moved out of its window, or postponed): drawn. */
  // Optional: a reader built before the rule (and its test data) still parses; the server sends it.
  cancelled: z.boolean().optional(),
  /** The 1X2 probabilities at the close, as weights of 2^32 (a cancelled match is drawn from them). */
  weights: z.array(z.number().int()).nullable(),
  result: z.object({ outcome: z.enum(JACKPOT_OUTCOMES), drawn: z.boolean() }).nullable(),
});

export const sportsJackpotRoundSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  /** `settling`: results and prizes fixed, the tickets' wins being queued in batches. */
  status: z.enum(["open", "closed", "settling", "settled"]),
  /** The first kick-off (moved earlier if a fixture is brought forward). */
  closes_at: z.string(),
  /**
   * The published window: a fixture moved to kick off after it, or postponed, is treated as
   * cancelled (a drawn result). Null for a round opened before the rule.
   */
  window_ends_at: z.string().nullable().optional(),
  settled_at: z.string().nullable(),
  currency: z.string(),
  line_price: z.number().int(),
  max_lines: z.number().int(),
  pool_share_bp: z.number().int(),
  /** What the prizes share: carried in, plus the share of the accepted tickets' stakes. */
  pool: z.number().int(),
  pool_in: z.number().int(),
  rollover_out: z.number().int().nullable(),
  tiers: z.array(sportsJackpotTierSchema),
  commitment: z.string(),
  /** Revealed once the round settled. */
  server_seed: z.string().nullable(),
  /**
   * drand quicknet's round fixed by the close (the first after it), its randomness in the entropy
   * once fetched and verified; null when the round runs without a beacon (`beacon=none`).
   */
  beacon_round: z.number().int().nullable().optional(),
  entropy: z.string().nullable(),
  fixtures: z.array(sportsJackpotFixtureSchema),
});
export type SportsJackpotRound = z.infer<typeof sportsJackpotRoundSchema>;

export const sportsJackpotOverviewSchema = z.object({
  /** On sale now, or null between rounds. */
  open: sportsJackpotRoundSchema.nullable(),
  /** Closed, waiting for results (or its beacon), or settling (at most one). */
  running: sportsJackpotRoundSchema.nullable(),
  /** The latest settled rounds, newest first. */
  past: z.array(sportsJackpotRoundSchema),
  /** What a round's close adds to its entropy: drand quicknet's first round after it, or none. */
  beacon: z.enum(["drand-quicknet", "none"]).optional(),
});
export type SportsJackpotOverview = z.infer<typeof sportsJackpotOverviewSchema>;

export const SPORTS_JACKPOT_TICKET_STATES = [
  "placing",
  "open",
  "refused",
  "rolled_back",
  "settling",
  "settled",
] as const;

export const sportsJackpotTicketSchema = z.object({
  id: z.uuid(),
  round_id: z.uuid(),
  round_number: z.number().int(),
  request_id: z.string(),
  picks: z.array(z.array(z.enum(JACKPOT_OUTCOMES))),
  lines: z.number().int(),
  stake: z.number().int(),
  currency: z.string(),
  state: z.enum(SPORTS_JACKPOT_TICKET_STATES),
  refusal: z.string().nullable(),
  best_correct: z.number().int().nullable(),
  lines_by_correct: z.record(z.string(), z.number().int()).nullable(),
  payout: z.number().int().nullable(),
  balance: z.number().int().nullable(),
  placed_at: z.string(),
});
export type SportsJackpotTicket = z.infer<typeof sportsJackpotTicketSchema>;

export const sportsJackpotTicketsSchema = z.object({ tickets: z.array(sportsJackpotTicketSchema) });

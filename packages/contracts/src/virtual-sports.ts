import { z } from "zod";
import { sportsMarketViewSchema } from "./sports-catalogue.ts";

/*
 * Virtual football as the aggregator serves it to pages (issue 20, docs/decisions/047 and 048): a
 * league of 16 made-up teams with published ratings, a match day of 8 matches every few minutes,
 * each committed to before betting opens and played from that commitment and entropy fixed at the
 * close. A match is a fixture of the sportsbook's catalogue (`fixture_id`): bets go through the
 * sportsbook's slip and settle through its settlement. Times are ISO strings; `server_time` lets a
 * page correct its clock.
 */

export const VIRTUAL_MATCH_DAY_STATUSES = [
  /** Published with its commitment and prices; bets are taken until `closes_at`. */
  "open",
  /** Past `closes_at`: the entropy is being fixed (waiting for the beacon's round). */
  "closing",
  /** Entropy fixed, outcomes drawn; the matches play from `closes_at` to `ends_at`. */
  "playing",
  /** Bets settled, the server seed revealed: the match day can be verified. */
  "settled",
  /** Voided for a published technical failure: stakes returned, the seed revealed all the same. */
  "void",
] as const;
export type VirtualMatchDayStatus = (typeof VIRTUAL_MATCH_DAY_STATUSES)[number];

const scoreSchema = z.object({ home: z.number().int().min(0), away: z.number().int().min(0) });

export const virtualTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  short: z.string(),
  /** Goals scored against an average defence at a neutral ground (the published rating). */
  attack: z.number(),
  /** Times the average conceded (under 1 is better). */
  defence: z.number(),
});
export type VirtualTeam = z.infer<typeof virtualTeamSchema>;

export const virtualMatchEventSchema = z.object({
  /** Match second, 0 … 5399; the minute shown is floor(second / 60) + 1. */
  second: z.number().int().min(0).max(5399),
  kind: z.enum(["goal", "yellow-card", "red-card"]),
  side: z.enum(["home", "away"]),
  /** A goal's score after it. */
  score: scoreSchema.optional(),
});
export type VirtualMatchEvent = z.infer<typeof virtualMatchEventSchema>;

export const virtualMatchSchema = z.object({
  /** The sportsbook catalogue's fixture: what a bet's leg names. */
  fixture_id: z.string(),
  /** 0–7: the event index of the match's float stream. */
  index: z.number().int().min(0).max(7),
  /** The teams' ids (the league's `teams`). */
  home: z.string(),
  away: z.string(),
  /** The teams' names as the league publishes them, so a page names a match without the league. */
  home_name: z.string(),
  away_name: z.string(),
  /** Published before betting: what the prices and the draw are computed from (four decimals). */
  expected_goals: z.object({ home: z.number(), away: z.number() }),
  rho: z.number(),
  /** The sportsbook's markets on this match: 1X2, total 2.5, both teams to score, correct score. */
  markets: z.array(sportsMarketViewSchema),
  /**
   * Per market key, the return to player of the prices in `markets`, in basis points rounded down:
   * the exact mean return of a unit stake on each priced outcome. Prices are whole hundredths
   * floored, so this is at most the league's published figure and usually a little under it.
   */
  rtp_basis_points: z.record(z.string(), z.number().int()),
  /**
   * Once the match day plays: the events up to the match second the server has reached (never
   * ahead of what the page may show), then all of them; the score is the one at that second.
   */
  events: z.array(virtualMatchEventSchema),
  score: scoreSchema.nullable(),
  half_time: scoreSchema.nullable(),
});
export type VirtualMatch = z.infer<typeof virtualMatchSchema>;

export const virtualMatchDaySchema = z.object({
  id: z.string(),
  season: z.number().int().min(1),
  /** 1 … 30 within its season. */
  match_day: z.number().int().min(1).max(30),
  status: z.enum(VIRTUAL_MATCH_DAY_STATUSES),
  opens_at: z.string(),
  /** Betting closes and the matches kick off. */
  closes_at: z.string(),
  /** The matches end; bets settle and the seed is revealed. */
  ends_at: z.string(),
  /** SHA-256 (hex) of the server seed's text, published before betting opened. */
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
  /** The entropy line fixed at the close (`v1|closed=…|bets=…|beacon=…`); null before. */
  entropy: z.string().nullable(),
  /** Revealed once the match day is settled or void; null before. */
  server_seed: z.string().nullable(),
  matches: z.array(virtualMatchSchema),
});
export type VirtualMatchDay = z.infer<typeof virtualMatchDaySchema>;

export const virtualStandingSchema = z.object({
  team: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goals_for: z.number().int(),
  goals_against: z.number().int(),
  points: z.number().int(),
});
export type VirtualStanding = z.infer<typeof virtualStandingSchema>;

export const virtualLeagueSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Public: the fixtures of every season follow from it. */
  seed: z.string(),
  home_advantage: z.number(),
  teams: z.array(virtualTeamSchema),
  /** The published return to player per market key, in basis points (9400 = 94 %). */
  rtp_basis_points: z.record(z.string(), z.number().int()),
});

/** GET /v1/virtual/football?operator=: what the virtual football page shows. */
export const virtualFootballBoardSchema = z.object({
  server_time: z.string(),
  /** How long the matches of a match day play, in real milliseconds (90 minutes of match time). */
  play_ms: z.number().int().positive(),
  league: virtualLeagueSchema,
  /** Match days taking bets, soonest first. */
  upcoming: z.array(virtualMatchDaySchema),
  /** The match day closing or playing now, if any. */
  current: virtualMatchDaySchema.nullable(),
  /** The last settled (or void) match days, latest first. */
  results: z.array(virtualMatchDaySchema),
  /** The current season's table from its settled match days. */
  season: z.number().int().min(1),
  table: z.array(virtualStandingSchema),
});
export type VirtualFootballBoard = z.infer<typeof virtualFootballBoardSchema>;

/** GET /v1/virtual/football/match-days/:id?operator=: one match day, with what verifies it. */
export const virtualMatchDayDetailSchema = virtualMatchDaySchema.extend({
  /** The server's clock when it answered: a page places a playing match day's clock by it. */
  server_time: z.string(),
  /** Once settled: the ids of the bets accepted on it, whose digest is in the entropy line. */
  bet_ids: z.array(z.string()).nullable(),
});
export type VirtualMatchDayDetail = z.infer<typeof virtualMatchDayDetailSchema>;

export const virtualMatchDayParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/) });

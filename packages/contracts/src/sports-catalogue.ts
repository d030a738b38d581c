import { z } from "zod";

/*
 * The sportsbook's public catalogue as the aggregator serves it to pages (issue 19): the menu
 * (sports → countries → leagues), lists of matches with their main prices, and one match with
 * every open market. Prices are `price_milli` (decimal odds × 1000, @platform/sports); the fair
 * probabilities behind them stay on the server (they price cash-outs, they are not for display).
 * Market and outcome ids are UOF's (`18|total=2.5`); pages name them in the player's language.
 */

/** UOF's market statuses as words: only open and suspended markets are listed. */
export const SPORTS_MARKET_STATUSES = ["active", "suspended"] as const;
export type SportsMarketStatus = (typeof SPORTS_MARKET_STATUSES)[number];

export const sportsOutcomeViewSchema = z.object({
  id: z.string(),
  price_milli: z.number().int().min(1000),
  active: z.boolean(),
});

export const sportsMarketViewSchema = z.object({
  /** `marketId|specifiers`, the key bets and booking codes name a market by. */
  key: z.string(),
  market_id: z.number().int(),
  specifiers: z.string(),
  status: z.enum(SPORTS_MARKET_STATUSES),
  outcomes: z.array(sportsOutcomeViewSchema),
});
export type SportsMarketView = z.infer<typeof sportsMarketViewSchema>;

export const SPORTS_FIXTURE_STATUSES = ["not_started", "live", "ended", "postponed", "cancelled"] as const;

export const sportsFixtureSummarySchema = z.object({
  id: z.string(),
  sport: z.object({ id: z.string(), name: z.string() }),
  category: z.object({ id: z.string(), name: z.string(), country_code: z.string().nullable() }),
  tournament: z.object({ id: z.string(), name: z.string() }),
  home: z.string(),
  away: z.string(),
  start_time: z.string(),
  status: z.enum(SPORTS_FIXTURE_STATUSES),
  /** In play: the period, the match clock and the score as the feed last gave them. */
  period: z.string().nullable(),
  clock_seconds: z.number().int().nullable(),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  red_cards: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  /** 1X2 and total goals 2.5 (basketball: the winner incl. overtime) where open: what a list row shows. */
  main_markets: z.array(sportsMarketViewSchema),
  /** Open or suspended markets in all. */
  market_count: z.number().int(),
});
export type SportsFixtureSummary = z.infer<typeof sportsFixtureSummarySchema>;

export const sportsFixtureDetailSchema = sportsFixtureSummarySchema.extend({
  markets: z.array(sportsMarketViewSchema),
});
export type SportsFixtureDetail = z.infer<typeof sportsFixtureDetailSchema>;

export const sportsMenuSchema = z.object({
  sports: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      live_count: z.number().int(),
      categories: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          country_code: z.string().nullable(),
          tournaments: z.array(
            z.object({ id: z.string(), name: z.string(), fixture_count: z.number().int() }),
          ),
        }),
      ),
    }),
  ),
});
export type SportsMenu = z.infer<typeof sportsMenuSchema>;

/** `when`: in play now, starting today (site's day in UTC), or everything not yet ended. */
export const SPORTS_LIST_WHEN = ["live", "today", "upcoming"] as const;

const feedId = z.string().regex(/^[a-z]+:[a-z_]+:[A-Za-z0-9_-]{1,64}$/, "not a feed id");

export const sportsFixturesQuerySchema = z.object({
  operator: z.string().min(1).max(64),
  when: z.enum(SPORTS_LIST_WHEN).default("upcoming"),
  sport: feedId.optional(),
  category: feedId.optional(),
  tournament: feedId.optional(),
  /** A team or league name, or part of one. */
  q: z.string().trim().min(2).max(60).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type SportsFixturesQuery = z.infer<typeof sportsFixturesQuerySchema>;

export const sportsFixtureParamsSchema = z.object({ id: feedId });
export const sportsOperatorQuerySchema = z.object({ operator: z.string().min(1).max(64) });

import { z } from "zod";

/*
 * The Odds API v4 (the-odds-api.com), the two calls this adapter makes:
 *   GET /v4/sports/{sport}/odds?regions=eu&markets=h2h,totals,spreads&oddsFormat=decimal
 *   GET /v4/sports/{sport}/scores?daysFrom=1
 * Only the fields the adapter reads are declared; the rest passes unread. Anything else in the
 * answer's shape is an error: a feed that changed shape must stop, not price from garbage.
 */

const outcome = z.object({
  name: z.string().min(1),
  price: z.number().gt(1),
  point: z.number().optional(),
});

const market = z.object({
  key: z.string(),
  last_update: z.string().optional(),
  outcomes: z.array(outcome),
});

export const oddsApiEventSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  sport_key: z.string(),
  sport_title: z.string(),
  commence_time: z.iso.datetime({ offset: true }),
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  bookmakers: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      last_update: z.string().optional(),
      markets: z.array(market),
    }),
  ),
});
export type OddsApiEvent = z.infer<typeof oddsApiEventSchema>;
export const oddsApiOddsSchema = z.array(oddsApiEventSchema);

export const oddsApiScoreSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  sport_key: z.string(),
  sport_title: z.string(),
  commence_time: z.iso.datetime({ offset: true }),
  completed: z.boolean(),
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  scores: z.array(z.object({ name: z.string(), score: z.string().regex(/^\d{1,3}$/) })).nullable(),
  last_update: z.string().nullable(),
});
export type OddsApiScore = z.infer<typeof oddsApiScoreSchema>;
export const oddsApiScoresSchema = z.array(oddsApiScoreSchema);

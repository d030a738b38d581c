import { z } from "zod";

/*
 * The sportsbook's feed messages (docs/decisions/045-sports-feed.md), shaped on Sportradar's Unified
 * Odds Feed: every feed (the built-in simulated desk, a real one behind an adapter) is normalised to
 * these before the aggregator's feed processor applies them. A market is its id plus its specifiers
 * (`18` with `total=2.5`); prices are `priceMilli`, decimal odds × 1000 as an integer.
 *
 * Event messages carry the producer, the event, a sequence number per event (strictly increasing
 * in the order the producer made them) and a timestamp: the processor applies a message only when
 * its sequence is above the one it last applied for that event, so a repeat or a late message
 * changes nothing. `alive` and `snapshot_complete` belong to the producer, not to an event.
 */

/** UOF market statuses: active 1, inactive 0, suspended −1, handed over −2, settled −3, cancelled −4. */
export const MARKET_STATUS = {
  active: 1,
  inactive: 0,
  suspended: -1,
  handedOver: -2,
  settled: -3,
  cancelled: -4,
} as const;
export type MarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS];
const marketStatusSchema = z.union([
  z.literal(1),
  z.literal(0),
  z.literal(-1),
  z.literal(-2),
  z.literal(-3),
  z.literal(-4),
]);

export const FIXTURE_STATUSES = ["not_started", "live", "ended", "postponed", "cancelled"] as const;
export type FixtureStatus = (typeof FIXTURE_STATUSES)[number];

/**
 * Where a match is: UOF's match statuses, reduced to what the book shows and prices on. Football
 * plays halves; basketball quarters, with a `pause` between quarters (halftime after the second)
 * and `overtime` periods while the score is level.
 */
export const MATCH_PERIODS = [
  "not_started",
  "1st_half",
  "halftime",
  "2nd_half",
  "1st_quarter",
  "2nd_quarter",
  "3rd_quarter",
  "4th_quarter",
  "pause",
  "overtime",
  "ended",
] as const;
export type MatchPeriod = (typeof MATCH_PERIODS)[number];

/** `live` settlements may be corrected; `confirmed` ones come after the result is official. */
export const SETTLEMENT_CERTAINTIES = ["live", "confirmed"] as const;

/** A URN as UOF writes ids: `sr:match:123`, `sim:tournament:7`. */
const urn = z.string().regex(/^[a-z][a-z0-9]*:[a-z_]+:[A-Za-z0-9_-]+$/, "not a URN (prefix:type:id)");
const sequence = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const time = z.iso.datetime({ offset: true });
const producer = z.number().int().min(1).max(32_767);
const specifiers = z.record(z.string().regex(/^[a-z_]+$/), z.string().regex(/^[A-Za-z0-9_.:+-]+$/));

const eventFields = {
  producer,
  event: urn,
  sequence,
  timestamp: time,
};

export const feedTeamSchema = z.object({ id: urn, name: z.string().min(1).max(100) });

export const fixtureChangeSchema = z.object({
  type: z.literal("fixture_change"),
  ...eventFields,
  sport: z.object({ id: urn, name: z.string().min(1).max(60) }),
  /** UOF's category: the country (or "International" for the Champions League). */
  category: z.object({
    id: urn,
    name: z.string().min(1).max(60),
    country_code: z.string().max(3).nullable(),
  }),
  tournament: z.object({ id: urn, name: z.string().min(1).max(100) }),
  home: feedTeamSchema,
  away: feedTeamSchema,
  start_time: time,
  status: z.enum(FIXTURE_STATUSES),
});
export type FixtureChange = z.infer<typeof fixtureChangeSchema>;

export const feedOutcomeSchema = z.object({
  id: z.string().min(1).max(40),
  price_milli: z.number().int().min(1_000).max(1_000_000),
  /** The fair probability behind the price (no margin). */
  probability: z.number().min(0).max(1),
  active: z.boolean(),
});

export const feedMarketSchema = z.object({
  id: z.number().int().min(1),
  specifiers,
  status: marketStatusSchema,
  /** 120: a six-runner tricast (virtual greyhounds) has that many ordered triples. */
  outcomes: z.array(feedOutcomeSchema).max(120),
});
export type FeedMarket = z.infer<typeof feedMarketSchema>;

export const feedScoreSchema = z.object({ home: z.number().int().min(0), away: z.number().int().min(0) });
export type FeedScore = z.infer<typeof feedScoreSchema>;

/**
 * The match in play: the clock, the period and the score. The clock is the sport's own: football's
 * counts up (seconds of match time played), basketball's counts down (seconds left in the period,
 * UOF's `remaining_time_in_period`), so each page shows the clock its players know.
 */
export const matchStateSchema = z.object({
  period: z.enum(MATCH_PERIODS),
  clock_seconds: z.number().int().min(0),
  score: feedScoreSchema,
  red_cards: feedScoreSchema,
});
export type MatchState = z.infer<typeof matchStateSchema>;

export const oddsChangeSchema = z.object({
  type: z.literal("odds_change"),
  ...eventFields,
  markets: z.array(feedMarketSchema).max(500),
  match_state: matchStateSchema.nullable(),
});
export type OddsChange = z.infer<typeof oddsChangeSchema>;

export const betStopSchema = z.object({
  type: z.literal("bet_stop"),
  ...eventFields,
  /** A market group (`all`, `half`, …): which of the event's markets stop; `all` for every one. */
  groups: z.string().min(1).max(60),
  /** The markets a group names, when not `all`. */
  market_ids: z.array(z.number().int().min(1)).optional(),
});
export type BetStop = z.infer<typeof betStopSchema>;

export const settledOutcomeSchema = z.object({
  id: z.string().min(1).max(40),
  /** 1 won, 0 lost (before the factors). */
  result: z.union([z.literal(0), z.literal(1)]),
  /** The share of the stake returned as void: 0, 0.5 (half lost / half won lines) or 1. */
  void_factor: z.number().min(0).max(1),
  /** A dead heat's share of the win (1 when none). */
  dead_heat_factor: z.number().gt(0).max(1),
});

export const settledMarketSchema = z.object({
  id: z.number().int().min(1),
  specifiers,
  outcomes: z.array(settledOutcomeSchema).min(1).max(120),
});
export type SettledMarket = z.infer<typeof settledMarketSchema>;

export const betSettlementSchema = z.object({
  type: z.literal("bet_settlement"),
  ...eventFields,
  certainty: z.enum(SETTLEMENT_CERTAINTIES),
  markets: z.array(settledMarketSchema).min(1).max(500),
});
export type BetSettlement = z.infer<typeof betSettlementSchema>;

const marketRefSchema = z.object({ id: z.number().int().min(1), specifiers });

export const rollbackBetSettlementSchema = z.object({
  type: z.literal("rollback_bet_settlement"),
  ...eventFields,
  markets: z.array(marketRefSchema).min(1).max(500),
});
export type RollbackBetSettlement = z.infer<typeof rollbackBetSettlementSchema>;

export const betCancelSchema = z.object({
  type: z.literal("bet_cancel"),
  ...eventFields,
  /** Bets placed inside [start_time, end_time) are void; without either bound, all of them. */
  start_time: time.nullable(),
  end_time: time.nullable(),
  reason: z.string().max(200).nullable(),
  markets: z.array(marketRefSchema).min(1).max(500),
});
export type BetCancel = z.infer<typeof betCancelSchema>;

export const rollbackBetCancelSchema = z.object({
  type: z.literal("rollback_bet_cancel"),
  ...eventFields,
  markets: z.array(marketRefSchema).min(1).max(500),
});
export type RollbackBetCancel = z.infer<typeof rollbackBetCancelSchema>;

export const aliveSchema = z.object({
  type: z.literal("alive"),
  producer,
  timestamp: time,
  /** False after the producer lost this subscriber's state: a recovery is due. */
  subscribed: z.boolean(),
});
export type Alive = z.infer<typeof aliveSchema>;

export const snapshotCompleteSchema = z.object({
  type: z.literal("snapshot_complete"),
  producer,
  timestamp: time,
  request_id: z.number().int().min(1),
});
export type SnapshotComplete = z.infer<typeof snapshotCompleteSchema>;

export const feedMessageSchema = z.discriminatedUnion("type", [
  fixtureChangeSchema,
  oddsChangeSchema,
  betStopSchema,
  betSettlementSchema,
  rollbackBetSettlementSchema,
  betCancelSchema,
  rollbackBetCancelSchema,
  aliveSchema,
  snapshotCompleteSchema,
]);
export type FeedMessage = z.infer<typeof feedMessageSchema>;
export type FeedEventMessage = Exclude<FeedMessage, Alive | SnapshotComplete>;

/** Messages about one event (those with a sequence), as opposed to the producer's own. */
export function isEventMessage(message: FeedMessage): message is FeedEventMessage {
  return message.type !== "alive" && message.type !== "snapshot_complete";
}

/** The canonical specifier string of a market (`total=2.5`, `hcp=-1|x=2`, `` for none): names sorted. */
export function specifierText(specs: Readonly<Record<string, string>>): string {
  return Object.keys(specs)
    .sort()
    .map((name) => `${name}=${specs[name]}`)
    .join("|");
}

// What the feed processor publishes on the live bus (apps/games/src/sports/feed/feed-publisher.ts).

/** A market as the book now shows it: absolute state, so a repeat changes nothing on a page. */
export const liveMarketSchema = z.object({
  id: z.number().int(),
  specifiers: z.string(),
  status: marketStatusSchema,
  outcomes: z.array(
    z.object({ id: z.string(), price_milli: z.number().int(), probability: z.number(), active: z.boolean() }),
  ),
});

export const sportsEventPublicationSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("markets"),
    event: z.string(),
    sequence: z.number().int(),
    markets: z.array(liveMarketSchema),
  }),
  z.object({
    type: z.literal("fixture"),
    event: z.string(),
    status: z.enum(FIXTURE_STATUSES),
    match_state: matchStateSchema.nullable(),
  }),
]);
export type SportsEventPublication = z.infer<typeof sportsEventPublicationSchema>;

/** The public channels: one per event, and one for every match in play. */
export function sportsEventChannel(eventId: string): string {
  return `sports:event:${eventId}`;
}
export const SPORTS_LIVE_CHANNEL = "sports:live";

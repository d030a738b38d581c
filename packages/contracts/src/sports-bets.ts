import { z } from "zod";

/*
 * The sportsbook's betting API (docs/decisions/046-sports-betting.md): placing a slip, the player's
 * bets, cash-out and booking codes. Prices are `priceMilli` (decimal odds × 1000, integers); money
 * is integer minor units. A market is named by its key within the event (`18|total=2.5`).
 */

export const SPORTS_SYSTEM_NAMES = [
  "trixie",
  "patent",
  "yankee",
  "lucky15",
  "canadian",
  "lucky31",
  "heinz",
  "lucky63",
  "superHeinz",
  "goliath",
] as const;
export type SportsSystemName = (typeof SPORTS_SYSTEM_NAMES)[number];

/** UKGC RTS 2C: what the player agreed to if the price moves before the bet is accepted. */
export const PRICE_CHANGE_CHOICES = ["any", "higher", "ask"] as const;
export type PriceChangeChoice = (typeof PRICE_CHANGE_CHOICES)[number];

export const SPORTS_BET_STATES = [
  "placing",
  "open",
  "refused",
  "rolled_back",
  "resulted",
  "settled",
  "cashed_out",
] as const;

const priceMilli = z.number().int().min(1_000).max(1_000_000);
const minorUnits = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const urn = z.string().regex(/^[a-z][a-z0-9]*:[a-z_]+:[A-Za-z0-9_-]+$/, "not an event URN");
const marketKey = z.string().regex(/^[1-9][0-9]*(\|[a-z_]+=[A-Za-z0-9_.:+-]+)*$/, "not a market key");

export const sportsSelectionSchema = z.object({
  event_id: urn,
  market_key: marketKey,
  outcome_id: z.string().min(1).max(40),
  /** The price the slip showed: the one the player asks for. */
  price_milli: priceMilli,
});
export type SportsSelection = z.infer<typeof sportsSelectionSchema>;

export const sportsPlaceBetRequestSchema = z
  .object({
    /** The slip's own id for this placement: a replay (same id) places nothing more. */
    request_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    selections: z.array(sportsSelectionSchema).min(1).max(30),
    bet_type: z.enum(["single", "accumulator", "system"]),
    system: z.enum(SPORTS_SYSTEM_NAMES).optional(),
    /** Indexes into `selections` of the legs in every combination (system bets). */
    bankers: z.array(z.number().int().min(0).max(29)).max(10).optional(),
    /** The stake of each combination (accumulator, system) or of every single. */
    unit_stake: minorUnits.optional(),
    /** Singles only: one stake per selection, instead of one unit stake for all. */
    stakes: z.array(minorUnits).max(30).optional(),
    price_change: z.enum(PRICE_CHANGE_CHOICES),
    booking_code: z.string().max(12).optional(),
    /** Cash out by itself once the offer reaches this amount. */
    auto_cash_out_at: minorUnits.optional(),
  })
  .refine((slip) => (slip.unit_stake === undefined) !== (slip.stakes === undefined), {
    message: "give either unit_stake or stakes",
  })
  .refine((slip) => slip.stakes === undefined || slip.bet_type === "single", {
    message: "stakes per selection are for singles",
  })
  .refine((slip) => slip.stakes === undefined || slip.stakes.length === slip.selections.length, {
    message: "one stake per selection",
  })
  .refine((slip) => (slip.bet_type === "system") === (slip.system !== undefined), {
    message: "a system bet names its system, and only a system bet",
  });
export type SportsPlaceBetRequest = z.infer<typeof sportsPlaceBetRequestSchema>;

export const sportsBetLegSchema = z.object({
  leg: z.number().int(),
  event_id: z.string(),
  market_key: z.string(),
  outcome_id: z.string(),
  asked_price_milli: z.number().int(),
  accepted_price_milli: z.number().int(),
  live: z.boolean(),
  banker: z.boolean(),
  /** The result the bet was settled on, once it was. */
  result: z.enum(["win", "lose", "void"]).nullable(),
});

export const sportsCashOutQuoteSchema = z.object({
  quote_id: z.string(),
  bet_id: z.string(),
  /** For the whole running stake; a partial cash-out is paid its share. */
  offer: z.number().int(),
  expires_at: z.iso.datetime(),
});
export type SportsCashOutQuote = z.infer<typeof sportsCashOutQuoteSchema>;

export const sportsBetViewSchema = z.object({
  id: z.string(),
  request_id: z.string(),
  bet_type: z.enum(["single", "accumulator", "system"]),
  system: z.string().nullable(),
  state: z.enum(SPORTS_BET_STATES),
  refusal: z.string().nullable(),
  price_change: z.enum(PRICE_CHANGE_CHOICES),
  currency: z.string(),
  unit_stake: z.number().int(),
  placed_unit_stake: z.number().int(),
  total_stake: z.number().int(),
  /** If every leg wins at its accepted price, bonus included, capped at the maximum payout. */
  potential_return: z.number().int(),
  potential_bonus: z.number().int(),
  capped: z.boolean(),
  payout: z.number().int().nullable(),
  bonus: z.number().int().nullable(),
  cashed_out: z.number().int(),
  auto_cash_out_at: z.number().int().nullable(),
  booking_code: z.string().nullable(),
  placed_at: z.iso.datetime(),
  settled_at: z.iso.datetime().nullable(),
  legs: z.array(sportsBetLegSchema),
  /** The current offer, when one is available (open bet, no leg suspended). */
  cash_out: sportsCashOutQuoteSchema.nullable(),
});
export type SportsBetView = z.infer<typeof sportsBetViewSchema>;

/** Why a leg was refused; `price` carries the current price the slip can offer instead. */
export const sportsLegRefusalSchema = z.object({
  leg: z.number().int(),
  reason: z.enum([
    "unknown_selection",
    "market_suspended",
    "market_closed",
    "outcome_inactive",
    "price_changed",
    "correlated",
    "event_started",
  ]),
  price_milli: z.number().int().nullable(),
});
export type SportsLegRefusal = z.infer<typeof sportsLegRefusalSchema>;

/** A bet of the slip refused before anything moved: why, and per leg what the slip can show. */
export const sportsRefusedBetSchema = z.object({
  request_id: z.string(),
  code: z.string(),
  message: z.string(),
  legs: z.array(sportsLegRefusalSchema),
  balance: z.number().int().optional(),
});
export type SportsRefusedBet = z.infer<typeof sportsRefusedBetSchema>;

/** A slip's bets (several singles are several bets): those placed and those refused. */
export const sportsPlacedBetsSchema = z.object({
  bets: z.array(sportsBetViewSchema),
  refused: z.array(sportsRefusedBetSchema),
});

export const sportsCashOutRequestSchema = z.object({
  quote_id: z.uuid(),
  /** Of the running unit stake; the whole of it when absent. */
  unit_stake: minorUnits.optional(),
});

export const sportsAutoCashOutRequestSchema = z.object({ at: minorUnits.nullable() });

export const sportsBookingCodeRequestSchema = z.object({
  selections: z.array(sportsSelectionSchema).min(1).max(30),
});

/** 6 characters of an alphabet without 0/O, 1/I/L: read aloud or typed from a screenshot. */
export const BOOKING_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const bookingCodeSchema = z.string().regex(/^[2-9A-HJKMNP-Z]{6}$/, "not a booking code");

export const sportsBookedSelectionSchema = sportsSelectionSchema.extend({
  /** The price when the code was made. */
  booked_price_milli: z.number().int(),
  /** The current price (null: the outcome is gone). */
  price_milli: z.number().int().nullable(),
  price_changed: z.boolean(),
  /** False once its market is suspended, closed or settled, or the outcome inactive. */
  open: z.boolean(),
});

export const sportsBookingSchema = z.object({
  code: z.string(),
  selections: z.array(sportsBookedSelectionSchema),
});
export type SportsBooking = z.infer<typeof sportsBookingSchema>;

export const sportsBettingRulesSchema = z.object({
  /** The sportsbook's game at the seamless wallet: the platform enables it for sites that sell sports. */
  game: z.string(),
  /**
   * Multiples of the stake: the most any bet may win (the maximum payout at the minimum stake). The
   * platform bounds the sportsbook's wins with it, as it does a slot's (docs/decisions/027).
   */
  max_win: z.number().int().min(1),
  currency: z.string(),
  min_stake: z.number().int(),
  max_stake: z.number().int(),
  max_payout: z.number().int(),
  live_delay_ms: z.number().int(),
  cash_out_margin: z.number(),
  accumulator_bonus: z.object({
    min_price_milli: z.number().int(),
    tiers: z.array(z.object({ legs: z.number().int(), percent: z.number() })),
  }),
});

/**
 * An operator's own sportsbook rules, as `npm run games-operator -- sports rules <operator> set`
 * takes them: any of the published rules (plus the cash-out quote's life), each optional; what is
 * absent keeps the aggregator's default. Bounds keep a typo from opening or closing the book.
 */
export const sportsRulesOverrideSchema = z
  .object({
    min_stake: minorUnits.optional(),
    max_stake: minorUnits.optional(),
    max_payout: minorUnits.optional(),
    live_delay_ms: z.number().int().min(0).max(30_000).optional(),
    cash_out_margin: z.number().min(0).max(0.5).optional(),
    quote_ttl_ms: z.number().int().min(1_000).max(60_000).optional(),
    accumulator_bonus: z
      .object({
        min_price_milli: priceMilli,
        tiers: z
          .array(
            z
              .object({
                legs: z.number().int().min(2).max(30),
                percent: z.number().min(0).max(500).multipleOf(0.01),
              })
              .strict(),
          )
          .max(30)
          .refine((tiers) => tiers.every((tier, i) => i === 0 || tier.legs > tiers[i - 1]!.legs), {
            message: "tiers go up by legs, one per count of legs",
          }),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine(
    (rules) =>
      rules.min_stake === undefined || rules.max_stake === undefined || rules.min_stake <= rules.max_stake,
    { message: "min_stake is above max_stake", path: ["min_stake"] },
  );
export type SportsRulesOverride = z.infer<typeof sportsRulesOverrideSchema>;

import { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "./constants.ts";
import { moneyStringSchema } from "./wallet.ts";

/*
 * The player's bets as the platform knows them from the seamless wallet (spec §7 api/user/mybets
 * and its ticket variant, api/user/game, api/user/gameStatus). A bet is a round at the aggregator:
 * its stake, what it paid, where it stands.
 */

/** Spec §7 gameStatus: what a bet's round came to. */
export const BET_STATUSES = ["open", "won", "lost", "cancelled"] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** Tabs of /account/my-bets: every product moves its bets through the same wallet. */
export const BET_TABS = ["all", "casino", "sports", "lotto"] as const;

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date");

/** Spec §7 GET api/user/mybets: page, tab, bet_id, game_status, date_from, date_to, per_page (and game). */
export const myBetsQuerySchema = z.object({
  tab: z.enum(BET_TABS).optional(),
  bet_id: z.string().max(100).optional(),
  /** A game's slug (from api/user/game): the bets on that game only. */
  game: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/)
    .optional(),
  game_status: z.enum(BET_STATUSES).optional(),
  date_from: dateSchema.optional(),
  date_to: dateSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});
export type MyBetsQuery = z.infer<typeof myBetsQuerySchema>;

export const myBetSchema = z.object({
  /** The round at the aggregator: the bet's id, and what game recall replays. */
  bet_id: z.string(),
  game: z.object({ slug: z.string(), name: z.string() }),
  product: z.enum(["casino", "sports", "lotto"]),
  status: z.enum(BET_STATUSES),
  stake: moneyStringSchema,
  /** What was paid out (0.00 for a lost or open bet). */
  win: moneyStringSchema,
  /** How the stake was drawn. */
  stake_cash: moneyStringSchema,
  stake_promo: moneyStringSchema,
  placed_at: z.string(),
  settled_at: z.string().nullable(),
});
export type MyBet = z.infer<typeof myBetSchema>;

export const myBetsResponseSchema = z.object({
  items: z.array(myBetSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type MyBetsResponse = z.infer<typeof myBetsResponseSchema>;

/** Spec §7 GET api/user/game: the games the player has played, for the my-bets filter. */
export const playedGamesResponseSchema = z.array(z.object({ slug: z.string(), name: z.string() }));
/** Spec §7 GET api/user/gameStatus: the statuses a bet can have, in the player's language. */
export const gameStatusesResponseSchema = z.array(z.object({ id: z.enum(BET_STATUSES), name: z.string() }));

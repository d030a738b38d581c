import { z } from "zod";
import { homeSectionSchema } from "./content.ts";

/*
 * The game aggregator (apps/games, the spec's "aggregator"): how a site finds it (spec §3/§7 the
 * aggregator account) and the player-facing API its components (<url>/js/BVComponents.min.js) call.
 * Amounts are integers of the operator currency's minor units, like the seamless wallet's.
 *
 * Every answer is the spec's envelope: `{status: "success", data: <schema below>}`, or
 * aggregatorErrorSchema with a machine code (AGGREGATOR_ERROR_CODES, or a wallet code passed on)
 * and the correct HTTP status. A real-play session (and its spin, seeds and state) answers only to
 * the launch token it was opened with, sent as `Authorization: Bearer <token>`: the session id
 * travels in URLs, the token never does. Fun-play sessions need no header. Browsers on an
 * operator's site domains may call it (CORS); its OpenAPI document is `<url>/docs`.
 */

/** Spec §7 GET /api/aggregator/account (header fe-domain): url, account, currency, token. */
export const aggregatorAccountSchema = z.object({
  /** The aggregator's base URL; its script is `${url}/js/BVComponents.min.js`. */
  url: z.string(),
  /** The operator (brand) at the aggregator: the site's code. */
  account: z.string(),
  currency: z.string().length(3),
  /** A launch token for a logged-in player; null for a visitor, who plays for fun. */
  token: z.string().nullable(),
  mode: z.enum(["real", "fun"]),
});
export type AggregatorAccount = z.infer<typeof aggregatorAccountSchema>;

export const GAME_VOLATILITIES = ["low", "medium", "high"] as const;

/** A game as lobbies list it. */
export const gameSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  provider: z.object({ id: z.string(), name: z.string() }),
  category: z.string(),
  /** Percent with two decimals, as published ("96.12"). */
  rtp: z.string(),
  volatility: z.enum(GAME_VOLATILITIES),
  /** "20 lines", "243 ways", "1 line", in the request's language (lines-label.ts). */
  lines: z.string(),
  /** Absolute URL of the game's artwork (SVG shipped with the aggregator). */
  art: z.string(),
  /** Only games the aggregator runs itself can be launched; others are listed for later. */
  playable: z.boolean(),
  tags: z.array(z.string()),
  /**
   * The most one round can win, in multiples of its stake (slots' published max win); the platform
   * keeps it and refuses a win above it. Absent for a game the aggregator does not run.
   */
  max_win: z.number().positive().optional(),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

/**
 * GET {url}/v1/lobby?operator=&locale=&featured=&category=&provider=&q=
 * `featured`: the site's products_allow entries `provider:gameId`, comma-separated (the aggregator
 * does not read the platform's settings; an operator may also have featured games of its own).
 * `category`, `provider`, `q` (name search) narrow `games`; the filter lists stay complete.
 */
export const lobbySchema = z.object({
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
  games: z.array(gameSummarySchema),
  /** products_allow entries `provider:gameId` of the operator's site (spec §3 featured games). */
  featured: z.array(gameSummarySchema),
});
export type Lobby = z.infer<typeof lobbySchema>;

/** A symbol's pays: how many in a row (from the left) pay how many times the line or ways bet. */
export const paytableEntrySchema = z.object({
  symbol: z.string(),
  name: z.string(),
  /** count → multiple of the line bet (paylines), the total bet (ways, classic) */
  pays: z.record(z.string(), z.number()),
  role: z.enum(["regular", "wild", "scatter"]),
});

/**
 * GET {url}/v1/games/:slug?operator=&locale= — the detail page's facts, paytable and reel strips.
 * With the lobby, its words (description, symbol names, rules, category names, lines) come in the
 * locale's language where the aggregator has them, English otherwise; game names are brands.
 */
export const gameDetailSchema = gameSummarySchema.extend({
  description: z.string(),
  paytable: z.array(paytableEntrySchema),
  /** The reel strips as published: RTP is computed exactly from them. */
  reels: z.array(z.array(z.string())),
  rows: z.number().int(),
  /**
   * The paylines of a lines game: line i pays on row paylines[i][reel] of each reel (0 = top row).
   * Empty for a ways game. Optional so a site keeps working with an aggregator that predates it.
   */
  paylines: z.array(z.array(z.number().int().min(0))).optional(),
  /** Rules in plain words: wilds, free spins, how wins are counted. */
  rules: z.array(z.string()),
  /** Stakes a player may choose, in minor units of the operator's currency. */
  bets: z.array(z.number().int().positive()),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

/** Provably fair (Stake standard): the committed server seed, the player's seed, the nonce. */
export const seedStateSchema = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int().min(0),
});

/**
 * POST {url}/v1/sessions { operator, game, token|null, locale }: real play validates the token
 * through the platform's wallet (balance); fun play (null) gets play money of 1,000 smallest stakes.
 * GET {url}/v1/sessions/:id answers the same shape again (real play: the balance asked afresh).
 */
export const gameSessionRequestSchema = z.object({
  operator: z.string().min(1).max(50),
  game: z.string().min(1).max(100),
  token: z.string().min(1).max(2000).nullable(),
  locale: z.string().min(2).max(10).optional(),
});

export const gameSessionSchema = z.object({
  session_id: z.string(),
  mode: z.enum(["real", "fun"]),
  currency: z.string().length(3),
  /** Real play: the platform's balance (cash + promo); fun play: the play money left. */
  balance: z.number().int(),
  bets: z.array(z.number().int().positive()),
  seeds: seedStateSchema,
});
export type GameSession = z.infer<typeof gameSessionSchema>;

/** One win on one spin: a line, a ways combination or scattered symbols. */
export const spinWinSchema = z.object({
  kind: z.enum(["line", "ways", "scatter"]),
  symbol: z.string(),
  count: z.number().int(),
  /** Paylines: the line's index; ways: how many ways paid. */
  line: z.number().int().optional(),
  ways: z.number().int().optional(),
  /** [reel, row] of each symbol that took part, for highlighting. */
  positions: z.array(z.tuple([z.number().int(), z.number().int()])),
  /** In minor units. */
  amount: z.number().int(),
});

/** One spin: the reel stops (stop i = floor(float_i × length of reel i)) and what they show. */
export const spinSchema = z.object({
  stops: z.array(z.number().int()),
  /** grid[reel][row]: symbol ids. */
  grid: z.array(z.array(z.string())),
  wins: z.array(spinWinSchema),
  win: z.number().int(),
  /** Free spins: the multiplier applied to this spin's wins. */
  multiplier: z.number().int().optional(),
  /** Free spins this spin awarded. */
  awarded_free_spins: z.number().int().optional(),
});
export type Spin = z.infer<typeof spinSchema>;

/** The paid spin and the free spins it led to, all from one seed triple (Stake's cursor). */
export const slotOutcomeSchema = z.object({ spins: z.array(spinSchema), total_win: z.number().int() });
export type SlotOutcome = z.infer<typeof slotOutcomeSchema>;

/**
 * POST {url}/v1/sessions/:id/spin { bet } → Round (roundSchema). One spin at least 2.5 s after the
 * previous one's start (UKGC RTS 14), else RS_ERROR_TOO_FAST (429, Retry-After); in real play per
 * player across every game and session (RS_ERROR_SPIN_IN_PROGRESS from another one). `bet` is one of the
 * session's `bets`. A real round whose win is still being delivered answers status "open" and
 * balance null; the win follows (the aggregator retries it until the platform acknowledges it).
 */
export const spinRequestSchema = z.object({ bet: z.number().int().positive() });

export const ROUND_STATUSES = ["open", "settled", "rolled_back", "refused"] as const;

/**
 * GET {url}/v1/rounds/:id: round recall, by the round's random id (the platform's my-bets bet_id);
 * the answer names no player. Status "open" while money is still moving.
 */
export const roundSchema = z.object({
  round_id: z.string(),
  game: z.string(),
  mode: z.enum(["real", "fun"]),
  status: z.enum(ROUND_STATUSES),
  currency: z.string(),
  bet: z.number().int(),
  win: z.number().int(),
  /** The balance after the round, as the wallet answered it. */
  balance: z.number().int().nullable(),
  outcome: slotOutcomeSchema,
  /** The server seed is revealed once the player rotated away from it. */
  seeds: z.object({
    server_seed: z.string().nullable(),
    server_seed_hash: z.string(),
    client_seed: z.string(),
    nonce: z.number().int(),
  }),
  created_at: z.string(),
});
export type Round = z.infer<typeof roundSchema>;

/** POST {url}/v1/sessions/:id/seeds { client_seed }: reveals the old server seed, commits a new one. */
export const rotateSeedsRequestSchema = z.object({
  client_seed: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{1,64}$/, "1 to 64 visible characters"),
});
export const rotatedSeedsSchema = z.object({
  previous: z.object({
    server_seed: z.string(),
    server_seed_hash: z.string(),
    client_seed: z.string(),
    /** Rounds played with that pair: nonces 0 … next_nonce − 1. */
    next_nonce: z.number().int(),
  }),
  current: seedStateSchema,
});

/**
 * The aggregator's own error codes; wallet refusals pass on the wallet's code (RS_ERROR_NOT_ENOUGH_MONEY
 * 402 with the real balance, RS_ERROR_TOKEN_EXPIRED / RS_ERROR_INVALID_TOKEN 401: reload the
 * account for a new token, RS_ERROR_USER_DISABLED 403, RS_ERROR_WRONG_CURRENCY 409).
 */
export const AGGREGATOR_ERROR_CODES = [
  /** 429: a spin sooner than 2.5 s after the previous one's start. */
  "RS_ERROR_TOO_FAST",
  /** 429: the player's spin in another session (tab or game) started less than 2.5 s ago. */
  "RS_ERROR_SPIN_IN_PROGRESS",
  /** 503: the wallet never confirmed the bet; it was rolled back, nothing was taken. */
  "RS_ERROR_BET_UNCONFIRMED",
  /** 503: the wallet did not answer (opening a session, asking the balance). */
  "RS_ERROR_WALLET_UNAVAILABLE",
  /** 503: the node is placing as many sports bets as it takes: nothing placed, try after Retry-After. */
  "RS_ERROR_BUSY",
  /** 400: not one of the game's stakes. */
  "RS_ERROR_WRONG_BET",
  /** 401: a real-play session without its launch token; 403: with another one. */
  "RS_ERROR_UNAUTHORIZED",
  "RS_ERROR_FORBIDDEN",
  /** 401: the session is past its expiry: open a new one. */
  "RS_ERROR_SESSION_EXPIRED",
  "RS_ERROR_SESSION_NOT_FOUND",
  "RS_ERROR_UNKNOWN_OPERATOR",
  "RS_ERROR_GAME_NOT_FOUND",
  "RS_ERROR_NOT_FOUND",
  /** 409: the seeds were rotated meanwhile: try again. */
  "RS_ERROR_CONFLICT",
  /** 409: an operator's signed call received before (a replay): POST /v1/sports/site-limit. */
  "RS_ERROR_REPLAYED",
  /** 400: the request does not match its schema. */
  "RS_ERROR_WRONG_TYPES",
  "RS_ERROR_RATE_LIMITED",
  "RS_ERROR_UNKNOWN",
] as const;

/** The aggregator's error envelope (spec §8) with a machine code and, when known, the balance. */
export const aggregatorErrorSchema = z.object({
  status: z.literal("error"),
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ message: z.string() })),
  balance: z.number().int().optional(),
});

/**
 * GET {url}/v1/operators/:id/sections: the home sections (spec §9 order) computed from the
 * operator's play, as the platform's home content shows them (content.ts homeSectionSchema).
 */
export const aggregatorSectionsSchema = z.object({ sections: z.array(homeSectionSchema) });
export type AggregatorSections = z.infer<typeof aggregatorSectionsSchema>;

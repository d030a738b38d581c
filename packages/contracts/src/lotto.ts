import { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "./constants.ts";
import { amountSchema } from "./money-schema.ts";
import { moneyStringSchema } from "./wallet.ts";

/*
 * The operator's own draw games (issue 10, spec §1 cart, §2 /lotto, /lucky-number, /cart, §4
 * products): three 5/90 games and Lucky Number, drawn on a schedule, sold through one cart and
 * settled on the ledger. The pure rules (lines, odds, paytables, drawing) live in @platform/fair so
 * the browser runs the same code; this file is the shape of what crosses the API.
 */

/** The draw games, and the products_allow entry that switches each on (spec §4). */
export const DRAW_GAMES = ["lucky5", "lucky4", "lucky3", "number"] as const;
export type DrawGame = (typeof DRAW_GAMES)[number];
export const DRAW_GAME_PRODUCTS: Readonly<Record<DrawGame, string>> = {
  lucky5: "5-90-lucky5",
  lucky4: "5-90-lucky4",
  lucky3: "5-90-lucky3",
  number: "number",
};

/** The largest line (numbers per line) each 5/90 game sells: Lucky 3 sells Direct/Perm up to 3. */
export const LOTTO_MAX_LINE_SIZE: Readonly<Record<Exclude<DrawGame, "number">, 3 | 4 | 5>> = {
  lucky5: 5,
  lucky4: 4,
  lucky3: 3,
};

const ball = z.number().int().min(1).max(90);
const balls = z.array(ball).min(1).max(90);

/** A 5/90 selection (REFERENCES §Lotto 5/90); the counts are checked by @platform/fair's checkSelection. */
export const lottoSelectionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("direct"), size: z.number().int().min(1).max(5), numbers: balls }),
  z.object({ type: z.literal("perm"), size: z.number().int().min(2).max(5), numbers: balls }),
  z.object({
    type: z.literal("banker"),
    size: z.number().int().min(2).max(5),
    bankers: balls,
    numbers: balls,
  }),
  z.object({ type: z.literal("against"), top: balls, bottom: balls }),
]);
export type LottoSelectionInput = z.infer<typeof lottoSelectionSchema>;

/** Lucky Number: one ball of 1–90; the exact number, odd/even, low (1–45)/high (46–90), or a ten (1 = 1–10 … 9 = 81–90). */
export const numberSelectionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("exact"), number: ball }),
  z.object({ type: z.literal("parity"), value: z.enum(["odd", "even"]) }),
  z.object({ type: z.literal("range"), value: z.enum(["low", "high"]) }),
  z.object({ type: z.literal("tens"), value: z.number().int().min(1).max(9) }),
]);
export type NumberSelectionInput = z.infer<typeof numberSelectionSchema>;

export const selectionSchema = z.union([lottoSelectionSchema, numberSelectionSchema]);
export type SelectionInputContract = z.infer<typeof selectionSchema>;

/** A draw game's timetable in a site's settings: a draw every `every_seconds`, sales closing `close_seconds` before it. */
export const drawScheduleSchema = z.object({
  every_seconds: z
    .number()
    .int()
    .min(30)
    .max(7 * 86_400),
  close_seconds: z.number().int().min(5).max(3_600),
});
export type DrawSchedule = z.infer<typeof drawScheduleSchema>;

/**
 * settings.lotto: the paytables (multiples of the stake per winning line, stake included) and the
 * timetables. Lucky Number's multipliers are in hundredths (190 = 1.90×) so they stay integers.
 */
export const lottoSettingsSchema = z.looseObject({
  paytable: z
    .object({
      1: z.number().int().min(1),
      2: z.number().int().min(1),
      3: z.number().int().min(1),
      4: z.number().int().min(1),
      5: z.number().int().min(1),
    })
    .default({ 1: 40, 2: 240, 3: 2_100, 4: 6_000, 5: 44_000 }),
  number_paytable: z
    .object({
      exact: z.number().int().min(100),
      parity: z.number().int().min(100),
      range: z.number().int().min(100),
      tens: z.number().int().min(100),
    })
    .default({ exact: 8_500, parity: 190, range: 190, tens: 850 }),
  schedules: z
    .object({
      lucky5: drawScheduleSchema,
      lucky4: drawScheduleSchema,
      lucky3: drawScheduleSchema,
      number: drawScheduleSchema,
    })
    .default({
      lucky5: { every_seconds: 900, close_seconds: 60 },
      lucky4: { every_seconds: 600, close_seconds: 60 },
      lucky3: { every_seconds: 300, close_seconds: 30 },
      number: { every_seconds: 180, close_seconds: 15 },
    }),
  min_stake_per_line: amountSchema.default("0.10"),
  max_stake_per_ticket: amountSchema.default("1000.00"),
  /** How many lines one cart may hold (every line is a ticket at checkout). */
  max_cart_lines: z.number().int().min(1).max(500).default(50),
});
export type LottoSettings = z.infer<typeof lottoSettingsSchema>;

/**
 * A draw as the public sees it: upcoming (created, its hash published, sales not open yet) → open
 * (on sale) → closed (sales over) → drawn (numbers out) → settled (every ticket paid or lost).
 */
export const DRAW_STATUSES = ["upcoming", "open", "closed", "drawn", "settled"] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];

/** A draw as players see it: the seed's hash from the start, the seed and numbers once drawn. */
export const drawSchema = z.object({
  id: z.string(),
  game: z.enum(DRAW_GAMES),
  /** The draw's number within its game on this site (Lucky 5 #1234). */
  sequence: z.number().int(),
  status: z.enum(DRAW_STATUSES),
  opens_at: z.string(),
  closes_at: z.string(),
  draw_at: z.string(),
  server_seed_hash: z.string(),
  /** Revealed with the result; null before. */
  server_seed: z.string().nullable(),
  client_seed: z.string(),
  numbers: z.array(z.number().int()).nullable(),
  drawn_at: z.string().nullable(),
});
export type Draw = z.infer<typeof drawSchema>;

/** GET api/lotto/games: the site's enabled draw games, their rules and next open draws. */
export const drawGameInfoSchema = z.object({
  game: z.enum(DRAW_GAMES),
  product: z.string(),
  max_line_size: z.number().int(),
  schedule: drawScheduleSchema,
  next_draws: z.array(drawSchema),
});
export const drawGamesResponseSchema = z.object({
  /** The server's clock when answering: timers count down from the difference to the browser's. */
  server_time: z.string(),
  currency: z.string(),
  min_stake_per_line: moneyStringSchema,
  max_stake_per_ticket: moneyStringSchema,
  max_cart_lines: z.number().int(),
  paytable: lottoSettingsSchema.shape.paytable.unwrap(),
  number_paytable: lottoSettingsSchema.shape.number_paytable.unwrap(),
  games: z.array(drawGameInfoSchema),
});
export type DrawGamesResponse = z.infer<typeof drawGamesResponseSchema>;

/** GET api/lotto/draws: past results (newest first) of one game. */
export const drawsQuerySchema = z.object({
  game: z.enum(DRAW_GAMES).optional(),
  status: z.enum(DRAW_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});
export const drawsResponseSchema = z.object({
  items: z.array(drawSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

/** GET api/lotto/numbers: how often each number came in the last `draws` results (hot and cold). */
export const numberStatsQuerySchema = z.object({
  game: z.enum(DRAW_GAMES).default("lucky5"),
  draws: z.coerce.number().int().min(1).max(1_000).default(100),
});
export const numberStatsResponseSchema = z.object({
  game: z.enum(DRAW_GAMES),
  draws: z.number().int(),
  /** Index i is number i + 1. */
  counts: z.array(z.number().int()),
  hot: z.array(z.number().int()),
  cold: z.array(z.number().int()),
  /** Draws since each number last came (index i is number i + 1); null if not within the window. */
  last_seen: z.array(z.number().int().nullable()),
});

/** One line of the cart: a selection on one draw, staked per line. */
export const cartLineInputSchema = z.object({
  draw_id: z.string().min(1).max(40),
  selection: selectionSchema,
  stake_per_line: amountSchema,
  /**
   * The player's consent, given when adding: if this draw closes before checkout, the line plays
   * the game's next draw (same selection and stake). Off unless the player said so.
   */
  next_draw_if_closed: z.boolean().default(false),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

export const cartLineSchema = cartLineInputSchema.extend({
  id: z.string(),
  game: z.enum(DRAW_GAMES),
  lines: z.number().int(),
  total_stake: moneyStringSchema,
  closes_at: z.string(),
  /** False once its draw has closed: checkout moves it to the next draw (next_draw_if_closed) or leaves it out. */
  open: z.boolean(),
  /** The draw's number within its game (Lucky 3 #123), for the line's title. */
  draw_sequence: z.number().int().optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartResponseSchema = z.object({
  lines: z.array(cartLineSchema),
  total_stake: moneyStringSchema,
  currency: z.string(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** POST api/user/cart/merge: a visitor's browser cart added at login. */
export const cartMergeSchema = z.object({ lines: z.array(cartLineInputSchema).max(500) });

/**
 * POST api/user/cart/slip: a whole slip of lines added in one call and one transaction, all or
 * none: a refusal names every line it is about (`lines.<index>.<field>`), and nothing is added.
 */
export const cartSlipSchema = z.object({ lines: z.array(cartLineInputSchema).min(1).max(500) });
export type CartSlip = z.infer<typeof cartSlipSchema>;

/** The cart after a merge, and each browser line that was not added (index into the request's lines). */
export const cartMergeResponseSchema = cartResponseSchema.extend({
  refused: z.array(
    z.object({
      index: z.number().int(),
      draw_id: z.string(),
      /** The request field the refusal is about (draw_id, selection, stake_per_line, cart). */
      field: z.string(),
      message: z.string(),
    }),
  ),
});
export type CartMergeResponse = z.infer<typeof cartMergeResponseSchema>;

/** POST api/user/cart/checkout: the key makes a replayed checkout buy nothing twice. */
export const checkoutSchema = z.object({
  idempotency_key: z.string().min(8).max(100),
});

/** A ticket: one cart line bought, with its lines once settled. */
export const TICKET_STATUSES = ["open", "won", "lost", "void"] as const;
export const ticketSchema = z.object({
  id: z.string(),
  draw: drawSchema,
  selection: selectionSchema,
  lines: z.number().int(),
  stake_per_line: moneyStringSchema,
  total_stake: moneyStringSchema,
  status: z.enum(TICKET_STATUSES),
  winning_lines: z.number().int(),
  payout: moneyStringSchema,
  placed_at: z.string(),
  settled_at: z.string().nullable(),
  /** The draw its cart line was added for, when that draw closed before checkout and the line moved to this one. */
  moved_from_draw: z.object({ id: z.string(), sequence: z.number().int() }).nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/**
 * GET api/user/tickets/:id: the ticket with every line listed. `won` is null until the draw's
 * numbers are known. A Lucky Number ticket has one line: the numbers its bet covers.
 */
export const ticketDetailSchema = ticketSchema.extend({
  line_list: z.array(z.object({ numbers: z.array(z.number().int()), won: z.boolean().nullable() })),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/**
 * Why checkout left a line of the cart out (it stays in the cart, and nothing was paid for it):
 * its draw closed and the player had not agreed to the next draw; or they had, but no next draw
 * of the game sells now; or the next draw refuses the line (the game's rules or the site's stake
 * limits changed); or its draw does not sell for another reason (the game switched off).
 * `message` says it in English with the details.
 */
export const LEFT_OUT_REASONS = ["draw_closed", "no_next_draw", "next_draw_refused", "not_on_sale"] as const;
export const checkoutLeftOutSchema = z.object({
  line_id: z.string(),
  game: z.enum(DRAW_GAMES),
  draw_id: z.string(),
  draw_sequence: z.number().int(),
  selection: selectionSchema,
  reason: z.enum(LEFT_OUT_REASONS),
  message: z.string(),
});
export type CheckoutLeftOut = z.infer<typeof checkoutLeftOutSchema>;

export const checkoutResponseSchema = z.object({
  checkout_id: z.string(),
  tickets: z.array(ticketSchema),
  total_stake: moneyStringSchema,
  /** The cart's lines not bought, each with why; they stay in the cart. */
  left_out: z.array(checkoutLeftOutSchema),
});

/** GET api/user/mybets?variant=ticket (spec §7: the ticket variant has no tab). */
export const ticketsQuerySchema = z.object({
  variant: z.literal("ticket"),
  bet_id: z.string().max(100).optional(),
  game_status: z.enum(TICKET_STATUSES).optional(),
  date_from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  date_to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});
export const ticketsResponseSchema = z.object({
  items: z.array(ticketSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

import { z } from "zod";

/*
 * The seamless wallet between the game aggregator (apps/games) and the platform (apps/api), as
 * Hub88-style aggregators define it (REFERENCES.md §Seamless wallet): the aggregator calls the
 * operator's balance, bet, win and rollback. Every call is a POST of JSON to
 * `<wallet url>/{balance|bet|win|rollback}` (the platform serves them at /api/wallet/...), signed
 * with the operator's secret (see `server.ts`: signWalletBody / verifyWalletSignature).
 *
 * Amounts are integers of the currency's minor units (KES cents, UGX shillings). A money call
 * carries the aggregator's transaction id, applied at most once: the same id with the same body
 * answers the first answer again; with another body it is RS_ERROR_DUPLICATE_TRANSACTION.
 */

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(operator secret, t + "." + raw body)>`. */
export const WALLET_SIGNATURE_HEADER = "x-bv-signature";
/** The operator (brand) the call is for: the site's code. */
export const WALLET_OPERATOR_HEADER = "x-bv-operator";
/** A signature older (or further ahead) than this is refused: a replay, or a bad clock. */
export const WALLET_SIGNATURE_TOLERANCE_S = 300;

/**
 * The most one call may move, in minor units: 10^12 (ten billion KES; far above any stake or win a
 * game publishes). Refused above it with RS_ERROR_LIMIT_EXCEEDED.
 */
export const MAX_WALLET_CALL_AMOUNT = 1_000_000_000_000;
/**
 * The most a player's balance (cash, or promo credit) may hold, in minor units: 10^14, ninety times
 * below 2^53, so a balance, cash + promo, and their sum with one call's amount all stay exact as a
 * JSON number and a JavaScript number. The database refuses a balance above it (a CHECK on the
 * ledger's accounts); a call that would pass it is RS_ERROR_LIMIT_EXCEEDED.
 */
export const MAX_BALANCE = 100_000_000_000_000;

export const WALLET_ERROR_CODES = [
  /**
   * The stake is more than the player has, or a win to roll back is more than the balances it
   * credited still hold (not kept: the same rollback is judged again). Carries the real balance.
   */
  "RS_ERROR_NOT_ENOUGH_MONEY",
  /** The launch token is not one the platform issued (or its session ended). */
  "RS_ERROR_INVALID_TOKEN",
  /** The launch token is past its expiry (balance and bet only: never for win or rollback). */
  "RS_ERROR_TOKEN_EXPIRED",
  /** The player is deactivated, excluded or on a time-out. */
  "RS_ERROR_USER_DISABLED",
  /** The call's currency is not the player's. */
  "RS_ERROR_WRONG_CURRENCY",
  /** This transaction id was used before with another body. */
  "RS_ERROR_DUPLICATE_TRANSACTION",
  /** Missing, malformed, stale or wrong signature, or an unknown operator. */
  "RS_ERROR_INVALID_SIGNATURE",
  /** The bet (or win) was rolled back before it arrived: it is refused and moves nothing. */
  "RS_ERROR_TRANSACTION_ROLLED_BACK",
  /**
   * A win that names a bet the platform never applied (or a bet of another round or player), or a
   * rollback that names something other than a bet or the win that closed its round (or one of
   * another round or player). A rollback of a call never received is not refused: it is recorded,
   * answers success, and the call is refused if it arrives later.
   */
  "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
  /**
   * The round already has a win: no more bets, and no rollback of its bets. Or it is closed (a zero
   * win, or a win with round_closed): no more wins either, until a rollback of that closing win
   * reopens it (a corrected result); this refusal of a win is not kept, the same win is judged
   * again.
   */
  "RS_ERROR_ROUND_SETTLED",
  /** The body does not match the contract. */
  "RS_ERROR_WRONG_TYPES",
  /** A bet on a game the platform has not enabled (it knows no maximum win for it). */
  "RS_ERROR_INVALID_GAME",
  /**
   * A win that would take the round's wins past its stakes × the game's maximum multiplier, or past
   * the site's maximum win per bet. Refused, kept (a retry hears it again) and alerted.
   */
  "RS_ERROR_WIN_LIMIT_EXCEEDED",
  /** An amount above MAX_WALLET_CALL_AMOUNT, or one that would take a balance past MAX_BALANCE. */
  "RS_ERROR_LIMIT_EXCEEDED",
  "RS_ERROR_UNKNOWN",
] as const;
export type WalletErrorCode = (typeof WALLET_ERROR_CODES)[number];

/** The HTTP status the platform answers with each code (a 5xx means "maybe applied: retry"). */
export const WALLET_ERROR_STATUS: Record<WalletErrorCode, number> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 402,
  RS_ERROR_INVALID_TOKEN: 401,
  RS_ERROR_TOKEN_EXPIRED: 401,
  RS_ERROR_USER_DISABLED: 403,
  RS_ERROR_WRONG_CURRENCY: 422,
  RS_ERROR_DUPLICATE_TRANSACTION: 409,
  RS_ERROR_INVALID_SIGNATURE: 401,
  RS_ERROR_TRANSACTION_ROLLED_BACK: 409,
  RS_ERROR_TRANSACTION_DOES_NOT_EXIST: 404,
  RS_ERROR_ROUND_SETTLED: 409,
  RS_ERROR_WRONG_TYPES: 400,
  RS_ERROR_INVALID_GAME: 403,
  RS_ERROR_WIN_LIMIT_EXCEEDED: 422,
  RS_ERROR_LIMIT_EXCEEDED: 422,
  RS_ERROR_UNKNOWN: 500,
};

/**
 * Exact JSON integers. Calls above MAX_WALLET_CALL_AMOUNT still parse, to be refused with their own
 * code; answers stay far below the bound (balances are at most MAX_BALANCE each).
 */
const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const transactionId = z.string().regex(/^[A-Za-z0-9:_-]{1,100}$/);
const common = {
  /** Unique per HTTP request (a retry of a call sends a new one); echoed back. */
  request_id: z.string().min(1).max(100),
  /** The launch token the platform minted for the player (GET /api/aggregator/account). */
  token: z.string().min(1).max(2000),
};
const round = {
  transaction_id: transactionId,
  round_id: z.string().min(1).max(100),
  /** The game's slug at the aggregator; kept for the player's history and game recall. */
  game: z.string().min(1).max(100),
};

export const walletBalanceRequestSchema = z.object({ ...common, game: z.string().max(100).optional() });

export const walletBetRequestSchema = z.object({
  ...common,
  ...round,
  amount: minorUnits,
  currency: z.string().length(3),
  /** The game's display name, for the player's bets; without it the platform titles the slug. */
  game_name: z.string().min(1).max(100).optional(),
});

export const walletWinRequestSchema = z.object({
  ...common,
  ...round,
  /** Zero closes a lost round (Hub88: a zero win is a round-closing notice). */
  amount: minorUnits,
  currency: z.string().length(3),
  /** The bet this win pays out. */
  reference_transaction_id: transactionId,
  /** This is the round's last win: later wins of the round are RS_ERROR_ROUND_SETTLED. */
  round_closed: z.boolean().optional(),
});

export const walletRollbackRequestSchema = z.object({
  ...common,
  ...round,
  /**
   * The bet to reverse, or the win that closed the round: a resettlement takes that win back from
   * the balances it credited (all or nothing, never below zero) and reopens the round for the
   * corrected settlement's win. Anything else is RS_ERROR_TRANSACTION_DOES_NOT_EXIST.
   */
  reference_transaction_id: transactionId,
});

export type WalletBalanceRequest = z.infer<typeof walletBalanceRequestSchema>;
export type WalletBetRequest = z.infer<typeof walletBetRequestSchema>;
export type WalletWinRequest = z.infer<typeof walletWinRequestSchema>;
export type WalletRollbackRequest = z.infer<typeof walletRollbackRequestSchema>;

/** What every successful call answers: the player and the balances after it. */
export const walletAnswerSchema = z.object({
  request_id: z.string(),
  /** The platform's opaque id of the player for this operator. */
  user_id: z.string(),
  currency: z.string().length(3),
  /** cash + promo: what the game may stake. */
  balance: minorUnits,
  cash: minorUnits,
  promo: minorUnits,
  /** The money calls: the transaction this answer is about (the first answer on a replay). */
  transaction_id: z.string().optional(),
  /**
   * How the amount was split: bet, drawn from cash first, then promo credit; win, paid back in the
   * proportion its bet was funded; rollback, exactly what its bet took from each (of a win, what
   * the win credited to each).
   */
  cash_amount: minorUnits.optional(),
  promo_amount: minorUnits.optional(),
});
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;

export const walletSuccessSchema = z.object({ status: z.literal("success"), data: walletAnswerSchema });
export type WalletSuccess = z.infer<typeof walletSuccessSchema>;

/** The spec's error envelope with the wallet's code (and the real balance when it is known). */
export const walletErrorSchema = z.object({
  status: z.literal("error"),
  code: z.enum(WALLET_ERROR_CODES),
  message: z.string(),
  errors: z.array(z.object({ message: z.string() })),
  balance: minorUnits.optional(),
  currency: z.string().optional(),
});
export type WalletError = z.infer<typeof walletErrorSchema>;

import { AggregatorError } from "../api.ts";
import type { CrashMessageKey } from "./crash-messages.ts";

export interface CrashProblem {
  key: CrashMessageKey;
  /** The API's own sentence, for a refusal the game has no words of its own for. */
  detail?: string;
  /** The real balance the wallet reported (not enough money). */
  balance?: number;
  /** Only a new page (a new launch token) can help. */
  reload: boolean;
  /**
   * The answer never came (no connection, a timeout): what became of the request is unknown, so
   * the page asks the server for the bet as it now is instead of guessing.
   */
  unknown: boolean;
}

/** The crash refusals (decision 040) and the wallet's, each with the words the player reads. */
const BY_CODE: Record<string, CrashMessageKey> = {
  RS_ERROR_ROUND_CRASHED: "crash.error.crashed",
  RS_ERROR_ROUND_NOT_STARTED: "crash.error.not_started",
  RS_ERROR_TOO_EARLY: "crash.error.too_early",
  RS_ERROR_BET_REFUNDED: "crash.error.refunded",
  RS_ERROR_BET_CLOSED: "crash.error.closed",
  RS_ERROR_BET_NOT_FOUND: "crash.error.not_found",
  RS_ERROR_SLOT_TAKEN: "crash.error.slot_taken",
  RS_ERROR_WRONG_BET: "crash.error.wrong_bet",
  RS_ERROR_WRONG_AUTO_CASH_OUT: "crash.error.auto",
  RS_ERROR_CRASH_NOT_READY: "crash.error.not_ready",
  RS_ERROR_BET_UNCONFIRMED: "crash.error.unconfirmed",
  RS_ERROR_BET_PENDING: "crash.error.pending",
  RS_ERROR_NOT_ENOUGH_MONEY: "crash.error.funds",
  RS_ERROR_LIMIT_EXCEEDED: "crash.error.limit",
  RS_ERROR_USER_DISABLED: "crash.error.disabled",
  RS_ERROR_WALLET_UNAVAILABLE: "crash.error.wallet",
};

/** An API failure as the player reads it. */
export function crashProblem(error: unknown): CrashProblem {
  const plain = { reload: false, unknown: false };
  if (!(error instanceof AggregatorError)) return { key: "crash.error.generic", ...plain };
  const code = error.code.toUpperCase();
  if (code === "NETWORK") return { key: "crash.error.network", reload: false, unknown: true };
  if (/TOKEN_EXPIRED|INVALID_TOKEN|SESSION_(EXPIRED|NOT_FOUND|CLOSED)/.test(code) || error.status === 401)
    return { key: "crash.error.expired", reload: true, unknown: false };
  const known = BY_CODE[code];
  if (known) {
    return {
      key: known,
      ...(known === "crash.error.funds" && error.balance !== undefined ? { balance: error.balance } : {}),
      ...plain,
    };
  }
  if (error.status === 429 || /TOO_FAST|TOO_MANY|RATE_LIMIT/.test(code))
    return { key: "crash.error.too_fast", ...plain };
  // A 5xx without an envelope: the request may or may not have been done.
  if (code.startsWith("HTTP_5")) return { key: "crash.error.network", reload: false, unknown: true };
  return error.message
    ? { key: "crash.error.detail", detail: error.message, ...plain }
    : { key: "crash.error.generic", ...plain };
}

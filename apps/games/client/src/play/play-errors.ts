import { AggregatorError } from "../api.ts";
import type { MessageKey } from "../i18n/messages.ts";

export interface PlayError {
  /** The message's key. */
  key: MessageKey;
  /** The API's own sentence, for an error the game has no words of its own for. */
  detail?: string;
  /** The real balance the wallet reported (not enough money). */
  balance?: number;
  /** Only a new page (a new launch token) can help. */
  reload: boolean;
}

/**
 * An API failure as the player reads it: not enough money (with the real balance), an expired or
 * unknown launch token ("reload the page"), too fast, a spin already running in another tab or game
 * (one spin at a time), no connection, or the API's own message.
 */
export function playError(error: unknown): PlayError {
  if (!(error instanceof AggregatorError)) return { key: "play.error.generic", reload: false };
  const code = error.code.toUpperCase();
  if (/NOT_ENOUGH_MONEY|INSUFFICIENT/.test(code))
    return {
      key: "play.error.funds",
      ...(error.balance === undefined ? {} : { balance: error.balance }),
      reload: false,
    };
  if (/TOKEN_EXPIRED|INVALID_TOKEN|SESSION_(EXPIRED|NOT_FOUND|CLOSED)/.test(code) || error.status === 401)
    return { key: "play.error.expired", reload: true };
  // Checked before the other 429s: the player's spin in another tab or game, not this one's.
  if (code === "RS_ERROR_SPIN_IN_PROGRESS") return { key: "play.error.one_spin", reload: false };
  if (error.status === 429 || /TOO_FAST|TOO_MANY|RATE_LIMIT/.test(code))
    return { key: "play.error.too_fast", reload: false };
  if (/USER_DISABLED|BLOCKED/.test(code)) return { key: "play.error.disabled", reload: false };
  if (code === "NETWORK") return { key: "play.error.network", reload: false };
  return error.message
    ? { key: "play.error.detail", detail: error.message, reload: false }
    : { key: "play.error.generic", reload: false };
}

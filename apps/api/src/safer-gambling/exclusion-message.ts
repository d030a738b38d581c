import { HttpError } from "../http/http-error.ts";
import type { ExclusionInForce } from "../users/exclusion-in-force.ts";

/** "2026-11-01 10:05 UTC": unambiguous for any reader, and the web reads it back to show it locally. */
export function utcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

const AFTER = {
  login: "You can log in again after that.",
  deposit: "Deposits are not possible before then.",
  register: "You cannot open an account before then.",
} as const;

/**
 * What a player on a time-out or self-excluded hears when trying to log in, deposit or open an
 * account (on any brand of the operator: operator-exclusion.ts); the web recognises these
 * sentences and says them in the player's language.
 */
export function exclusionMessage(exclusion: ExclusionInForce, refused: keyof typeof AFTER): string {
  const until = utcMinute(exclusion.until);
  const what =
    exclusion.kind === "time_out"
      ? `You are taking a break from gambling until ${until}.`
      : `You have excluded yourself from gambling until ${until}.`;
  return `${what} ${AFTER[refused]}`;
}

/** 403: the account exists (and the password was right), but the player chose not to play now. */
export function excludedError(exclusion: ExclusionInForce, refused: keyof typeof AFTER): HttpError {
  return new HttpError(403, exclusionMessage(exclusion, refused));
}

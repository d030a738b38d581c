import { exclusionInForce } from "./exclusion-in-force.ts";
import type { UserRow } from "./user-view.ts";

/**
 * Whether a marketing message (a promotion, an offer) may be sent to this player now: not to a
 * closed account, nor during a time-out or self-exclusion (users.play_blocked_until, the same
 * field that refuses their login and stakes). Service messages (a payment's outcome, a security
 * notice) are always sent.
 */
export function marketingAllowed(
  user: Pick<UserRow, "deactivatedAt" | "playBlockedUntil" | "playBlockKind">,
  now: Date,
): boolean {
  return !user.deactivatedAt && exclusionInForce(user, now) === null;
}

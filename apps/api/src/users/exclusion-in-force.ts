import type { ExclusionKind } from "@platform/contracts";
import type { UserRow } from "./user-view.ts";

export interface ExclusionInForce {
  kind: ExclusionKind;
  until: Date;
}

/**
 * The player's time-out or self-exclusion at `now`, or null. It ends by itself when its date has
 * gone by: nothing has to run for a player to be let back in, and nothing can lift it earlier.
 */
export function exclusionInForce(
  user: Pick<UserRow, "playBlockedUntil" | "playBlockKind">,
  now: Date,
): ExclusionInForce | null {
  const until = user.playBlockedUntil;
  if (!until || until.getTime() <= now.getTime()) return null;
  return { kind: user.playBlockKind === "time_out" ? "time_out" : "self_exclusion", until };
}

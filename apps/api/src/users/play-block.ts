import type { Database } from "../db/database.ts";
import { exclusionOnAnyBrand } from "../safer-gambling/operator-exclusion.ts";
import type { Site } from "../sites/site-repository.ts";
import { exclusionInForce } from "./exclusion-in-force.ts";
import type { UserRow } from "./user-view.ts";

/**
 * Why a player may not stake money now, or null. Login refuses a deactivated account the same
 * way; a site that requires FICA to play refuses stakes until it is approved (the web app's guard
 * sends such a player to the FICA page, this is the server's side of it). A time-out or a
 * self-exclusion refuses stakes until its end date, whatever session or token still exists;
 * every product that takes a stake asks.
 */
export type PlayBlock = "deactivated" | "time_out" | "self_excluded" | "fica_required";

export function playBlock(user: UserRow, site: Site, now: Date = new Date()): PlayBlock | null {
  if (user.deactivatedAt) return "deactivated";
  const exclusion = exclusionInForce(user, now);
  if (exclusion) return exclusion.kind === "time_out" ? "time_out" : "self_excluded";
  if (site.settings.required_fica_to_play && !user.approvedFicaStatus) return "fica_required";
  return null;
}

/** A play block and, for an exclusion, its end date (the refusal names it). */
export interface PlayRefusal {
  block: PlayBlock;
  until: Date | null;
}

/**
 * playBlock, with the exclusions taken on the operator's other brands as well: the stake paths
 * ask this, so a session opened on this brand before the player excluded on another one stakes
 * nothing. A site without an operator reads nothing more than playBlock.
 */
export async function playRefusal(
  db: Pick<Database, "select">,
  user: UserRow,
  site: Site,
  now: Date,
): Promise<PlayRefusal | null> {
  if (user.deactivatedAt) return { block: "deactivated", until: null };
  const exclusion = await exclusionOnAnyBrand(db, site, user, now);
  if (exclusion)
    return { block: exclusion.kind === "time_out" ? "time_out" : "self_excluded", until: exclusion.until };
  const block = playBlock(user, site, now);
  return block ? { block, until: null } : null;
}

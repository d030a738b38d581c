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

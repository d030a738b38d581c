import type { Exclusion } from "@platform/contracts";

/** The page that tells a player just logged out by a time-out or self-exclusion until when. */
export function excludedPath(exclusion: Pick<Exclusion, "kind" | "ends_at">): string {
  return `/excluded?${new URLSearchParams({ kind: exclusion.kind, until: exclusion.ends_at })}`;
}

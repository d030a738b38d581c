import { MOBILE_BREAKPOINT_PX } from "@platform/contracts/client";

/** Spec §4: mobile when the window is 768 px wide or less. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

type MatchMedia = (
  query: string,
) => Pick<MediaQueryList, "matches" | "addEventListener" | "removeEventListener">;

/** A useSyncExternalStore source for one media query: it notifies only when the match flips. */
export function mediaQueryStore(matchMedia: MatchMedia, query: string) {
  const list = matchMedia(query);
  return {
    subscribe(onChange: () => void): () => void {
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    getSnapshot: (): boolean => list.matches,
  };
}

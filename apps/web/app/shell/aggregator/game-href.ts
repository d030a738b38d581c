/**
 * Where a game leads: the crash game plays on its own page (spec §2 /crash, issue 18); every other
 * game has its detail page, /games/{slug}. The lobby's cards, the home's game sections and the big
 * wins all link through this.
 */
export const CRASH_GAME_SLUG = "crash";
export const CRASH_PATH = "/crash";

export function gameHref(slug: string): string {
  return slug === CRASH_GAME_SLUG ? CRASH_PATH : `/games/${encodeURIComponent(slug)}`;
}

import type { DrawGame } from "@platform/contracts";
import type { draws } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";
import { isDrawGame, isDrawGameEnabled } from "./draw-games.ts";

/* A draw as the cart, checkout and tickets speak of it: its name, and whether it sells now. */

export type DrawRow = typeof draws.$inferSelect;

const GAME_NAMES: Readonly<Record<DrawGame, string>> = {
  lucky5: "Lucky 5",
  lucky4: "Lucky 4",
  lucky3: "Lucky 3",
  number: "Lucky Number",
};

export function drawGameName(game: string): string {
  return GAME_NAMES[game as DrawGame] ?? game;
}

/** "Lucky 3 #123": how messages name a draw. */
export function drawTitle(draw: Pick<DrawRow, "game" | "sequence">): string {
  return `${drawGameName(draw.game)} #${draw.sequence}`;
}

function gameOnSale(site: Site, game: string): boolean {
  return isDrawGame(game) && isDrawGameEnabled(site.settings, game);
}

/** "21:04" in the site's time zone. */
function clockTime(site: Site, at: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: site.settings.time_zone,
    hour: "2-digit",
    minute: "2-digit",
  }).format(at);
}

/**
 * The draw's sales are over while its game still sells on this site: the case in which a cart
 * line the player agreed to move plays the game's next draw instead.
 */
export function drawClosed(site: Site, draw: DrawRow, now: Date): boolean {
  return gameOnSale(site, draw.game) && (draw.status !== "open" || draw.closesAt.getTime() <= now.getTime());
}

/**
 * Why the draw sells no ticket at `now`, in words for the player, or null while it is on sale. The
 * injected clock decides, the same one everywhere in the cart and checkout, so "closed" means the
 * same thing to the line a player adds and to the checkout that buys it.
 */
export function notOnSale(site: Site, draw: DrawRow, now: Date): string | null {
  const title = drawTitle(draw);
  if (!gameOnSale(site, draw.game)) return `${drawGameName(draw.game)} is not available on this site.`;
  if (draw.status !== "open" || draw.closesAt.getTime() <= now.getTime())
    return `The draw ${title} closed at ${clockTime(site, draw.closesAt)}.`;
  if (draw.opensAt.getTime() > now.getTime())
    return `Sales for the draw ${title} open at ${clockTime(site, draw.opensAt)}.`;
  return null;
}

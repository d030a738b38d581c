import { secondsUntil } from "../../shell/server-clock.ts";

/*
 * A draw sells from opens_at to closes_at on the server's clock (see shell/server-clock.ts).
 */

/** A draw's sales window: from opens_at (when the game's previous draw is made) to closes_at. */
export interface SalesWindow {
  opens_at: string;
  closes_at: string;
}

/** Whether a draw sells now, by the server's clock. */
export function isOpen(draw: SalesWindow, browserNow: number, offset: number): boolean {
  return (
    secondsUntil(draw.opens_at, browserNow, offset) === 0 &&
    secondsUntil(draw.closes_at, browserNow, offset) > 0
  );
}

/** Where a draw stands now: not on sale yet, on sale, or closed. */
export function salesState(
  draw: SalesWindow,
  browserNow: number,
  offset: number,
): "soon" | "open" | "closed" {
  if (secondsUntil(draw.closes_at, browserNow, offset) === 0) return "closed";
  return secondsUntil(draw.opens_at, browserNow, offset) > 0 ? "soon" : "open";
}

/**
 * The draw to sell on: the one chosen while it sells, else the first that sells (the chosen draw
 * closed under the player's eyes), else none: between a draw's close and its drawing no draw of
 * the game sells, and the next one opens when that draw is made.
 */
export function drawToSell<T extends SalesWindow & { id: string }>(
  draws: readonly T[],
  chosenId: string | null,
  browserNow: number,
  offset: number,
): T | null {
  const open = draws.filter((draw) => isOpen(draw, browserNow, offset));
  return open.find((draw) => draw.id === chosenId) ?? open[0] ?? null;
}

/*
 * The draw timer counts down to the close time the server set, on the server's clock: a browser
 * whose clock is minutes off must still close the draw when the server does. The offset is taken
 * once, from the server_time of the answer and the browser's clock when it arrived.
 */

/** Milliseconds to add to the browser's clock to read the server's. */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Whole seconds left until `at` on the server's clock, never below 0 (a partial second counts). */
export function secondsUntil(at: string, browserNow: number, offset: number): number {
  const target = Date.parse(at);
  if (Number.isNaN(target)) return 0;
  return Math.max(0, Math.ceil((target - (browserNow + offset)) / 1000));
}

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

/** 3725 → "1:02:05", 125 → "2:05". */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor(s / 60) % 60;
  const rest = String(s % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

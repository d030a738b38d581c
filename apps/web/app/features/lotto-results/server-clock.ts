/*
 * Draw timers count down to the API's closes_at, on the API's clock: the browser's clock may be
 * minutes off, so each page measures the difference once (server_time against Date.now() when the
 * answer arrives) and corrects every tick with it.
 */

/** Milliseconds to add to the browser's clock to read the server's; 0 when server_time is unreadable. */
export function clockOffset(serverTime: string, browserNow: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - browserNow : 0;
}

/** Whole seconds until `instant` on the server's clock (rounded up, never below 0). */
export function secondsUntil(instant: string, offset: number, browserNow: number): number {
  const target = Date.parse(instant);
  if (!Number.isFinite(target)) return 0;
  return Math.max(0, Math.ceil((target - (browserNow + offset)) / 1000));
}

/** 65 → "1:05", 3_725 → "1:02:05", 90_000 → "25:00:00". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor(whole / 60) % 60;
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

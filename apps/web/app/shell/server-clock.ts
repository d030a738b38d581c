/*
 * Draw timers count down to the API's instants (closes_at, opens_at, draw_at) on the API's clock: a
 * browser whose clock is minutes off must still close the draw when the server does. The offset is
 * measured once per answer, from its server_time and the browser's clock when it arrived.
 */

/**
 * A visitor's page may come from the page cache (apps/web/server/page-cache.ts), rendered `age` ms
 * before it was sent: a server_time it carries was that much older on arrival. Answers fetched
 * later were rendered after it, so their server_time is past `renderedAt` and needs nothing.
 */
interface CachedPageStamp {
  renderedAt: number;
  age: number;
}

function cachedPageAge(serverMs: number): number {
  const stamp = (globalThis as { __cachedPage?: CachedPageStamp }).__cachedPage;
  return stamp && serverMs <= stamp.renderedAt ? stamp.age : 0;
}

/** Milliseconds to add to the browser's clock to read the server's; 0 when server_time is unreadable. */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server + cachedPageAge(server) - receivedAt : 0;
}

/** Whole seconds left until `at` on the server's clock, never below 0 (a partial second counts). */
export function secondsUntil(at: string, browserNow: number, offset: number): number {
  const target = Date.parse(at);
  if (!Number.isFinite(target)) return 0;
  return Math.max(0, Math.ceil((target - (browserNow + offset)) / 1000));
}

/** 125 → "2:05", 3725 → "1:02:05", 90_000 → "25:00:00". */
export function formatTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor(whole / 60) % 60;
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

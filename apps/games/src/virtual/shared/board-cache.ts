import { Cache } from "@platform/server/cache";
import type { Clock } from "../../shared/clock.ts";

/**
 * How long a virtual board is served without reading the database again. Every page polls its
 * board; a second-old answer costs nothing in money because placement re-reads each leg's price and
 * market status in its own transaction (decision 048 §The close), and the page sets its clock from
 * the answer's `server_time`, which is cached with it.
 */
export const BOARD_CACHE_MS = 1_000;

/**
 * A board's cache: one entry per key, concurrent misses sharing one read (the server kit's Cache).
 * Its clock is the routes' own, so a test clock expires it as the server's clock does.
 */
export function boardCache<Board>(clock: Clock, ttlMs = BOARD_CACHE_MS): Cache<Board> {
  return new Cache<Board>({ ttlMs, max: 8, now: () => clock().getTime() });
}

import { useEffect, useState } from "react";
import { clockOffset } from "./server-clock.ts";

export interface ServerClock {
  /** The browser's clock, ticking each second. */
  now: number;
  /** Add to `now` to read the server's clock. */
  offset: number;
}

/**
 * The browser's clock ticking each second, with its offset from the server's measured when the
 * answer carrying `serverTime` arrived (a new answer, a new offset). The server render and the
 * first browser render both read `serverTime` itself, so hydration matches.
 */
export function useServerClock(serverTime: string): ServerClock {
  const [clock, setClock] = useState<ServerClock>(() => ({ now: Date.parse(serverTime) || 0, offset: 0 }));
  useEffect(() => {
    const offset = clockOffset(serverTime, Date.now());
    const tick = () => setClock({ now: Date.now(), offset });
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [serverTime]);
  return clock;
}

/** The server's clock now, in milliseconds. */
export function serverNow(clock: ServerClock): number {
  return clock.now + clock.offset;
}

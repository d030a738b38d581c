import { useEffect, useState } from "react";
import { clockOffset } from "./server-clock.ts";

/**
 * The server's clock, ticking every second in the browser. The server render and the first
 * browser render both read `serverTime` itself, so hydration matches; the effect then measures
 * the browser's offset once per answer and ticks from there.
 */
export function useServerNow(serverTime: string): number {
  const [now, setNow] = useState(() => Date.parse(serverTime) || 0);
  useEffect(() => {
    const offset = clockOffset(serverTime, Date.now());
    setNow(Date.now() + offset);
    const timer = window.setInterval(() => setNow(Date.now() + offset), 1000);
    return () => window.clearInterval(timer);
  }, [serverTime]);
  return now;
}

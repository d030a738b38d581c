import { useEffect, useState } from "react";
import type { SessionClock } from "../../shell/types.ts";

interface Anchor {
  clock: SessionClock;
  /** The browser's time when this answer arrived. */
  at: number;
  now: number;
}

/**
 * Seconds since the session began on the server, ticking each second. The server's count is the
 * anchor and the browser only adds the time since it arrived, so a wrong clock on the device
 * does not matter and a reload carries on from the server's start. The server render and the
 * first render in the browser both show the server's count (no hydration mismatch); ticking
 * starts after hydration.
 */
export function useSessionElapsed(clock: SessionClock | null | undefined): number | null {
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  useEffect(() => {
    if (!clock) return;
    const at = Date.now();
    setAnchor({ clock, at, now: at });
    const timer = setInterval(() => {
      setAnchor((current) => (current?.clock === clock ? { ...current, now: Date.now() } : current));
    }, 1000);
    return () => clearInterval(timer);
  }, [clock]);
  if (!clock) return null;
  if (anchor?.clock !== clock) return clock.elapsed_seconds;
  return clock.elapsed_seconds + Math.max(0, Math.floor((anchor.now - anchor.at) / 1000));
}

/** 754 → "00:12:34"; hours keep counting past 99. */
export function formatElapsed(seconds: number): string {
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

import { useEffect, useState } from "react";

/**
 * Counts `seconds` down to 0 once the page runs in the browser (the server renders the start);
 * a new `restartKey` (a code sent again) starts the count over.
 */
export function useCountdown(seconds: number | undefined, restartKey?: unknown): number {
  const [left, setLeft] = useState(seconds ?? 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new restartKey restarts the count.
  useEffect(() => {
    setLeft(seconds ?? 0);
    if (!seconds || seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, restartKey]);
  return left;
}

/** 125 → "2:05". */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** How long after a draw's moment the page asks again, and how often while the answer is unchanged. */
const RETRY_MS = 5_000;

/**
 * Reloads the page's data once `due` (a moment on the server's clock, e.g. the earliest close
 * time shown) has passed, and again every few seconds while it stays passed: the scheduler closes
 * and draws on its own tick, so the first answer after the moment may still be the old one.
 */
export function useRefreshWhen(due: number | null, now: number): void {
  const revalidator = useRevalidator();
  const last = useRef(0);
  useEffect(() => {
    if (due === null || now < due + 1_000 || revalidator.state !== "idle") return;
    if (Date.now() - last.current < RETRY_MS) return;
    last.current = Date.now();
    void revalidator.revalidate();
  }, [due, now, revalidator]);
}

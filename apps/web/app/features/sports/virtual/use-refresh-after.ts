import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { clockOffset } from "../../../shell/server-clock.ts";

const RETRY_MS = 5_000;

/**
 * Reloads the page's data once `due` (an ISO instant: a match day's end) has passed on the server's
 * clock (`serverTime`, the answer's), and every few seconds after while `waiting` stays true: the
 * match day settles and reveals its seed on the aggregator's own tick, so the first answer after the
 * end may still be the old one.
 */
export function useRefreshAfter(due: string | null, waiting: boolean, serverTime: string | null): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    // `due` on the browser's clock: a browser minutes off still reloads when the server is done.
    const offset = serverTime ? clockOffset(serverTime, Date.now()) : 0;
    const at = due ? Date.parse(due) - offset : Number.NaN;
    if (!waiting || !Number.isFinite(at)) return;
    let timer = 0;
    const tick = () => {
      if (!document.hidden) void revalidate();
      timer = window.setTimeout(tick, RETRY_MS);
    };
    timer = window.setTimeout(tick, Math.max(at + 1_000 - Date.now(), RETRY_MS));
    return () => window.clearTimeout(timer);
  }, [due, waiting, serverTime, revalidate]);
}

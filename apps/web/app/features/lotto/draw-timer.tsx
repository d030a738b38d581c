import { useEffect, useMemo, useState } from "react";
import { useT } from "../../shell/use-shell.ts";
import { clockOffset, formatTimeLeft, secondsUntil } from "./draw-timer-clock.ts";

export interface ServerClock {
  /** The browser's clock, ticking each second. */
  now: number;
  /** Add to `now` to read the server's clock. */
  offset: number;
}

/**
 * The browser's clock ticking each second, with its offset from the server's taken when the
 * answer carrying `serverTime` arrived (a new answer, a new offset).
 */
export function useServerClock(serverTime: string): ServerClock {
  const offset = useMemo(() => clockOffset(serverTime, Date.now()), [serverTime]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);
  return { now, offset };
}

/**
 * Spec §2's draw timer: the time left until sales close, on the server's clock. At 0 it says the
 * draw is closed; the page then moves the slip to the next draw.
 */
export function DrawTimer({
  closesAt,
  clock,
  label,
}: {
  closesAt: string;
  clock: ServerClock;
  label?: string;
}) {
  const t = useT();
  const left = secondsUntil(closesAt, clock.now, clock.offset);
  return (
    <p className="lotto-timer" role="timer" data-closed={left === 0 || undefined}>
      <span className="lotto-timer__label">{label ?? t("lotto.closes_in")}</span>{" "}
      <span className="lotto-timer__value" suppressHydrationWarning>
        {left === 0 ? t("lotto.closed") : formatTimeLeft(left)}
      </span>
    </p>
  );
}

import { formatTimeLeft, secondsUntil } from "../../shell/server-clock.ts";
import type { ServerClock } from "../../shell/use-server-clock.ts";
import { useT } from "../../shell/use-shell.ts";

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

import { formatTimeLeft, secondsUntil } from "../../shell/server-clock.ts";
import { formatSiteDateTime } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";

/**
 * "Sales close in 0:42" to a draw's real closes_at, on the server's clock (`now`: serverNow
 * of useServerClock); the exact time stays readable next to it. At 0 it says the sales are closed.
 */
export function DrawTimer({ until, now, label }: { until: string; now: number; label: string }) {
  const t = useT();
  const { settings } = useShell();
  const left = secondsUntil(until, now, 0);
  return (
    <div className="draw-timer" data-closed={left === 0 || undefined}>
      <span className="draw-timer__label">{label}</span>
      {left > 0 ? (
        // role=timer is not announced on every tick; the label and the exact time say what it is.
        <span className="draw-timer__clock" role="timer" aria-label={`${label} ${formatTimeLeft(left)}`}>
          {formatTimeLeft(left)}
        </span>
      ) : (
        <span className="draw-timer__clock">{t("draws.sales_closed")}</span>
      )}
      <time className="draw-timer__at" dateTime={until}>
        {formatSiteDateTime(until, { format: settings.time_format, timeZone: settings.time_zone })}
      </time>
    </div>
  );
}

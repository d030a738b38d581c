import { formatTimeLeft } from "../../../shell/server-clock.ts";
import { formatSiteDateTime } from "../../../shell/site-date-time.ts";
import { useShell, useT } from "../../../shell/use-shell.ts";

/** "Betting closes in 0:42" on the server's clock (`now`), the exact kick-off time beside it. */
export function CloseCountdown({ closesAt, now }: { closesAt: string; now: number }) {
  const t = useT();
  const { settings } = useShell();
  const left = Math.max(0, Math.ceil((Date.parse(closesAt) - now) / 1000));
  const label = t("virtual.closes_in");
  return (
    <p className="virtual-countdown" data-closed={left === 0 || undefined}>
      {left > 0 ? (
        <>
          <span>{label}</span>{" "}
          {/* role=timer is not read out on every tick; the label says what it counts. */}
          <b
            className="virtual-countdown__clock"
            role="timer"
            aria-label={`${label} ${formatTimeLeft(left)}`}
          >
            {formatTimeLeft(left)}
          </b>
        </>
      ) : (
        <b>{t("virtual.betting_closed")}</b>
      )}{" "}
      <time dateTime={closesAt}>
        {formatSiteDateTime(closesAt, { format: settings.time_format, timeZone: settings.time_zone })}
      </time>
    </p>
  );
}

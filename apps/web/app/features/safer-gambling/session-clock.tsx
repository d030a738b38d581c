import { useT } from "../../shell/use-shell.ts";
import { formatElapsed } from "./use-session-elapsed.ts";

/**
 * The session's elapsed time in the header of every page a logged-in player sees (UKGC RTS 13).
 * role=timer is not announced on each tick; its name says what the time is.
 */
export function SessionClock({ elapsed }: { elapsed: number | null }) {
  const t = useT();
  if (elapsed === null) return null;
  const text = formatElapsed(elapsed);
  return (
    <p className="session-clock" role="timer" aria-label={t("safer.clock.label", { time: text })}>
      <span className="session-clock__caption" aria-hidden="true">
        {t("safer.clock.caption")}
      </span>{" "}
      <time className="session-clock__value" dateTime={`PT${elapsed}S`} aria-hidden="true">
        {text}
      </time>
    </p>
  );
}

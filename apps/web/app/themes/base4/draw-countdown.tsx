import { useEffect, useState } from "react";
import { useT } from "../../shell/use-shell.ts";

/** The daily draw closes at 18:00 UTC. */
const DRAW_HOUR_UTC = 18;
const DAY_MS = 86_400_000;
const UNITS = ["lotto.hours", "lotto.minutes", "lotto.seconds"] as const;

function secondsToDraw(now: number): number {
  const offset = DRAW_HOUR_UTC * 3_600_000;
  return Math.floor((DAY_MS - ((now - offset) % DAY_MS)) / 1000);
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** Ticks every second; the server renders its own time, so the digits may differ at hydration. */
export function DrawCountdown() {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const left = secondsToDraw(now);
  const values = [Math.floor(left / 3600), Math.floor(left / 60) % 60, left % 60];

  return (
    <div className="countdown" role="timer" aria-label={t("lotto.next_draw")}>
      <span className="countdown__label">{t("lotto.next_draw")}</span>
      <span className="countdown__clock">
        {UNITS.map((unit, index) => (
          <span key={unit} className="countdown__unit">
            <span className="countdown__value" suppressHydrationWarning>
              {pad(values[index] ?? 0)}
            </span>
            <span className="countdown__name">{t(unit)}</span>
          </span>
        ))}
      </span>
    </div>
  );
}

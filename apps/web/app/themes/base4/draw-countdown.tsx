import { isProductEnabled, type Product } from "@platform/contracts/client";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { LottoPageData } from "../../features/lotto/lotto-page.tsx";
import { secondsUntil } from "../../shell/server-clock.ts";
import { useServerClock } from "../../shell/use-server-clock.ts";
import { useShell, useT } from "../../shell/use-shell.ts";

const UNITS = ["lotto.hours", "lotto.minutes", "lotto.seconds"] as const;
const LOTTO_PRODUCTS: Product[] = ["5-90-lucky5", "5-90-lucky4", "5-90-lucky3"];

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/**
 * The hero's countdown to the site's next 5/90 draw, asked of the /lotto page's loader once the
 * home page runs in the browser (the home page's own answer stays the same for every theme).
 * Dashes until then, or where the site sells no 5/90 game.
 */
export function DrawCountdown() {
  const t = useT();
  const { settings } = useShell();
  const enabled = LOTTO_PRODUCTS.some((product) => isProductEnabled(settings, product));
  const { load, data, state } = useFetcher<LottoPageData>({ key: "hero-draw" });
  useEffect(() => {
    if (enabled && state === "idle" && !data) void load("/lotto");
  }, [enabled, state, data, load]);
  const clock = useServerClock(data?.draws.server_time ?? "");
  const draw = data?.draws.games[0]?.next_draws.find(
    (candidate) => secondsUntil(candidate.draw_at, clock.now, clock.offset) > 0,
  );
  const left = draw ? secondsUntil(draw.draw_at, clock.now, clock.offset) : null;
  const values = left === null ? null : [Math.floor(left / 3600), Math.floor(left / 60) % 60, left % 60];

  return (
    <div className="countdown" role="timer" aria-label={t("lotto.next_draw")}>
      <span className="countdown__label">{t("lotto.next_draw")}</span>
      <span className="countdown__clock">
        {UNITS.map((unit, index) => (
          <span key={unit} className="countdown__unit">
            <span className="countdown__value" suppressHydrationWarning>
              {values ? pad(values[index] ?? 0) : "--"}
            </span>
            <span className="countdown__name">{t(unit)}</span>
          </span>
        ))}
      </span>
    </div>
  );
}

import type { Draw } from "@platform/contracts";
import { formatSiteDate } from "../../shell/site-date-time.ts";
import type { ServerClock } from "../../shell/use-server-clock.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { DrawTimer } from "./draw-timer.tsx";
import { salesState } from "./sales-window.ts";

/** The draw's close time in the site's zone: "18:05". */
export function useDrawTime(): (instant: string) => string {
  const { settings } = useShell();
  return (instant) => formatSiteDate(instant, { format: "HH:mm", timeZone: settings.time_zone });
}

/**
 * Spec §2 draw selection: the game's next draws as radio buttons, each with its close time, and
 * the countdown of the one on sale. A draw sells from the moment the game's previous draw is made,
 * so the later ones are listed with their opening time, disabled, as is a draw that has closed;
 * between a close and the next opening the countdown is to that opening.
 */
export function DrawSelect({
  draws,
  selectedId,
  onSelect,
  clock,
}: {
  draws: readonly Draw[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  clock: ServerClock;
}) {
  const t = useT();
  const time = useDrawTime();
  const selected = draws.find((draw) => draw.id === selectedId);
  const next = draws.find((draw) => salesState(draw, clock.now, clock.offset) === "soon");
  return (
    <fieldset className="lotto-draws">
      <legend className="lotto-section__title">{t("lotto.draw")}</legend>
      {selected ? (
        <DrawTimer closesAt={selected.closes_at} clock={clock} />
      ) : next ? (
        <DrawTimer closesAt={next.opens_at} clock={clock} label={t("lotto.opens_in")} />
      ) : (
        <p className="lotto-timer" role="status">
          {t("lotto.no_open_draw")}
        </p>
      )}
      <div className="lotto-draws__list">
        {draws.map((draw) => {
          const state = salesState(draw, clock.now, clock.offset);
          const open = state === "open";
          return (
            <label key={draw.id} className="lotto-draw" data-open={open || undefined} data-state={state}>
              <input
                type="radio"
                name="draw_id"
                value={draw.id}
                checked={draw.id === selectedId}
                disabled={!open}
                onChange={() => onSelect(draw.id)}
              />
              <span className="lotto-draw__name">{t("lotto.draw_number", { number: draw.sequence })}</span>
              <span className="lotto-draw__time" suppressHydrationWarning>
                {state === "open"
                  ? t("lotto.closes_at", { time: time(draw.closes_at) })
                  : state === "soon"
                    ? t("lotto.opens_at", { time: time(draw.opens_at) })
                    : t("lotto.closed")}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

import type { BonusProgress as Progress } from "@platform/contracts";
import { formatSiteDate } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";

/**
 * A bonus and how far its wagering requirement is met (wagered / required, until when): a native
 * progress bar with its numbers in words, so a screen reader hears the same as the eye sees.
 */
export function BonusProgress({ progress }: { progress: Progress }) {
  const t = useT();
  const { settings } = useShell();
  const format = useFormatMoney();
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const state =
    progress.state === "converted"
      ? t("bonus.state.converted", { amount: format(progress.settled_amount ?? "0") })
      : t(`bonus.state.${progress.state}`);
  return (
    <div className="bonus-progress" data-state={progress.state} data-testid="bonus-progress">
      <p className="bonus-progress__head">
        <span className="bonus-progress__title">{progress.title}</span>
        <span className="bonus-progress__amount">{format(progress.amount)}</span>
      </p>
      <p className="bonus-progress__state">{state}</p>
      {progress.required !== "0" && !/^0(\.0+)?$/.test(progress.required) && (
        <>
          <progress
            className="bonus-progress__bar"
            max={100}
            value={progress.percent}
            aria-label={t("bonus.progress_label")}
          />
          <p className="bonus-progress__numbers">
            {t("bonus.progress", { wagered: format(progress.wagered), required: format(progress.required) })}
          </p>
        </>
      )}
      {progress.state === "active" && (
        <p className="form__hint">
          {t("bonus.expires", { date: formatSiteDate(progress.expires_at, clock) })}
        </p>
      )}
    </div>
  );
}

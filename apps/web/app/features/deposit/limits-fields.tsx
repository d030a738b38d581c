import type { DepositLimit, DepositLimitPeriod } from "@platform/contracts";
import { Field } from "../../shell/forms/field.tsx";
import { type FormResult, fieldError, previousValue } from "../../shell/forms/form-result.ts";
import { formatSiteDateTime } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";

/** The contracts' DEPOSIT_LIMIT_PERIODS, without shipping the schema library to the browser. */
const PERIODS: readonly DepositLimitPeriod[] = ["day", "week", "month"];

/**
 * The 24-hour, 7-day and 30-day deposit limits (UKGC RTS 12) as amount fields named `day`,
 * `week` and `month`; empty means no limit. Each says what was deposited in its window and any
 * raise waiting its 24 hours. `current_<period>` tells the server what the field showed, so
 * only what the player changed is sent.
 */
export function LimitsFields({
  limits,
  result,
}: {
  limits: readonly DepositLimit[];
  result: FormResult | undefined;
}) {
  const t = useT();
  const { settings } = useShell();
  const format = useFormatMoney();
  return (
    <div className="form limits-fields">
      {PERIODS.map((period) => {
        const limit = limits.find((item) => item.period === period);
        const shown = limit?.amount ?? "";
        const when = limit?.pending_from
          ? formatSiteDateTime(limit.pending_from, {
              format: settings.time_format,
              timeZone: settings.time_zone,
            })
          : null;
        return (
          <div key={period} className="limits-fields__item">
            <input type="hidden" name={`current_${period}`} value={shown} />
            <Field
              name={period}
              label={t(`limits.${period}`)}
              inputMode="decimal"
              autoComplete="off"
              prefix={settings.currency_symbol.trim()}
              placeholder={t("limits.none")}
              defaultValue={previousValue(result, period) ?? shown}
              error={fieldError(result, period)}
              hint={[
                t(`limits.used_${period}`, { amount: format(limit?.used ?? "0") }),
                when &&
                  (limit?.pending_amount
                    ? t("limits.pending", { amount: format(limit.pending_amount), time: when })
                    : t("limits.pending_removal", { time: when })),
              ]
                .filter(Boolean)
                .join(" ")}
            />
          </div>
        );
      })}
    </div>
  );
}

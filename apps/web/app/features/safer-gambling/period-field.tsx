import { useId } from "react";
import { useT } from "../../shell/use-shell.ts";

/** The periods of a time-out or self-exclusion as radios named `period`, in a labelled group. */
export function PeriodField({
  legend,
  periods,
  error,
}: {
  legend: string;
  periods: readonly string[];
  error: string | undefined;
}) {
  const t = useT();
  const id = useId();
  return (
    <fieldset
      className={`field field--radios safer-periods${error ? " field--invalid" : ""}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="field__options">
        {periods.map((period) => (
          <label key={period}>
            <input type="radio" name="period" value={period} required />
            {t(`safer.period.${period}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

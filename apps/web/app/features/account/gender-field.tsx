import { useId } from "react";
import { useT } from "../../shell/use-shell.ts";

/** Spec §3 gender: m or f, as radio buttons in a labelled group. */
export function GenderField({ defaultValue, error }: { defaultValue: string; error: string | undefined }) {
  const t = useT();
  const id = useId();
  return (
    <fieldset
      className={`field field--radios${error ? " field--invalid" : ""}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field__label">{t("account.field.gender")}</legend>
      <div className="field__options">
        {(["m", "f"] as const).map((gender) => (
          <label key={gender}>
            <input type="radio" name="gender" value={gender} defaultChecked={defaultValue === gender} />
            {t(`account.gender.${gender}`)}
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

import type { SaferGambling } from "@platform/contracts";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { type FormResult, fieldError } from "../../shell/forms/form-result.ts";
import { SelectField } from "../../shell/forms/select-field.tsx";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { useShell, useT } from "../../shell/use-shell.ts";
import { ExclusionForm } from "./exclusion-form.tsx";
import { formatUntil } from "./format-until.ts";

type Section = "deposit-limits" | "reality-check" | "time-out" | "self-exclusion";

/** The form a result came from: ours carry their section; anything else is the deposit limits'. */
function sectionOf(result: FormResult | undefined): Section | null {
  if (!result) return null;
  const section = result.values?.section;
  return section === "reality-check" || section === "time-out" || section === "self-exclusion"
    ? section
    : "deposit-limits";
}

/**
 * The settings tab "safer-gambling", one section per tool: deposit limits (RTS 12, where the site
 * takes deposits), the reality check's interval (RTS 13), a time-out and self-exclusion.
 */
export function SaferGamblingPanel({
  safer,
  depositLimits,
  hasPassword,
  result,
}: {
  safer: SaferGambling;
  /** The deposit limits' form (the deposit feature's), given the result meant for it. */
  depositLimits: (result: FormResult | undefined) => ReactNode;
  hasPassword: boolean;
  result: FormResult | undefined;
}) {
  const t = useT();
  const { settings } = useShell();
  const section = sectionOf(result);
  const resultOf = (name: Section) => (section === name ? result : undefined);
  return (
    <div className="safer">
      {settings.allow_deposit && (
        <section className="safer__section" aria-labelledby="safer-limits">
          <h3 id="safer-limits">{t("safer.limits.title")}</h3>
          {depositLimits(resultOf("deposit-limits"))}
        </section>
      )}

      <section className="safer__section" aria-labelledby="safer-reality">
        <h3 id="safer-reality">{t("safer.reality.section")}</h3>
        <Form method="post" className="form" noValidate key={safer.reality_check_minutes}>
          <p>{t("safer.reality.intro")}</p>
          <FormAlert result={resultOf("reality-check")} />
          <SelectField
            name="reality_check_minutes"
            label={t("safer.reality.interval")}
            options={safer.reality_check_options.map((minutes) => ({
              value: String(minutes),
              label:
                minutes === 0
                  ? t("safer.reality.off")
                  : t("safer.reality.every", { minutes: String(minutes) }),
            }))}
            defaultValue={String(safer.reality_check_minutes)}
            error={fieldError(resultOf("reality-check"), "reality_check_minutes")}
          />
          <SubmitButton intent="reality-check" pendingLabel={t("form.saving")}>
            {t("safer.reality.submit")}
          </SubmitButton>
        </Form>
      </section>

      <section className="safer__section" aria-labelledby="safer-time-out">
        <h3 id="safer-time-out">{t("safer.time_out.title")}</h3>
        <ExclusionForm
          kind="time-out"
          periods={safer.time_out_periods}
          hasPassword={hasPassword}
          result={resultOf("time-out")}
        />
      </section>

      <section className="safer__section" aria-labelledby="safer-self-exclusion">
        <h3 id="safer-self-exclusion">{t("safer.self_exclusion.title")}</h3>
        <ExclusionForm
          kind="self-exclusion"
          periods={safer.self_exclusion_periods}
          hasPassword={hasPassword}
          result={resultOf("self-exclusion")}
        />
      </section>

      {safer.history.length > 0 && (
        <section className="safer__section" aria-labelledby="safer-history">
          <h3 id="safer-history">{t("safer.history.title")}</h3>
          <ul className="safer__history">
            {safer.history.map((item) => (
              <li key={`${item.kind}-${item.starts_at}`}>
                {t(`safer.history.${item.kind}`, {
                  period: t(`safer.period.${item.period}`),
                  from: formatUntil(item.starts_at, settings),
                  until: formatUntil(item.ends_at, settings),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

import { Form } from "react-router";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { type FormResult, fieldError } from "../../shell/forms/form-result.ts";
import { IdentityProof } from "../../shell/forms/identity-proof.tsx";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { useT } from "../../shell/use-shell.ts";
import { PeriodField } from "./period-field.tsx";

/**
 * A time-out or a self-exclusion: a period, the current password to confirm, and a plain warning
 * that it starts now, logs the player out everywhere and cannot be undone early.
 */
export function ExclusionForm({
  kind,
  periods,
  hasPassword,
  result,
}: {
  kind: "time-out" | "self-exclusion";
  periods: readonly string[];
  hasPassword: boolean;
  result: FormResult | undefined;
}) {
  const t = useT();
  const key = kind === "time-out" ? "time_out" : "self_exclusion";
  return (
    <Form method="post" className="form" noValidate>
      <p>{t(`safer.${key}.intro`)}</p>
      <p className="form__hint safer__warning">{t(`safer.${key}.warning`)}</p>
      <FormAlert result={result} />
      <PeriodField legend={t(`safer.${key}.period`)} periods={periods} error={fieldError(result, "period")} />
      <IdentityProof hasPassword={hasPassword} tab="safer-gambling" result={result} />
      <SubmitButton intent={kind} pendingLabel={t("form.saving")}>
        {t(`safer.${key}.submit`)}
      </SubmitButton>
    </Form>
  );
}

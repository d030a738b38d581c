import { Form } from "react-router";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { type FormResult, fieldError } from "../../shell/forms/form-result.ts";
import { IdentityProof } from "../../shell/forms/identity-proof.tsx";
import { SelectField } from "../../shell/forms/select-field.tsx";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { useT } from "../../shell/use-shell.ts";

/** Closing the account: a reason (deactivateOption), the password to confirm, then logged out. */
export function DeactivateForm({
  options,
  result,
  hasPassword,
}: {
  options: readonly { id: string; label: string }[];
  result: FormResult | undefined;
  hasPassword: boolean;
}) {
  const t = useT();
  return (
    <Form method="post" className="form" noValidate>
      <p>{t("account.deactivate.explain")}</p>
      <FormAlert result={result} />
      <SelectField
        name="option_id"
        label={t("account.deactivate.reason")}
        placeholder={t("form.choose")}
        options={options.map(({ id, label }) => ({ value: id, label }))}
        required
        error={fieldError(result, "option_id")}
      />
      <IdentityProof
        hasPassword={hasPassword}
        tab="deactivate"
        result={result}
        label={t("auth.field.password")}
      />
      <SubmitButton intent="deactivate" pendingLabel={t("form.saving")}>
        {t("account.deactivate.submit")}
      </SubmitButton>
    </Form>
  );
}

import { Form } from "react-router";
import { useT } from "../../shell/use-shell.ts";
import { Field } from "../forms/field.tsx";
import { FormAlert } from "../forms/form-alert.tsx";
import { type FormResult, fieldError } from "../forms/form-result.ts";
import { NewPasswordFields } from "../forms/new-password-fields.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";

/** Spec §3 change-password form: current_password, password, confirm_password. */
export function ChangePasswordForm({ result }: { result: FormResult | undefined }) {
  const t = useT();
  // A new form after success, so the saved passwords do not linger in the inputs.
  const key = result?.ok ? "saved" : "editing";
  return (
    <Form method="post" className="form" noValidate key={key}>
      <FormAlert result={result} />
      <Field
        name="current_password"
        type="password"
        label={t("account.field.current_password")}
        autoComplete="current-password"
        required
        error={fieldError(result, "current_password")}
      />
      <NewPasswordFields result={result} />
      <SubmitButton intent="change-password" pendingLabel={t("form.saving")}>
        {t("account.password.submit")}
      </SubmitButton>
    </Form>
  );
}

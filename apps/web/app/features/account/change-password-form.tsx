import { Form } from "react-router";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import type { FormResult } from "../../shell/forms/form-result.ts";
import { IdentityProof } from "../../shell/forms/identity-proof.tsx";
import { NewPasswordFields } from "../../shell/forms/new-password-fields.tsx";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { useT } from "../../shell/use-shell.ts";

/**
 * Spec §3 change-password form: current_password, password, confirm_password. An account that
 * only signs in with Google sets a first password after confirming with Google instead.
 */
export function ChangePasswordForm({
  result,
  hasPassword,
}: {
  result: FormResult | undefined;
  hasPassword: boolean;
}) {
  const t = useT();
  // A new form after success, so the saved passwords do not linger in the inputs.
  const key = result?.ok ? "saved" : "editing";
  return (
    <Form method="post" className="form" noValidate key={key}>
      <FormAlert result={result} />
      <IdentityProof
        hasPassword={hasPassword}
        tab="change-password"
        result={result}
        name="current_password"
      />
      <NewPasswordFields result={result} />
      <SubmitButton intent="change-password" pendingLabel={t("form.saving")}>
        {t("account.password.submit")}
      </SubmitButton>
    </Form>
  );
}

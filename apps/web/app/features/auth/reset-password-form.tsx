import { Form, Link } from "react-router";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { type FormFailure, fieldError } from "../../shell/forms/form-result.ts";
import { NewPasswordFields } from "../../shell/forms/new-password-fields.tsx";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { useT } from "../../shell/use-shell.ts";
import { AuthCard } from "./auth-card.tsx";

/** The code stays in the URL (the action reads it there), so it never needs a form field. */
export function ResetPasswordForm({ result }: { result: FormFailure | undefined }) {
  const t = useT();
  const codeError = fieldError(result, "code");
  return (
    <AuthCard
      title={t("auth.reset.title")}
      footer={<Link to="/forgot-password">{t("auth.reset.new_link")}</Link>}
    >
      <Form method="post" className="form" noValidate>
        <FormAlert result={codeError ? { ...result!, message: t("auth.reset.code_invalid") } : result} />
        <NewPasswordFields result={result} />
        <SubmitButton pendingLabel={t("form.saving")}>{t("auth.reset.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}

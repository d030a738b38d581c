import { Form, Link } from "react-router";
import { useT } from "../../shell/use-shell.ts";
import { Field } from "../forms/field.tsx";
import { FormAlert } from "../forms/form-alert.tsx";
import { type FormFailure, fieldError } from "../forms/form-result.ts";
import { SubmitButton } from "../forms/submit-button.tsx";
import { usePasswordHint } from "../forms/use-password-hint.ts";
import { AuthCard } from "./auth-card.tsx";

/** The code stays in the URL (the action reads it there), so it never needs a form field. */
export function ResetPasswordForm({ result }: { result: FormFailure | undefined }) {
  const t = useT();
  const passwordHint = usePasswordHint();
  const codeError = fieldError(result, "code");
  return (
    <AuthCard
      title={t("auth.reset.title")}
      footer={<Link to="/forgot-password">{t("auth.reset.new_link")}</Link>}
    >
      <Form method="post" className="form" noValidate>
        <FormAlert result={codeError ? { ...result!, message: t("auth.reset.code_invalid") } : result} />
        <Field
          name="password"
          type="password"
          label={t("account.field.new_password")}
          autoComplete="new-password"
          required
          hint={passwordHint}
          error={fieldError(result, "password")}
        />
        <Field
          name="confirm_password"
          type="password"
          label={t("auth.field.confirm_password")}
          autoComplete="new-password"
          required
          error={fieldError(result, "confirm_password")}
        />
        <SubmitButton pendingLabel={t("form.saving")}>{t("auth.reset.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}

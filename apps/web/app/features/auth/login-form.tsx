import { Form, Link } from "react-router";
import { AccountIdentifierField } from "../../shell/forms/account-identifier-field.tsx";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import type { FormFailure } from "../../shell/forms/form-result.ts";
import { PasswordField } from "../../shell/forms/password-field.tsx";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { useShell, useT } from "../../shell/use-shell.ts";
import { AuthCard } from "./auth-card.tsx";
import { GoogleButton } from "./google-button.tsx";

/** Spec §2 /login: by phone or email as the site authenticates (settings.auth_attempt_by). */
export function LoginForm({ result }: { result: FormFailure | undefined }) {
  const { settings } = useShell();
  const t = useT();
  return (
    <AuthCard
      title={t("auth.login.title")}
      footer={
        <>
          {t("auth.login.no_account")} <Link to="/register">{t("auth.login.register_link")}</Link>
        </>
      }
    >
      <Form method="post" className="form" noValidate>
        <FormAlert result={result} />
        <AccountIdentifierField result={result} />
        <PasswordField result={result} />
        <div className="form__row">
          <Link to="/forgot-password" className="form__link">
            {t("auth.login.forgot_link")}
          </Link>
        </div>
        <SubmitButton pendingLabel={t("auth.login.pending")}>{t("auth.login.submit")}</SubmitButton>
      </Form>
      {settings.google_login_enable && (
        <>
          <p className="form__divider">{t("auth.or")}</p>
          <GoogleButton />
        </>
      )}
    </AuthCard>
  );
}

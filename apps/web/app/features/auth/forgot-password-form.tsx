import { Form, Link } from "react-router";
import { AccountIdentifierField } from "../../shell/forms/account-identifier-field.tsx";
import { Field } from "../../shell/forms/field.tsx";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { type FormResult, fieldError, isFailure, previousValue } from "../../shell/forms/form-result.ts";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { useShell, useT } from "../../shell/use-shell.ts";
import { AuthCard } from "./auth-card.tsx";
import type { ForgotStep } from "./forgot-step.ts";

/** Spec §2 /forgot-password: by phone (SMS code, then the code) or by email (a link). */
export function ForgotPasswordForm({ result }: { result: FormResult<ForgotStep> | undefined }) {
  const { settings } = useShell();
  const t = useT();
  const byEmail = settings.auth_attempt_by === "email";
  const emailSent = result?.ok === true && result.step === "email-sent";
  const codeStep =
    (result?.ok === true && result.step === "code-sent") ||
    (isFailure(result) && previousValue(result, "intent_step") === "check-code");
  const back = <Link to="/login">{t("auth.forgot.back_to_login")}</Link>;

  if (emailSent) {
    return (
      <AuthCard title={t("auth.forgot.title")} footer={back}>
        <FormAlert result={result} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t("auth.forgot.title")}
      lead={t(byEmail ? "auth.forgot.lead_email" : "auth.forgot.lead_phone")}
      footer={back}
    >
      <Form method="post" className="form" noValidate>
        <FormAlert result={result} />
        <AccountIdentifierField result={result} readOnly={codeStep} />
        {codeStep && (
          <>
            <input type="hidden" name="intent_step" value="check-code" />
            <Field
              name="code"
              label={t("auth.field.otp")}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              error={fieldError(result, "code")}
            />
          </>
        )}
        <SubmitButton intent={codeStep ? "check-code" : "send"} pendingLabel={t("form.sending")}>
          {t(codeStep ? "auth.forgot.check_code" : "auth.forgot.submit")}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

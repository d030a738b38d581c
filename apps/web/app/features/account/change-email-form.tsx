import { Form } from "react-router";
import { Field } from "../../shell/forms/field.tsx";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { type FormResult, fieldError, previousValue } from "../../shell/forms/form-result.ts";
import { IdentityProof } from "../../shell/forms/identity-proof.tsx";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { useT } from "../../shell/use-shell.ts";

/**
 * Change email in two steps: the new address and the password, then the code sent to that
 * address. A confirmation link (?tab=change-email&code=) opens the second step with the code in.
 */
export function ChangeEmailForm({
  currentEmail,
  emailVerified,
  hasPassword,
  result,
  codeFromLink,
}: {
  currentEmail: string | null;
  emailVerified: boolean;
  hasPassword: boolean;
  result: FormResult | undefined;
  codeFromLink: string | null;
}) {
  const t = useT();
  const saved = result?.ok === true && result.step === "saved";
  const awaitingCode =
    !saved &&
    (codeFromLink !== null ||
      (result?.ok === true && result.step === "code-sent") ||
      (result?.ok === false && result.fieldErrors.code !== undefined));

  if (awaitingCode) {
    return (
      <Form method="post" className="form" noValidate>
        <FormAlert result={result} />
        <Field
          name="code"
          label={t("account.email.code")}
          autoComplete="one-time-code"
          required
          defaultValue={codeFromLink ?? undefined}
          error={fieldError(result, "code")}
        />
        <SubmitButton intent="confirm-email" pendingLabel={t("form.saving")}>
          {t("account.email.confirm")}
        </SubmitButton>
      </Form>
    );
  }
  const verificationSent = result?.ok === true && result.step === "verification-sent";
  return (
    <Form method="post" className="form" noValidate>
      <FormAlert result={result} />
      {currentEmail && <p>{t("account.email.current", { email: currentEmail })}</p>}
      {currentEmail && !emailVerified && !verificationSent && (
        <div className="identity-proof">
          <p className="form__hint">{t("account.email.unverified")}</p>
          <button
            type="submit"
            name="intent"
            value="send-verification"
            className="btn btn--ghost"
            formNoValidate
          >
            {t("account.email.resend")}
          </button>
        </div>
      )}
      <Field
        name="email"
        type="email"
        label={t("account.field.new_email")}
        autoComplete="email"
        required
        defaultValue={previousValue(result, "email")}
        error={fieldError(result, "email")}
      />
      <IdentityProof
        hasPassword={hasPassword}
        tab="change-email"
        result={result}
        label={t("auth.field.password")}
      />
      <SubmitButton intent="change-email" pendingLabel={t("form.sending")}>
        {t("account.email.submit")}
      </SubmitButton>
    </Form>
  );
}

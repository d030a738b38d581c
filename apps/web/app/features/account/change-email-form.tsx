import { Form } from "react-router";
import { useT } from "../../shell/use-shell.ts";
import { Field } from "../forms/field.tsx";
import { FormAlert } from "../forms/form-alert.tsx";
import { type FormResult, fieldError, previousValue } from "../forms/form-result.ts";
import { PasswordField } from "../forms/password-field.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";

/**
 * Change email in two steps: the new address and the password, then the code sent to that
 * address. A confirmation link (?tab=change-email&code=) opens the second step with the code in.
 */
export function ChangeEmailForm({
  currentEmail,
  result,
  codeFromLink,
}: {
  currentEmail: string | null;
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
  return (
    <Form method="post" className="form" noValidate>
      <FormAlert result={result} />
      {currentEmail && <p>{t("account.email.current", { email: currentEmail })}</p>}
      <Field
        name="email"
        type="email"
        label={t("account.field.new_email")}
        autoComplete="email"
        required
        defaultValue={previousValue(result, "email")}
        error={fieldError(result, "email")}
      />
      <PasswordField result={result} />
      <SubmitButton intent="change-email" pendingLabel={t("form.sending")}>
        {t("account.email.submit")}
      </SubmitButton>
    </Form>
  );
}

import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { CheckField } from "../../shell/forms/check-field.tsx";
import { Field } from "../../shell/forms/field.tsx";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { type FormResult, fieldError, previousValue } from "../../shell/forms/form-result.ts";
import { PhoneField } from "../../shell/forms/phone-field.tsx";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { usePasswordHint } from "../../shell/forms/use-password-hint.ts";
import { OtpBlock } from "../../shell/otp/otp-block.tsx";
import type { Translator } from "../../shell/translator.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { AuthCard } from "./auth-card.tsx";
import { GoogleButton } from "./google-button.tsx";
import { type RegisterField, registerFieldsFor, withReferralField } from "./register-fields.ts";

/** Marks a form that already asked for a code, so a reload without JavaScript keeps the code input. */
const CODE_SENT = "code_sent";

/** Whether a code went out: remembered across failed submits (state) and full reloads (hidden field). */
function useCodeSent(result: FormResult | undefined): boolean {
  const justSent = result?.ok === true && result.step === "otp-sent";
  const [sent, setSent] = useState(justSent || previousValue(result, CODE_SENT) === "1");
  useEffect(() => {
    if (justSent) setSent(true);
  }, [justSent]);
  return sent;
}

function termsLabel(t: Translator) {
  const [before, after = ""] = t("auth.field.terms_accepted").split("[terms]");
  return (
    <>
      {before}
      <Link to="/terms-and-conditions" target="_blank">
        {t("auth.terms_link")}
      </Link>
      {after}
    </>
  );
}

/** Spec §2 /register: the site's fields in the site's order, with the OTP step when required. */
export function RegisterForm({
  result,
  referralCode = null,
}: {
  result: FormResult | undefined;
  /** A share link's code (spec §2 referral): prefills the field, which appears if the form has none. */
  referralCode?: string | null;
}) {
  const { settings } = useShell();
  const t = useT();
  const passwordHint = usePasswordHint();
  const codeSent = useCodeSent(result);
  const fields = withReferralField(registerFieldsFor(settings), referralCode !== null);
  const error = (name: string) => fieldError(result, name);
  const refill = (name: string) => previousValue(result, name);

  const render = (field: RegisterField) => {
    const label = t(field.label);
    switch (field.name) {
      case "phone_number":
        return (
          <PhoneField
            key={field.name}
            label={label}
            callingCode={settings.calling_code}
            error={error("phone_number") ?? error("calling_code")}
            defaultValue={refill("phone_number")}
          />
        );
      case "email":
        return (
          <Field
            key={field.name}
            name="email"
            type="email"
            label={label}
            autoComplete="email"
            required={field.required}
            error={error("email")}
            defaultValue={refill("email")}
          />
        );
      case "otp":
        return (
          <OtpBlock
            key={field.name}
            sent={codeSent}
            resendIn={result?.ok ? result.resendIn : undefined}
            restartKey={result}
            digits={settings.otp_digits}
            error={error("otp")}
          />
        );
      case "password":
      case "confirm_password":
        return (
          <Field
            key={field.name}
            name={field.name}
            type="password"
            label={label}
            autoComplete="new-password"
            required
            error={error(field.name)}
            hint={field.name === "password" ? passwordHint : undefined}
          />
        );
      case "full_name":
      case "referral_code":
        return (
          <Field
            key={field.name}
            name={field.name}
            label={label}
            autoComplete={field.name === "full_name" ? "name" : "off"}
            required={field.required}
            error={error(field.name)}
            defaultValue={
              refill(field.name) ?? (field.name === "referral_code" ? (referralCode ?? undefined) : undefined)
            }
          />
        );
      case "age_confirmed":
        return (
          <CheckField key={field.name} name={field.name} label={label} required error={error(field.name)} />
        );
      case "terms_accepted":
        return (
          <CheckField
            key={field.name}
            name={field.name}
            label={termsLabel(t)}
            required
            error={error(field.name)}
          />
        );
    }
  };

  return (
    <AuthCard
      title={t("auth.register.title")}
      footer={
        <>
          {t("auth.register.have_account")} <Link to="/login">{t("auth.register.login_link")}</Link>
        </>
      }
    >
      <Form method="post" className="form" noValidate>
        {/* Enter in any field registers: the first submit button is the form's default, and the
            OTP block's "Send code" button comes earlier in the form. */}
        <button type="submit" name="intent" value="register" hidden tabIndex={-1} aria-hidden="true" />
        <FormAlert result={result} />
        {codeSent && <input type="hidden" name={CODE_SENT} value="1" />}
        {fields.map(render)}
        <SubmitButton intent="register" pendingLabel={t("auth.register.pending")}>
          {t("auth.register.submit")}
        </SubmitButton>
      </Form>
      {settings.google_login_enable && (
        <>
          <p className="form__divider">{t("auth.or")}</p>
          <GoogleButton withConsent />
        </>
      )}
    </AuthCard>
  );
}

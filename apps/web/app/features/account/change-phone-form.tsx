import { Form } from "react-router";
import { FormAlert } from "../../shell/forms/form-alert.tsx";
import { type FormResult, fieldError, previousValue } from "../../shell/forms/form-result.ts";
import { IdentityProof } from "../../shell/forms/identity-proof.tsx";
import { PhoneField } from "../../shell/forms/phone-field.tsx";
import { SubmitButton } from "../../shell/forms/submit-button.tsx";
import { OtpBlock } from "../../shell/otp/otp-block.tsx";
import { useShell, useT } from "../../shell/use-shell.ts";

/** Change phone: the new number gets a code (send-otp change_phone), then number and code are sent. */
export function ChangePhoneForm({
  currentPhone,
  hasPassword,
  result,
}: {
  currentPhone: string | null;
  hasPassword: boolean;
  result: FormResult | undefined;
}) {
  const { settings } = useShell();
  const t = useT();
  const codeSent =
    (result?.ok === true && result.step === "otp-sent") ||
    (result?.ok === false && previousValue(result, "code_sent") === "1");
  const saved = result?.ok === true && result.step === "saved";
  return (
    <Form method="post" className="form" noValidate key={saved ? "saved" : "editing"}>
      {/* Enter submits the step the player is on, not whichever button comes first. */}
      <button
        type="submit"
        name="intent"
        value={codeSent ? "change-phone" : "send-otp"}
        hidden
        tabIndex={-1}
        aria-hidden="true"
      />
      <FormAlert result={result} />
      {currentPhone && (
        <p>{t("account.phone.current", { phone: `+${settings.calling_code} ${currentPhone}` })}</p>
      )}
      {codeSent && <input type="hidden" name="code_sent" value="1" />}
      <PhoneField
        label={t("account.field.new_phone")}
        callingCode={settings.calling_code}
        defaultValue={previousValue(result, "phone_number")}
        error={fieldError(result, "phone_number")}
      />
      <OtpBlock
        sent={codeSent}
        resendIn={result?.ok ? result.resendIn : undefined}
        restartKey={result}
        digits={settings.otp_digits}
        error={fieldError(result, "otp")}
      />
      {codeSent && (
        <IdentityProof
          hasPassword={hasPassword}
          tab="change-phone"
          result={result}
          label={t("auth.field.password")}
        />
      )}
      {codeSent && (
        <SubmitButton intent="change-phone" pendingLabel={t("form.saving")}>
          {t("account.phone.submit")}
        </SubmitButton>
      )}
    </Form>
  );
}

import { useShell, useT } from "../use-shell.ts";
import { Field } from "./field.tsx";
import { fieldError, previousValue } from "./form-result.ts";
import { PhoneField } from "./phone-field.tsx";

/**
 * The field that names the account, as the site authenticates (settings.auth_attempt_by): the
 * email address, or the phone number behind the site's calling code.
 */
export function AccountIdentifierField({ result, readOnly }: { result: unknown; readOnly?: boolean }) {
  const { settings } = useShell();
  const t = useT();
  if (settings.auth_attempt_by === "email") {
    return (
      <Field
        name="email"
        type="email"
        label={t("auth.field.email")}
        autoComplete="username"
        required
        readOnly={readOnly}
        defaultValue={previousValue(result, "email")}
        error={fieldError(result, "email")}
      />
    );
  }
  return (
    <PhoneField
      label={t("auth.field.phone_number")}
      callingCode={settings.calling_code}
      defaultValue={previousValue(result, "phone_number")}
      error={fieldError(result, "phone_number")}
      readOnly={readOnly}
    />
  );
}

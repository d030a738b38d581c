import { Field } from "./field.tsx";

/**
 * Phone number with the site's calling code (settings.calling_code), which is fixed per site:
 * shown as a prefix and sent as a hidden calling_code field (spec §3).
 */
export function PhoneField({
  label,
  callingCode,
  error,
  defaultValue,
  readOnly,
}: {
  label: string;
  callingCode: string;
  error?: string | undefined;
  defaultValue?: string | undefined;
  readOnly?: boolean;
}) {
  return (
    <>
      <input type="hidden" name="calling_code" value={callingCode} />
      <Field
        name="phone_number"
        label={label}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix={`+${callingCode}`}
        required
        error={error}
        defaultValue={defaultValue}
        readOnly={readOnly}
      />
    </>
  );
}

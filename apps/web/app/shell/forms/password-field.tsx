import { useT } from "../use-shell.ts";
import { Field } from "./field.tsx";
import { fieldError } from "./form-result.ts";

/** The player's current password: to log in, or to confirm an email change or a deactivation. */
export function PasswordField({ result }: { result: unknown }) {
  const t = useT();
  return (
    <Field
      name="password"
      type="password"
      label={t("auth.field.password")}
      autoComplete="current-password"
      required
      error={fieldError(result, "password")}
    />
  );
}

import { useT } from "../use-shell.ts";
import { Field } from "./field.tsx";
import { fieldError } from "./form-result.ts";
import { usePasswordHint } from "./use-password-hint.ts";

/** The password + confirm_password pair of the change-password and reset forms, with the §5 hint. */
export function NewPasswordFields({ result }: { result: unknown }) {
  const t = useT();
  return (
    <>
      <Field
        name="password"
        type="password"
        label={t("account.field.new_password")}
        autoComplete="new-password"
        required
        hint={usePasswordHint()}
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
    </>
  );
}

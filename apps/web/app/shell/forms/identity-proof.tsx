import { useT } from "../use-shell.ts";
import { Field } from "./field.tsx";
import { fieldError } from "./form-result.ts";

/**
 * What proves the player before a sensitive change: the current password, or for an account that
 * only signs in with Google, a fresh Google sign-in (it returns to this tab; the change is then
 * accepted for 10 minutes).
 */
export function IdentityProof({
  hasPassword,
  tab,
  result,
  name = "password",
  label,
}: {
  hasPassword: boolean;
  tab: string;
  result: unknown;
  name?: string;
  label?: string;
}) {
  const t = useT();
  if (hasPassword) {
    return (
      <Field
        name={name}
        type="password"
        label={label ?? t("account.field.current_password")}
        autoComplete="current-password"
        required
        error={fieldError(result, name)}
      />
    );
  }
  return (
    <div className="identity-proof">
      <p className="form__hint">{fieldError(result, "reauthenticate") ?? t("account.reauth.explain")}</p>
      <a href={`/auth/google?reauth=${encodeURIComponent(tab)}`} className="btn btn--google">
        {t("account.reauth.google")}
      </a>
    </div>
  );
}

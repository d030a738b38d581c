import { useT } from "../../shell/use-shell.ts";

/**
 * A plain link: the start route redirects to Google, which must be a full page load. On the
 * registration page the link carries the player's consent (18+ and terms), stated next to it,
 * because Google may create the account without the registration form being submitted.
 */
export function GoogleButton({ withConsent = false }: { withConsent?: boolean }) {
  const t = useT();
  return (
    <>
      <a href={withConsent ? "/auth/google?consent=1" : "/auth/google"} className="btn btn--google">
        {t("auth.google")}
      </a>
      {withConsent && <p className="form__hint">{t("auth.google_consent")}</p>}
    </>
  );
}

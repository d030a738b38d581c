import { useT } from "../../shell/use-shell.ts";

/** A plain link: the start route redirects to Google, which must be a full page load. */
export function GoogleButton() {
  const t = useT();
  return (
    <a href="/auth/google" className="btn btn--google">
      {t("auth.google")}
    </a>
  );
}

import { Link } from "react-router";
import { useShell, useT } from "../../shell/use-shell.ts";

/** The site's logo (settings.logo) and name, linking home. */
export function Brand({ className = "brand" }: { className?: string }) {
  const { settings } = useShell();
  const t = useT();
  return (
    <Link to="/" className={className} aria-label={t("header.home_link", { site: settings.site })}>
      {settings.logo ? (
        <img className="brand__logo" src={settings.logo} alt="" width="36" height="36" />
      ) : null}
      <span className="brand__name">{settings.site}</span>
    </Link>
  );
}

import { Link } from "react-router";
import { useShell, useT } from "../../shell/use-shell.ts";
import { formatUntil } from "./format-until.ts";

export interface ExcludedData {
  kind: "time_out" | "self_exclusion";
  until: string;
}

/**
 * After a time-out or self-exclusion: the player is logged out everywhere, and this page says
 * until when (in the site's time zone) and that it cannot be undone early.
 */
export function ExcludedPage({ data }: { data: ExcludedData }) {
  const t = useT();
  const { settings } = useShell();
  const date = formatUntil(data.until, settings);
  return (
    <section className="excluded" aria-labelledby="excluded-title">
      <h2 id="excluded-title" className="excluded__title">
        {t(`safer.excluded.${data.kind}.title`)}
      </h2>
      <p className="excluded__until" data-testid="excluded-until">
        {t(`safer.excluded.${data.kind}.until`, { date })}
      </p>
      <p>{t("safer.excluded.final")}</p>
      <p>{t("safer.excluded.help")}</p>
      <Link to="/" className="btn btn--primary">
        {t("safer.excluded.home")}
      </Link>
    </section>
  );
}

import { useT } from "../use-shell.ts";

/** The aggregator could not be reached (its account or its script): the page says so and stays usable. */
export function GamesUnavailable() {
  const t = useT();
  return (
    <div className="games-notice" role="status">
      <p className="games-notice__title">{t("games.unavailable.title")}</p>
      <p>{t("games.unavailable.text")}</p>
    </div>
  );
}

/** What a custom element shows until the script defines it (its shadow root then hides this). */
export function GamesLoading({ label }: { label: string }) {
  return (
    <p className="games-loading" role="status">
      {label}
    </p>
  );
}

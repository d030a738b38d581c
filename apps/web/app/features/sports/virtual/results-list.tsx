import type { VirtualMatchDay } from "@platform/contracts";
import { Link } from "react-router";
import { useT } from "../../../shell/use-shell.ts";
import { matchDayHref } from "./playing-now.tsx";
import type { TeamNames } from "./team-names.ts";

/** The last settled (or void) match days, latest first, each linking to its page and verifier. */
export function ResultsList({ days, names }: { days: readonly VirtualMatchDay[]; names: TeamNames }) {
  const t = useT();
  return (
    <section className="sports-section" aria-labelledby="virtual-results">
      <h3 id="virtual-results">{t("virtual.results.title")}</h3>
      {days.length === 0 ? (
        <p>{t("virtual.results.empty")}</p>
      ) : (
        <ul className="virtual-results">
          {days.map((day) => (
            <li
              key={day.id}
              className="virtual-results__day"
              data-match-day={day.id}
              data-status={day.status}
            >
              <Link to={matchDayHref(day.id)} className="virtual-results__link">
                {t("virtual.match_day", { match_day: day.match_day, season: day.season })}
                {day.status === "void" && <span className="virtual-badge">{t("virtual.status.void")}</span>}
              </Link>
              <ul className="virtual-results__scores">
                {day.matches.map((match) => (
                  <li key={match.fixture_id}>
                    <span>{names(match.home)}</span>
                    <b>{match.score ? `${match.score.home}–${match.score.away}` : "–"}</b>
                    <span>{names(match.away)}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

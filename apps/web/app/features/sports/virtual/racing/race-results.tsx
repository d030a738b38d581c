import type { VirtualRace } from "@platform/contracts";
import { Link } from "react-router";
import { useT } from "../../../../shell/use-shell.ts";
import { raceHref, raceSeconds } from "./race-href.ts";
import { TrapBadge } from "./trap-badge.tsx";

/** The last settled (or void) races, latest first, each linking to its page and verifier. */
export function RaceResults({ races }: { races: readonly VirtualRace[] }) {
  const t = useT();
  return (
    <section className="sports-section" aria-labelledby="race-results">
      <h3 id="race-results">{t("virtual_racing.results.title")}</h3>
      {races.length === 0 ? (
        <p>{t("virtual_racing.results.empty")}</p>
      ) : (
        <ul className="race-results">
          {races.map((race) => (
            <li key={race.id} className="race-results__race" data-race={race.id} data-status={race.status}>
              <Link to={raceHref(race.id)} className="virtual-results__link">
                {t("virtual_racing.race", { number: race.number })}
                {race.status === "void" && <span className="virtual-badge">{t("virtual.status.void")}</span>}
              </Link>
              <FinishList race={race} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The finishing order with each runner's time. */
export function FinishList({ race }: { race: VirtualRace }) {
  const t = useT();
  const name = (trap: number) => race.runners.find((runner) => runner.trap === trap)?.name ?? "";
  return (
    <ol className="race-finish" aria-label={t("virtual_racing.result")}>
      {race.finish.map((finisher) => (
        <li key={finisher.trap} data-trap={finisher.trap} data-place={finisher.place}>
          <TrapBadge trap={finisher.trap} />
          <span className="race-finish__name">
            {t("sports.outcome.trap_dog", { trap: finisher.trap, dog: name(finisher.trap) })}
          </span>
          <span className="race-finish__time">{raceSeconds(finisher.time_ms)} s</span>
        </li>
      ))}
    </ol>
  );
}

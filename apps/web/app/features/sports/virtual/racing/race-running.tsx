import type { VirtualRace } from "@platform/contracts";
import { Link } from "react-router";
import { useT } from "../../../../shell/use-shell.ts";
import { raceHref, raceSeconds } from "./race-href.ts";
import { TrapBadge } from "./trap-badge.tsx";

/**
 * The race running now, as far as the server's clock has it: each runner's lane with the distance
 * it has covered (the marker slides to the next answer, a second later), then its place and time
 * as it crosses the line. Before the off, while the entropy is fixed, a note says so; once settled,
 * the finish stays shown until the next race goes off.
 */
export function RaceRunning({ race }: { race: VirtualRace }) {
  const t = useT();
  const progress = race.progress;
  const finished = new Map(race.finish.map((finisher) => [finisher.trap, finisher]));
  return (
    <section
      className="sports-section race-now"
      aria-labelledby="race-now"
      data-race={race.id}
      data-status={race.status}
    >
      <h3 id="race-now">
        {t(race.status === "settled" ? "virtual_racing.just_run" : "virtual_racing.running_now", {
          number: race.number,
        })}{" "}
        <Link to={raceHref(race.id)}>{t("virtual_racing.race_page")}</Link>
      </h3>
      {race.status === "closing" || !progress ? (
        <p className="virtual-now__note">{t("virtual_racing.closing")}</p>
      ) : (
        <p className="race-now__clock" data-race-ms={progress.race_ms}>
          {t("virtual_racing.race_clock", { time: raceSeconds(progress.race_ms) })}
        </p>
      )}
      <ol className="race-lanes">
        {race.runners.map((runner) => {
          const metres = progress?.distances_m[runner.trap - 1] ?? 0;
          const done = finished.get(runner.trap);
          return (
            <li
              key={runner.trap}
              className="race-lane"
              data-trap={runner.trap}
              data-place={done?.place}
              data-metres={metres}
            >
              <TrapBadge trap={runner.trap} />
              <span className="race-lane__name">
                {t("sports.outcome.trap_dog", { trap: runner.trap, dog: runner.name })}
              </span>
              <span className="race-lane__where">
                {done
                  ? t("virtual_racing.finished", { place: done.place, time: raceSeconds(done.time_ms) })
                  : t("virtual_racing.covered", { metres: Math.floor(metres) })}
              </span>
              <span className="race-lane__track" aria-hidden="true">
                <span
                  className="race-lane__dog"
                  style={{ left: `${Math.min(100, (metres / race.distance_m) * 100)}%` }}
                />
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

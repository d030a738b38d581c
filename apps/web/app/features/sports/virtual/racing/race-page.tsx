import type { VirtualRaceDetail } from "@platform/contracts";
import { useT } from "../../../../shell/use-shell.ts";
import { EventFacts, EventHead, EventPage } from "../event-page.tsx";
import { RACING_PATH } from "./race-href.ts";
import type { RaceData } from "./race-pages.server.ts";
import { FinishList } from "./race-results.tsx";
import { RaceVerifier } from "./race-verifier.tsx";
import { TrapBadge } from "./trap-badge.tsx";

/**
 * A race's page: its runners with the strengths its prices came from, the finish and times, the
 * commitment, the entropy line, the revealed seed and the number of bets in the draw; then the
 * verifier. Before the seed is revealed the page says when, and reloads its data once the race is over.
 */
export function RacePage({ data }: { data: RaceData }) {
  return (
    <EventPage
      className="virtual-page race-page"
      back={{ to: RACING_PATH, label: "virtual_racing.back" }}
      event={data.race}
    >
      {(race, revealed) => <Race race={race} revealed={revealed} />}
    </EventPage>
  );
}

function Race({ race, revealed }: { race: VirtualRaceDetail; revealed: boolean }) {
  const t = useT();
  return (
    <>
      <EventHead title={race.name} status={race.status} />
      <EventFacts event={race} closes="virtual_racing.off" ends="virtual_racing.ends_at" />
      <section className="sports-section" aria-labelledby="race-runners">
        <h3 id="race-runners">{t("virtual_racing.runners", { number: race.number })}</h3>
        <ul className="race-detail__runners">
          {race.runners.map((runner) => (
            <li key={runner.trap} data-trap={runner.trap}>
              <TrapBadge trap={runner.trap} />
              <span>{t("sports.outcome.trap_dog", { trap: runner.trap, dog: runner.name })}</span>
              <span className="race-runner__facts">
                {t("virtual_racing.strength", { strength: runner.strength })}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {race.finish.length > 0 && (
        <section className="sports-section" aria-labelledby="race-result">
          <h3 id="race-result">{t("virtual_racing.result")}</h3>
          <FinishList race={race} />
        </section>
      )}
      {revealed && race.server_seed && (
        <section className="sports-section" aria-labelledby="race-verify">
          <h3 id="race-verify">{t("virtual_racing.verify.title")}</h3>
          <p>{t("virtual_racing.verify.intro")}</p>
          <RaceVerifier race={race} />
        </section>
      )}
    </>
  );
}

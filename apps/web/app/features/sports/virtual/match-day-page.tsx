import type { VirtualMatchDayDetail } from "@platform/contracts";
import { MATCH_SECONDS } from "@platform/sports";
import { useMemo } from "react";
import { serverNow, useServerClock } from "../../../shell/use-server-clock.ts";
import { useT } from "../../../shell/use-shell.ts";
import { EventFacts, EventHead, EventPage } from "./event-page.tsx";
import { eventsUpTo, matchMinute, matchSecondNow } from "./match-clock.ts";
import { MatchDayVerifier } from "./match-day-verifier.tsx";
import { MatchTimeline } from "./match-timeline.tsx";
import { RecomputeForm } from "./recompute-form.tsx";
import { matchDayTeamNames, type TeamNames } from "./team-names.ts";
import type { VirtualMatchDayData } from "./virtual-pages.server.ts";

/**
 * A match day's page (issue 20): its fixtures with the expected goals their prices came from, the
 * results and each match's timeline, the commitment, the entropy line, the revealed seed and the
 * number of bets in the draw; then the verifier. Before the seed is revealed the page says when it
 * will be, and reloads its data once the match day has ended. While it plays, each match's clock
 * runs from the answer's `server_time` (the served events reach that second; the render's own clock
 * may be minutes off).
 */
export function MatchDayPage({ data }: { data: VirtualMatchDayData }) {
  return (
    <EventPage
      className="virtual-page"
      back={{ to: "/virtual-world", label: "virtual.back" }}
      event={data.matchDay}
    >
      {(day, revealed) => <MatchDay day={day} revealed={revealed} />}
    </EventPage>
  );
}

function MatchDay({ day, revealed }: { day: VirtualMatchDayDetail; revealed: boolean }) {
  const t = useT();
  const names = useMemo(() => matchDayTeamNames(day.matches), [day.matches]);
  const now = serverNow(useServerClock(day.server_time));
  // Matches play from the close to the end (decision 048): the clock's span is the answer's own.
  const playMs = Date.parse(day.ends_at) - Date.parse(day.closes_at);
  const second = day.status === "playing" ? matchSecondNow({ closesAt: day.closes_at, playMs }, now) : null;
  return (
    <>
      <EventHead
        title={t("virtual.match_day", { match_day: day.match_day, season: day.season })}
        status={day.status}
      />
      <EventFacts event={day} closes="virtual.kick_off" ends="virtual.ends_at" />
      <section className="sports-section" aria-labelledby="virtual-matches">
        <h3 id="virtual-matches">{t("virtual.matches")}</h3>
        <ul className="virtual-detail__matches">
          {day.matches.map((match) => (
            <MatchResult key={match.fixture_id} match={match} names={names} second={second} />
          ))}
        </ul>
      </section>
      {revealed && day.server_seed && (
        <section className="sports-section" aria-labelledby="virtual-verify">
          <h3 id="virtual-verify">{t("virtual.verify.title")}</h3>
          <p>{t("virtual.verify.intro")}</p>
          <MatchDayVerifier day={day} names={names} />
          <details className="virtual-recompute-box">
            <summary>{t("virtual.recompute.title")}</summary>
            <RecomputeForm day={day} names={names} />
          </details>
        </section>
      )}
    </>
  );
}

function MatchResult({
  match,
  names,
  second,
}: {
  match: VirtualMatchDayDetail["matches"][number];
  names: TeamNames;
  /** While the match day plays: the match second on the server's clock. */
  second: number | null;
}) {
  const t = useT();
  const teams = { home: names(match.home), away: names(match.away) };
  const events = second === null ? match.events : eventsUpTo(match.events, second);
  return (
    <li className="virtual-detail__match" data-event={match.fixture_id}>
      <p className="virtual-detail__line">
        {second !== null && (
          <span className="fixture__clock" data-clock data-second={second}>
            {second >= MATCH_SECONDS ? t("virtual.full_time") : `${matchMinute(second)}'`}
          </span>
        )}
        <span className="virtual-now__team">{teams.home}</span>
        <b className="virtual-now__score">{match.score ? `${match.score.home}–${match.score.away}` : "–"}</b>
        <span className="virtual-now__team virtual-now__team--away">{teams.away}</span>
      </p>
      <p className="virtual-detail__sub">
        {t("virtual.expected_goals", {
          home: match.expected_goals.home.toFixed(4),
          away: match.expected_goals.away.toFixed(4),
        })}
        {match.half_time && (
          <> · {t("virtual.half_time_score", { score: `${match.half_time.home}–${match.half_time.away}` })}</>
        )}
      </p>
      <MatchTimeline events={events} teams={teams} />
    </li>
  );
}

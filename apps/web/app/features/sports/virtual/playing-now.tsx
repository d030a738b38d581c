import type { VirtualMatchDay } from "@platform/contracts";
import { MATCH_SECONDS } from "@platform/sports";
import { Link } from "react-router";
import { useT } from "../../../shell/use-shell.ts";
import { eventsUpTo, matchMinute, matchSecondNow, scoreUpTo } from "./match-clock.ts";
import { eventText, MatchTimeline } from "./match-timeline.tsx";
import type { TeamNames } from "./team-names.ts";

export const matchDayHref = (id: string) => `/virtual-world/football/${encodeURIComponent(id)}`;

/**
 * The match day playing now: each match's clock (its second from the kick-off on the server's
 * clock), its score and its goals and cards as they fall, then full time. The latest goal of the
 * day is said in a polite live region, once, when it falls.
 */
export function PlayingNow({
  day,
  playMs,
  now,
  names,
}: {
  day: VirtualMatchDay;
  playMs: number;
  now: number;
  names: TeamNames;
}) {
  const t = useT();
  const second = matchSecondNow({ closesAt: day.closes_at, playMs }, now);
  const fullTime = second >= MATCH_SECONDS;
  const clock = fullTime ? t("virtual.full_time") : `${matchMinute(second)}'`;
  const latestGoal = day.matches
    .flatMap((match) =>
      eventsUpTo(match.events, second)
        .filter((event) => event.kind === "goal")
        .map((event) => ({ event, teams: { home: names(match.home), away: names(match.away) } })),
    )
    .sort((a, b) => a.event.second - b.event.second)
    .at(-1);
  return (
    <section
      className="sports-section virtual-now"
      aria-labelledby="virtual-now"
      data-match-day={day.id}
      data-status={day.status}
    >
      <h3 id="virtual-now">
        {t("virtual.playing_now", { match_day: day.match_day, season: day.season })}{" "}
        <Link to={matchDayHref(day.id)}>{t("virtual.match_day_page")}</Link>
      </h3>
      {day.status === "closing" && <p className="virtual-now__note">{t("virtual.closing")}</p>}
      <ul className="virtual-now__matches">
        {day.matches.map((match) => {
          const teams = { home: names(match.home), away: names(match.away) };
          const score = scoreUpTo(match.events, second);
          return (
            <li key={match.fixture_id} className="virtual-now__match" data-event={match.fixture_id}>
              <div className="virtual-now__line">
                <span className="fixture__clock" data-clock data-second={second}>
                  {clock}
                </span>
                <span className="virtual-now__team">{teams.home}</span>
                <b className="virtual-now__score" data-score={`${score.home}-${score.away}`}>
                  {score.home}–{score.away}
                </b>
                <span className="virtual-now__team virtual-now__team--away">{teams.away}</span>
              </div>
              <MatchTimeline events={eventsUpTo(match.events, second)} teams={teams} />
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {latestGoal ? eventText(t, latestGoal.event, latestGoal.teams) : ""}
      </p>
    </section>
  );
}

import type { VirtualMatchDayDetail } from "@platform/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatSiteDateTime } from "../../../shell/site-date-time.ts";
import { useShell, useT } from "../../../shell/use-shell.ts";
import { SportsUnavailable } from "../sports-frame.tsx";
import { MatchDayVerifier } from "./match-day-verifier.tsx";
import { MatchTimeline } from "./match-timeline.tsx";
import { RecomputeForm } from "./recompute-form.tsx";
import { type TeamNames, teamNames } from "./team-names.ts";
import { useRefreshAfter } from "./use-refresh-after.ts";
import type { VirtualMatchDayData } from "./virtual-pages.server.ts";

const names = teamNames();

/**
 * A match day's page (issue 20): its fixtures with the expected goals their prices came from, the
 * results and each match's timeline, the commitment, the entropy line, the revealed seed and the
 * number of bets in the draw; then the verifier. Before the seed is revealed the page says when it
 * will be, and reloads its data once the match day has ended.
 */
export function MatchDayPage({ data }: { data: VirtualMatchDayData }) {
  const t = useT();
  const day = data.matchDay;
  const revealed = day?.status === "settled" || day?.status === "void";
  useRefreshAfter(day?.ends_at ?? null, !!day && !revealed);
  return (
    <div className="virtual-page">
      <p>
        <Link to="/virtual-world" className="virtual-page__back">
          {t("virtual.back")}
        </Link>
      </p>
      {day ? <MatchDay day={day} revealed={revealed} /> : <SportsUnavailable />}
    </div>
  );
}

function MatchDay({ day, revealed }: { day: VirtualMatchDayDetail; revealed: boolean }) {
  const t = useT();
  const { settings } = useShell();
  const when = (at: string) => (
    <time dateTime={at}>
      {formatSiteDateTime(at, { format: settings.time_format, timeZone: settings.time_zone })}
    </time>
  );
  return (
    <>
      <header className="virtual-page__head">
        <h2 className="sportsbook__title">
          {t("virtual.match_day", { match_day: day.match_day, season: day.season })}
        </h2>
        <span className="virtual-badge" data-status={day.status}>
          {t(`virtual.status.${day.status}`)}
        </span>
      </header>
      <dl className="virtual-facts">
        <Fact label={t("virtual.opens_at")}>{when(day.opens_at)}</Fact>
        <Fact label={t("virtual.kick_off")}>{when(day.closes_at)}</Fact>
        <Fact label={t("virtual.ends_at")}>{when(day.ends_at)}</Fact>
        <Fact label={t("virtual.commitment")}>
          <code className="virtual-code">{day.commitment}</code>
        </Fact>
        <Fact label={t("virtual.entropy")}>
          {day.entropy ? <code className="virtual-code">{day.entropy}</code> : t("virtual.entropy_pending")}
        </Fact>
        <Fact label={t("virtual.server_seed")}>
          {day.server_seed ? (
            <code className="virtual-code" data-seed>
              {day.server_seed}
            </code>
          ) : (
            <>
              {t("virtual.seed_pending")} {when(day.ends_at)}
            </>
          )}
        </Fact>
        {day.bet_ids && (
          <Fact label={t("virtual.bets_in_draw")}>
            <span data-bet-count>{day.bet_ids.length}</span>
          </Fact>
        )}
      </dl>
      <section className="sports-section" aria-labelledby="virtual-matches">
        <h3 id="virtual-matches">{t("virtual.matches")}</h3>
        <ul className="virtual-detail__matches">
          {day.matches.map((match) => (
            <MatchResult key={match.fixture_id} match={match} names={names} />
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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="virtual-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function MatchResult({
  match,
  names,
}: {
  match: VirtualMatchDayDetail["matches"][number];
  names: TeamNames;
}) {
  const t = useT();
  const teams = { home: names(match.home), away: names(match.away) };
  return (
    <li className="virtual-detail__match" data-event={match.fixture_id}>
      <p className="virtual-detail__line">
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
      <MatchTimeline events={match.events} teams={teams} />
    </li>
  );
}

import { useT } from "../../../shell/use-shell.ts";
import { MatchTimeline } from "./match-timeline.tsx";
import type { TeamNames } from "./team-names.ts";
import { CommitmentCheck, mark } from "./verifier.tsx";
import type { MatchDayVerdict } from "./verify-match-day.ts";

/**
 * What the browser's replay found: SHA-256(seed) against the commitment, then each match's
 * replayed score and events beside ✓ (the served one is the same) or ✗ (it differs).
 */
export function VerdictView({ verdict, names }: { verdict: MatchDayVerdict; names: TeamNames }) {
  const t = useT();
  const compared = verdict.matches.some((match) => match.ok !== null);
  const summary = !compared
    ? "virtual.verify.replayed"
    : verdict.verified
      ? "virtual.verify.all_ok"
      : "virtual.verify.not_ok";
  return (
    <div className="virtual-verdict" data-verified={verdict.verified}>
      <CommitmentCheck verdict={verdict} />
      <ul className="virtual-verdict__matches">
        {verdict.matches.map((match) => {
          const teams = { home: names(match.home), away: names(match.away) };
          const { score, halfTime, events } = match.replayed;
          return (
            <li
              key={match.fixtureId}
              className="virtual-verdict__match"
              data-event={match.fixtureId}
              data-verdict={match.ok === null ? "replayed" : match.ok ? "ok" : "mismatch"}
            >
              <details>
                <summary>
                  {match.ok !== null && (
                    <b className="virtual-verdict__mark" aria-hidden="true">
                      {mark(match.ok)}
                    </b>
                  )}{" "}
                  {teams.home} {score.home}–{score.away} {teams.away}{" "}
                  <span className="virtual-verdict__ht">
                    {t("virtual.half_time_score", { score: `${halfTime.home}–${halfTime.away}` })}
                  </span>{" "}
                  {match.ok !== null && (
                    <span className="visually-hidden">
                      {t(match.ok ? "virtual.verify.match_ok" : "virtual.verify.match_bad")}
                    </span>
                  )}
                  {match.ok === false && (
                    <span className="virtual-verdict__bad">{t("virtual.verify.match_bad")}</span>
                  )}
                </summary>
                <MatchTimeline events={events} teams={teams} />
              </details>
            </li>
          );
        })}
      </ul>
      <p className="virtual-verdict__summary">
        <b>{t(summary)}</b>
      </p>
    </div>
  );
}

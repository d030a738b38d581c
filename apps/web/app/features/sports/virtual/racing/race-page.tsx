import type { VirtualRaceDetail } from "@platform/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatSiteDateTime } from "../../../../shell/site-date-time.ts";
import { useShell, useT } from "../../../../shell/use-shell.ts";
import { SportsUnavailable } from "../../sports-frame.tsx";
import { useRefreshAfter } from "../use-refresh-after.ts";
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
  const t = useT();
  const race = data.race;
  const revealed = race?.status === "settled" || race?.status === "void";
  useRefreshAfter(race?.ends_at ?? null, !!race && !revealed);
  return (
    <div className="virtual-page race-page">
      <p>
        <Link to={RACING_PATH} className="virtual-page__back">
          {t("virtual_racing.back")}
        </Link>
      </p>
      {race ? <Race race={race} revealed={revealed} /> : <SportsUnavailable />}
    </div>
  );
}

function Race({ race, revealed }: { race: VirtualRaceDetail; revealed: boolean }) {
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
        <h2 className="sportsbook__title">{race.name}</h2>
        <span className="virtual-badge" data-status={race.status}>
          {t(`virtual.status.${race.status}`)}
        </span>
      </header>
      <dl className="virtual-facts">
        <Fact label={t("virtual.opens_at")}>{when(race.opens_at)}</Fact>
        <Fact label={t("virtual_racing.off")}>{when(race.closes_at)}</Fact>
        <Fact label={t("virtual_racing.ends_at")}>{when(race.ends_at)}</Fact>
        <Fact label={t("virtual.commitment")}>
          <code className="virtual-code">{race.commitment}</code>
        </Fact>
        <Fact label={t("virtual.entropy")}>
          {race.entropy ? <code className="virtual-code">{race.entropy}</code> : t("virtual.entropy_pending")}
        </Fact>
        <Fact label={t("virtual.server_seed")}>
          {race.server_seed ? (
            <code className="virtual-code" data-seed>
              {race.server_seed}
            </code>
          ) : (
            <>
              {t("virtual.seed_pending")} {when(race.ends_at)}
            </>
          )}
        </Fact>
        {race.bet_ids && (
          <Fact label={t("virtual.bets_in_draw")}>
            <span data-bet-count>{race.bet_ids.length}</span>
          </Fact>
        )}
      </dl>
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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="virtual-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

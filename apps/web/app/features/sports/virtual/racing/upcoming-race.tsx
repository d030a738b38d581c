import type { VirtualRace } from "@platform/contracts";
import { RACE_MARKET } from "@platform/sports";
import { Link } from "react-router";
import { useT } from "../../../../shell/use-shell.ts";
import { marketName } from "../../market-names.ts";
import { CloseCountdown } from "../close-countdown.tsx";
import { CommitmentHash } from "../commitment-hash.tsx";
import { RtpList } from "../rtp-list.tsx";
import { raceHref } from "./race-href.ts";
import { RacePrice, RaceRunnerRow } from "./race-runner-row.tsx";

/**
 * A race taking bets: its countdown to the off, the commitment published before the first bet, the
 * six runners with their win and place prices, and behind an expander that opens without
 * JavaScript each market's return to player at these prices, forecast and tricast.
 */
export function UpcomingRace({ race, now }: { race: VirtualRace; now: number }) {
  const t = useT();
  const headingId = `race-${race.id}`;
  const closed = now >= Date.parse(race.closes_at);
  const total = race.runners.reduce((sum, runner) => sum + runner.strength, 0);
  const others = race.markets.filter(
    (m) => m.market_id === RACE_MARKET.forecast || m.market_id === RACE_MARKET.tricast,
  );
  return (
    <section className="sports-section race-card" aria-labelledby={headingId} data-race={race.id}>
      <h3 id={headingId}>
        {t("virtual_racing.race", { number: race.number })}{" "}
        <Link to={raceHref(race.id)}>{t("virtual_racing.race_page")}</Link>
      </h3>
      <div className="virtual-day__facts">
        <CloseCountdown closesAt={race.closes_at} now={now} />
        <CommitmentHash hash={race.commitment} />
      </div>
      <ul className="race-runners" aria-label={t("virtual_racing.runners", { number: race.number })}>
        {race.runners.map((runner) => (
          <RaceRunnerRow
            key={runner.trap}
            race={race}
            runner={runner}
            chance={runner.strength / total}
            closed={closed}
          />
        ))}
      </ul>
      {others.length > 0 && (
        <details className="race-card__more">
          <summary>{t("virtual_racing.more_markets")}</summary>
          <RtpList rtp={race.rtp_basis_points} className="virtual-rtp virtual-rtp--match" />
          {others.map((market) => (
            <div key={market.key} className="market" data-market={market.key}>
              <h4 className="market__name">{marketName(t, market.key)}</h4>
              <div className="race-card__combos">
                {market.outcomes.map((outcome) => (
                  <RacePrice
                    key={outcome.id}
                    race={race}
                    market={market}
                    outcomeId={outcome.id}
                    label={outcome.id}
                    closed={closed}
                  />
                ))}
              </div>
            </div>
          ))}
        </details>
      )}
    </section>
  );
}

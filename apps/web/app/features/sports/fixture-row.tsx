import { BASKETBALL_MARKET, BASKETBALL_OUTCOME, FOOTBALL_MARKET, OUTCOME } from "@platform/sports";
import { Link } from "react-router";
import { formatSiteDateTime, type SiteClock } from "../../shell/site-date-time.ts";
import { useT } from "../../shell/use-shell.ts";
import { matchClock, type ShownFixture } from "./live-fixtures.ts";
import { marketName, outcomeName, outcomeShortName } from "./market-names.ts";
import { PriceButton } from "./price-button.tsx";

export const matchHref = (id: string) => `/sports/match/${encodeURIComponent(id)}`;
export const eventName = (f: Pick<ShownFixture, "home" | "away">) => `${f.home} – ${f.away}`;

/**
 * A match in a list: kick-off (or the clock and score in play), the teams linking to the match's
 * page, and the 1X2 prices as toggles (basketball: its winner's two, under 1 and 2, the draw's
 * column left empty). A match without an open result market says so in place of prices.
 */
export function FixtureRow({ fixture, clock }: { fixture: ShownFixture; clock: SiteClock }) {
  const t = useT();
  const result = fixture.main_markets.find(
    (m) => m.market_id === FOOTBALL_MARKET.matchResult || m.market_id === BASKETBALL_MARKET.winner,
  );
  const inPlay = matchClock(fixture, t("sports.clock.break"));
  const teams = { home: fixture.home, away: fixture.away };
  const order =
    result?.market_id === BASKETBALL_MARKET.winner
      ? [BASKETBALL_OUTCOME.home, "no-draw", BASKETBALL_OUTCOME.away]
      : [OUTCOME.home, OUTCOME.draw, OUTCOME.away];
  return (
    <li
      className="fixture"
      data-status={fixture.status}
      data-event={fixture.id}
      data-sport={fixture.sport.id}
    >
      <div className="fixture__when">
        {inPlay ? (
          <span className="fixture__clock" data-clock>
            {inPlay}
          </span>
        ) : (
          <time dateTime={fixture.start_time}>{formatSiteDateTime(fixture.start_time, clock)}</time>
        )}
        <span className="fixture__league">{fixture.tournament.name}</span>
      </div>
      <Link to={matchHref(fixture.id)} className="fixture__teams">
        <span className="fixture__team">
          {fixture.home}
          {fixture.score && <b className="fixture__score">{fixture.score.home}</b>}
        </span>
        <span className="fixture__team">
          {fixture.away}
          {fixture.score && <b className="fixture__score">{fixture.score.away}</b>}
        </span>
        <span className="fixture__more">{t("sports.more_markets", { count: fixture.market_count })}</span>
      </Link>
      <div className="fixture__prices" data-suspended={result?.status === "suspended" || undefined}>
        {result ? (
          order.map((id) => {
            const outcome = result.outcomes.find((o) => o.id === id);
            if (!outcome) return <span key={id} className="price price--empty" />;
            return (
              <PriceButton
                key={id}
                label={outcomeShortName(id)}
                hiddenLabel={`${eventName(fixture)}, ${outcomeName(t, result.key, id, teams)}:`}
                disabled={result.status !== "active" || !outcome.active}
                selection={{
                  event_id: fixture.id,
                  market_key: result.key,
                  outcome_id: id,
                  price_milli: outcome.price_milli,
                  event_name: eventName(fixture),
                  market_name: marketName(t, result.key),
                  outcome_name: outcomeName(t, result.key, id, teams),
                  live: fixture.status === "live",
                }}
              />
            );
          })
        ) : (
          <span className="fixture__closed">{t("sports.no_prices")}</span>
        )}
      </div>
    </li>
  );
}

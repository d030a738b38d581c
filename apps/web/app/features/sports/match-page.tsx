import type { SportsFixtureDetail, SportsMarketView } from "@platform/contracts";
import { outcomeIds, parseMarketKey } from "@platform/sports";
import { useMemo } from "react";
import { Link } from "react-router";
import { formatSiteDateTime } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { eventName } from "./fixture-row.tsx";
import { matchClock } from "./live-fixtures.ts";
import { MARKET_GROUPS, marketGroup, marketName, outcomeName, type Teams } from "./market-names.ts";
import { PriceButton } from "./price-button.tsx";
import { SportsFrame, SportsUnavailable } from "./sports-frame.tsx";
import type { MatchData } from "./sports-pages.server.ts";
import { useLiveFixtures } from "./use-live-fixtures.ts";

/**
 * A match's page (issue 19): every open market, grouped as players look for them (main, goals,
 * handicaps, correct score, half-time/full-time), named in the player's language. A suspended
 * market stays in place, greyed, its prices not taken.
 */
export function MatchPage({ data }: { data: MatchData }) {
  const t = useT();
  // One array per loaded match: a new one each render would reset the live state each render.
  const rendered = useMemo(() => (data.fixture ? [data.fixture] : []), [data.fixture]);
  const [fixture] = useLiveFixtures(rendered, {
    url: data.account?.url ?? null,
    operator: data.account?.operator ?? "",
    refresh: data.fixture ? { fixture: data.fixture.id } : null,
  });
  return (
    <SportsFrame slip={data}>
      {fixture ? <MatchMarkets fixture={fixture as SportsFixtureDetail} /> : <SportsUnavailable />}
      <p>
        <Link to="/sports">{t("sports.back_home")}</Link>
      </p>
    </SportsFrame>
  );
}

function MatchMarkets({ fixture }: { fixture: SportsFixtureDetail }) {
  const t = useT();
  const { settings } = useShell();
  const clock = matchClock(fixture, t("sports.clock.break"));
  const teams = { home: fixture.home, away: fixture.away };
  const groups = MARKET_GROUPS.map((group) => ({
    group,
    markets: fixture.markets.filter((m) => marketGroup(m.market_id) === group),
  })).filter((entry) => entry.markets.length > 0);
  return (
    <>
      <header className="match-head">
        <p className="match-head__league">
          {fixture.category.name} · {fixture.tournament.name}
        </p>
        <h2 className="match-head__teams">{eventName(fixture)}</h2>
        <p className="match-head__state">
          {clock ? (
            <>
              <span className="fixture__clock" data-clock>
                {clock}
              </span>{" "}
              {fixture.score && (
                <b className="match-head__score">
                  {fixture.score.home}–{fixture.score.away}
                </b>
              )}
            </>
          ) : (
            <time dateTime={fixture.start_time}>
              {formatSiteDateTime(fixture.start_time, {
                format: settings.time_format,
                timeZone: settings.time_zone,
              })}
            </time>
          )}
        </p>
      </header>
      {groups.length === 0 && <p>{t("sports.no_prices")}</p>}
      {groups.map(({ group, markets }) => (
        <section key={group} className="market-group" aria-labelledby={`group-${group}`}>
          <h3 id={`group-${group}`}>{t(`sports.group.${group}`)}</h3>
          {markets.map((market) => (
            <Market key={market.key} market={market} fixture={fixture} teams={teams} />
          ))}
        </section>
      ))}
    </>
  );
}

/** Outcomes in the order players read them (home, draw, away; 1X, 12, X2), as the catalogue lists ids. */
function ordered(market: SportsMarketView): SportsMarketView["outcomes"] {
  let order: readonly string[];
  try {
    order = outcomeIds(parseMarketKey(market.key));
  } catch {
    return market.outcomes;
  }
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...market.outcomes].sort((a, b) => rank(a.id) - rank(b.id));
}

function Market({
  market,
  fixture,
  teams,
}: {
  market: SportsMarketView;
  fixture: SportsFixtureDetail;
  teams: Teams;
}) {
  const t = useT();
  const name = marketName(t, market.key);
  const suspended = market.status !== "active";
  return (
    <div className="market" data-status={market.status} data-market={market.key}>
      <h4 className="market__name">
        {name}
        {suspended && <span className="market__suspended">{t("sports.suspended")}</span>}
      </h4>
      <div className="market__outcomes" data-count={market.outcomes.length}>
        {ordered(market).map((outcome) => {
          const label = outcomeName(t, market.key, outcome.id, teams);
          return (
            <PriceButton
              key={outcome.id}
              label={label}
              disabled={suspended || !outcome.active}
              selection={{
                event_id: fixture.id,
                market_key: market.key,
                outcome_id: outcome.id,
                price_milli: outcome.price_milli,
                event_name: eventName(fixture),
                market_name: name,
                outcome_name: label,
                live: fixture.status === "live",
              }}
            />
          );
        })}
      </div>
    </div>
  );
}

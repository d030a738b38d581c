import type { SportsMarketView, VirtualMatch } from "@platform/contracts";
import { FOOTBALL_MARKET, OUTCOME, outcomeIds, parseMarketKey } from "@platform/sports";
import { useT } from "../../../shell/use-shell.ts";
import { marketName, outcomeName, outcomeShortName, type Teams } from "../market-names.ts";
import { PriceButton } from "../price-button.tsx";
import { RtpList } from "./rtp-list.tsx";
import type { TeamNames } from "./team-names.ts";

/**
 * A match of a match day taking bets: the teams and their expected goals, the 1X2 prices as the
 * sportsbook's price buttons (they go on its slip), and behind an expander that opens without
 * JavaScript each market's return to player at these prices and the other markets (total 2.5, both
 * teams to score, correct score).
 */
export function VirtualMatchRow({
  match,
  names,
  closed,
}: {
  match: VirtualMatch;
  names: TeamNames;
  /** Betting closed: the prices stay shown, greyed. */
  closed: boolean;
}) {
  const t = useT();
  const teams = { home: names(match.home), away: names(match.away) };
  const result = match.markets.find((m) => m.market_id === FOOTBALL_MARKET.matchResult);
  const others = match.markets.filter((m) => m.market_id !== FOOTBALL_MARKET.matchResult);
  return (
    <li className="fixture virtual-match" data-event={match.fixture_id}>
      <div className="fixture__teams virtual-match__teams">
        <span className="fixture__team">{teams.home}</span>
        <span className="fixture__team">{teams.away}</span>
        <span className="virtual-match__xg">
          {t("virtual.expected_goals", {
            home: match.expected_goals.home.toFixed(2),
            away: match.expected_goals.away.toFixed(2),
          })}
        </span>
      </div>
      <div className="fixture__prices" data-suspended={result?.status === "suspended" || undefined}>
        {result ? (
          [OUTCOME.home, OUTCOME.draw, OUTCOME.away].map((id) => (
            <OutcomePrice
              key={id}
              match={match}
              market={result}
              outcomeId={id}
              teams={teams}
              short={outcomeShortName(id)}
              closed={closed}
            />
          ))
        ) : (
          <span className="fixture__closed">{t("sports.no_prices")}</span>
        )}
      </div>
      {others.length > 0 && (
        <details className="virtual-match__more">
          <summary>{t("virtual.more_markets", { count: others.length })}</summary>
          <RtpList rtp={match.rtp_basis_points} className="virtual-rtp virtual-rtp--match" />
          {others.map((market) => (
            <div key={market.key} className="market" data-market={market.key}>
              <h4 className="market__name">{marketName(t, market.key)}</h4>
              <div className="market__outcomes" data-count={market.outcomes.length}>
                {ordered(market).map((outcome) => (
                  <OutcomePrice
                    key={outcome.id}
                    match={match}
                    market={market}
                    outcomeId={outcome.id}
                    teams={teams}
                    closed={closed}
                  />
                ))}
              </div>
            </div>
          ))}
        </details>
      )}
    </li>
  );
}

function OutcomePrice({
  match,
  market,
  outcomeId,
  teams,
  short,
  closed,
}: {
  match: VirtualMatch;
  market: SportsMarketView;
  outcomeId: string;
  teams: Teams;
  short?: string;
  closed: boolean;
}) {
  const t = useT();
  const outcome = market.outcomes.find((o) => o.id === outcomeId);
  if (!outcome) return <span className="price price--empty" />;
  const eventName = `${teams.home} – ${teams.away}`;
  const name = outcomeName(t, market.key, outcomeId, teams);
  return (
    <PriceButton
      label={short ?? name}
      {...(short ? { hiddenLabel: `${eventName}, ${name}:` } : {})}
      disabled={closed || market.status !== "active" || !outcome.active}
      selection={{
        event_id: match.fixture_id,
        market_key: market.key,
        outcome_id: outcomeId,
        price_milli: outcome.price_milli,
        event_name: eventName,
        market_name: marketName(t, market.key),
        outcome_name: name,
        live: false,
      }}
    />
  );
}

/** Outcomes in the catalogue's order (over before under, 0:0 … 4:4 then "other"). */
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

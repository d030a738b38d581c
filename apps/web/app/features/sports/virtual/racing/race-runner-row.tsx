import type { SportsMarketView, VirtualRace, VirtualRaceRunner } from "@platform/contracts";
import { RACE_MARKET } from "@platform/sports";
import { useT } from "../../../../shell/use-shell.ts";
import { marketName, outcomeName } from "../../market-names.ts";
import { PriceButton } from "../../price-button.tsx";
import { TrapBadge } from "./trap-badge.tsx";

/**
 * One runner of a race taking bets: its trap, name, published strength (as its chance to win) and
 * form, and its win and place prices as the sportsbook's price buttons.
 */
export function RaceRunnerRow({
  race,
  runner,
  chance,
  closed,
}: {
  race: VirtualRace;
  runner: VirtualRaceRunner;
  /** strength / the card's total. */
  chance: number;
  closed: boolean;
}) {
  const t = useT();
  const win = race.markets.find((m) => m.market_id === RACE_MARKET.win);
  const place = race.markets.find((m) => m.market_id === RACE_MARKET.place);
  return (
    <li className="race-runner" data-trap={runner.trap}>
      <TrapBadge trap={runner.trap} />
      <div className="race-runner__who">
        <span className="race-runner__name">
          <span className="visually-hidden">{t("sports.outcome.trap", { trap: runner.trap })} · </span>
          {runner.name}
        </span>
        <span className="race-runner__facts">
          {t("virtual_racing.chance", { percent: (chance * 100).toFixed(1) })} · {t("virtual_racing.form")}:{" "}
          {runner.form.length > 0 ? runner.form.join("-") : t("virtual_racing.form_none")}
        </span>
      </div>
      <div className="race-runner__prices">
        {[win, place].map((market) =>
          market ? (
            <RacePrice
              key={market.key}
              race={race}
              market={market}
              outcomeId={String(runner.trap)}
              label={marketName(t, market.key)}
              closed={closed}
            />
          ) : null,
        )}
      </div>
    </li>
  );
}

/** A race outcome's price button; `label` is what it shows beside the price. */
export function RacePrice({
  race,
  market,
  outcomeId,
  label,
  closed,
}: {
  race: VirtualRace;
  market: SportsMarketView;
  outcomeId: string;
  label: string;
  closed: boolean;
}) {
  const t = useT();
  const outcome = market.outcomes.find((o) => o.id === outcomeId);
  if (!outcome) return <span className="price price--empty" />;
  const name = outcomeName(t, market.key, outcomeId, { home: race.name, away: `${race.distance_m} m` });
  const marketLabel = marketName(t, market.key);
  return (
    <PriceButton
      label={label}
      hiddenLabel={`${race.name}, ${marketLabel}, ${name}:`}
      disabled={closed || market.status !== "active" || !outcome.active}
      selection={{
        event_id: race.fixture_id,
        market_key: market.key,
        outcome_id: outcomeId,
        price_milli: outcome.price_milli,
        event_name: race.name,
        market_name: marketLabel,
        outcome_name: name,
        live: false,
      }}
    />
  );
}

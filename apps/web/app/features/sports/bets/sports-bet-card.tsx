import type { SportsBetView, SportsFixtureDetail } from "@platform/contracts";
import { useId, useState } from "react";
import { Link } from "react-router";
import { formatSiteDateTime } from "../../../shell/site-date-time.ts";
import { useShell, useT } from "../../../shell/use-shell.ts";
import { eventName, matchHref } from "../fixture-row.tsx";
import { matchClock } from "../live-fixtures.ts";
import { marketName, outcomeName } from "../market-names.ts";
import { formatPrice } from "../odds-display.ts";
import { betCount, betStanding, suspendedLegs } from "./bet-display.ts";
import { CashOutPanel, type Said } from "./cash-out-panel.tsx";
import { useMinorMoney } from "./use-minor-money.ts";
import type { SportsBets } from "./use-sportsbook-bets.ts";

/** The player's odds format (decimal, fractional, American), as odds-display.ts reads it. */
export type OddsFormat = Parameters<typeof formatPrice>[1];

function Leg({
  leg,
  fixture,
  format,
  suspended,
}: {
  leg: SportsBetView["legs"][number];
  fixture: SportsFixtureDetail | null | undefined;
  format: OddsFormat;
  suspended: boolean;
}) {
  const t = useT();
  const teams = fixture
    ? { home: fixture.home, away: fixture.away }
    : { home: t("sports.bets.home"), away: t("sports.bets.away") };
  const clock = fixture ? matchClock(fixture) : null;
  const moved = leg.accepted_price_milli !== leg.asked_price_milli;
  return (
    <li
      className="sports-bet-leg"
      data-result={leg.result ?? undefined}
      data-suspended={suspended || undefined}
      data-event={leg.event_id}
    >
      <div className="sports-bet-leg__head">
        <span className="sports-bet-leg__pick">{outcomeName(t, leg.market_key, leg.outcome_id, teams)}</span>
        {leg.banker && <span className="sports-bet-leg__tag">{t("sports.slip.banker")}</span>}
        {leg.result && (
          <span className="sports-bet-leg__result" data-result={leg.result}>
            {t(`sports.bets.result.${leg.result}`)}
          </span>
        )}
      </div>
      <span className="sports-bet-leg__market">{marketName(t, leg.market_key)}</span>
      <span className="sports-bet-leg__match">
        {leg.live && <span className="sports-bet-leg__tag">{t("sports.live_badge")}</span>}{" "}
        {fixture ? (
          <Link to={matchHref(fixture.id)}>{eventName(fixture)}</Link>
        ) : (
          t("sports.bets.match_unknown")
        )}
        {fixture?.score && (
          <span className="sports-bet-leg__score">
            {" "}
            {fixture.score.home}–{fixture.score.away}
            {clock && ` (${clock})`}
          </span>
        )}
      </span>
      <dl className="sports-bet-leg__prices">
        <div>
          <dt>{t("sports.bets.asked")}</dt>
          <dd>{formatPrice(leg.asked_price_milli, format)}</dd>
        </div>
        <div data-moved={moved || undefined}>
          <dt>{t("sports.bets.accepted")}</dt>
          <dd data-price="accepted">{formatPrice(leg.accepted_price_milli, format)}</dd>
        </div>
      </dl>
      {suspended && <span className="sports-bet-leg__suspended">{t("sports.suspended")}</span>}
    </li>
  );
}

function typeLabel(t: ReturnType<typeof useT>, bet: SportsBetView): string {
  if (bet.bet_type === "system" && bet.system) {
    const key = `sports.system.${bet.system}`;
    const named = t(key);
    return named === key ? t("sports.bets.type.system", { bets: betCount(bet) }) : named;
  }
  if (bet.bet_type === "accumulator") return t("sports.bets.type.accumulator", { legs: bet.legs.length });
  return t("sports.bets.type.single");
}

/**
 * One sports bet as its player reads it (issue 19): each leg's match, market and pick with the
 * asked and the accepted price in the player's odds format, the bet type, stakes, potential return
 * (capped at the maximum payout), where it stands, what it paid, its booking code and when it was
 * placed; cash-out for an open bet.
 */
export function SportsBetCard({
  bet,
  bets,
  format,
  headingLevel = 3,
}: {
  bet: SportsBetView;
  bets: SportsBets;
  format: OddsFormat;
  headingLevel?: 2 | 3 | 4;
}) {
  const t = useT();
  const { settings } = useShell();
  const id = useId();
  const [said, say] = useState<Said>(null);
  const money = useMinorMoney(bet.currency);
  const standing = betStanding(bet);
  const suspended = suspendedLegs(bet, bets.fixtures);
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const system = bet.bet_type === "system";
  const Heading = headingLevel === 2 ? "h2" : headingLevel === 4 ? "h4" : "h3";
  return (
    <article
      className="sports-bet"
      data-bet-id={bet.id}
      data-state={bet.state}
      aria-labelledby={`${id}-title`}
    >
      <div className="sports-bet__head">
        <Heading id={`${id}-title`} className="sports-bet__type">
          {typeLabel(t, bet)}
        </Heading>
        <span className="sports-bet__standing" data-standing={standing}>
          {t(`sports.bets.standing.${standing}`)}
        </span>
      </div>
      <ol className="sports-bet__legs">
        {bet.legs.map((leg) => (
          <Leg
            key={leg.leg}
            leg={leg}
            fixture={bets.fixtures[leg.event_id]}
            format={format}
            suspended={suspended.includes(leg.leg)}
          />
        ))}
      </ol>
      <dl className="sports-bet__facts">
        {system && (
          <div>
            <dt>{t("sports.bets.unit_stake")}</dt>
            <dd>{money(bet.unit_stake)}</dd>
          </div>
        )}
        <div>
          <dt>{t("sports.bets.total_stake")}</dt>
          <dd data-fact="stake">{money(bet.total_stake)}</dd>
        </div>
        {(bet.state === "open" || bet.state === "placing") && (
          <div>
            <dt>{t("sports.bets.potential_return")}</dt>
            <dd data-fact="potential">
              {money(bet.potential_return)}
              {bet.capped && <span className="sports-bet__capped"> {t("sports.bets.capped")}</span>}
            </dd>
          </div>
        )}
        {bet.potential_bonus > 0 && bet.state === "open" && (
          <div>
            <dt>{t("sports.slip.bonus")}</dt>
            <dd>{money(bet.potential_bonus)}</dd>
          </div>
        )}
        {bet.cashed_out > 0 && (
          <div>
            <dt>{t("sports.bets.cashed_out")}</dt>
            <dd data-fact="cashed-out">{money(bet.cashed_out)}</dd>
          </div>
        )}
        {bet.payout !== null && bet.state !== "cashed_out" && (
          <div>
            <dt>{t("sports.bets.payout")}</dt>
            <dd data-fact="payout">{money(bet.payout)}</dd>
          </div>
        )}
        {bet.booking_code && (
          <div>
            <dt>{t("sports.bets.booking_code")}</dt>
            <dd data-fact="booking-code">{bet.booking_code}</dd>
          </div>
        )}
        <div>
          <dt>{t("sports.bets.placed")}</dt>
          <dd>
            <time dateTime={bet.placed_at}>{formatSiteDateTime(bet.placed_at, clock)}</time>
          </dd>
        </div>
      </dl>
      {bet.refusal && <p className="sports-bet__note">{t("sports.bets.refusal", { reason: bet.refusal })}</p>}
      {bet.state === "open" && <CashOutPanel bet={bet} bets={bets} suspended={suspended} say={say} />}
      <div role="status" aria-live="polite" className="cash-out__status" data-tone={said?.tone}>
        {said?.text}
      </div>
    </article>
  );
}

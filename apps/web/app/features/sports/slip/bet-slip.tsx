import type { SportsRefusedBet } from "@platform/contracts";
import { currencyExponent, fromMinorUnits } from "@platform/contracts/client";
import { useId, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { useShell, useT } from "../../../shell/use-shell.ts";
import { moneyFormatter } from "../../../shell/wallet/format-money.ts";
import { formatPrice } from "../odds-display.ts";
import { newRequestId, type PlacementResult, placementRequest, placeSlip } from "./place-slip.ts";
import { SlipBooking } from "./slip-booking.tsx";
import { type SlipRules, slipTotals } from "./slip-maths.ts";
import {
  acceptChanges,
  hasOffers,
  hasSuspended,
  offerPrices,
  placeableLegs,
  priceMove,
} from "./slip-prices.ts";
import {
  availableBetTypes,
  availableSystems,
  clearSlip,
  ODDS_FORMATS,
  type OddsFormat,
  removeSelection,
  type SlipBetType,
  type SlipState,
  type SlipSystem,
  selectionKey,
  setBetType,
  setStake,
  toggleBanker,
} from "./slip-state.ts";
import { useSlip } from "./use-slip.ts";
import { useSlipPrices } from "./use-slip-prices.ts";

export interface SlipAccountProps {
  url: string;
  operator: string;
  /** The page's launch token; null for a visitor (placing asks them to log in). */
  token: string | null;
}

/**
 * The bet slip of /sports, a match page and /live-sports (issue 19): one component, pre-match and
 * live. A bottom sheet on phones (opened from its bar), a side panel from 768 px. Totals come from
 * @platform/sports (slip-maths.ts) and are announced as they change (`aria-live`).
 */
export function BetSlip({
  account,
  rules,
  currency,
}: {
  account: SlipAccountProps | null;
  rules: SlipRules | null;
  currency: string;
}) {
  const t = useT();
  const { settings } = useShell();
  const [slip, update] = useSlip();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PlacementResult | null>(null);
  /** The legs the last placement sent: a refusal names its legs by their index there. */
  const [sent, setSent] = useState<SlipState["selections"]>([]);
  const revalidator = useRevalidator();
  const id = useId();
  const exponent = currencyExponent(currency);
  const format = moneyFormatter(settings);
  const money = (minor: number) => format(fromMinorUnits(BigInt(minor), exponent));
  const source = account ? { url: account.url, operator: account.operator } : null;
  useSlipPrices(source, slip, update);
  // Closed legs (a booking code's match since ended) stay shown but are not placed nor counted.
  const placing = placeableLegs(slip);
  const offers = hasOffers(slip);
  const suspended = hasSuspended(slip);
  const closedCount = slip.selections.length - placing.selections.length;
  const totals = slipTotals(placing, exponent, rules);
  const types = availableBetTypes(slip);
  const systems = availableSystems(slip);
  const count = slip.selections.length;

  async function place() {
    if (!account?.token) return;
    // Never placed while a price waits for the player's agreement or a market is suspended.
    if (hasOffers(slip) || hasSuspended(slip)) return;
    const request = placementRequest(placing, exponent, newRequestId());
    if (!request) return;
    setBusy(true);
    setResult(null);
    setSent(placing.selections);
    const answer = await placeSlip(
      { url: account.url, operator: account.operator, token: account.token },
      request,
    );
    setBusy(false);
    setResult(answer);
    if (answer.kind === "placed") {
      // A refused leg's current price is offered on the slip: the player accepts it, or not.
      update((state) => offerPrices(state, refusedPrices(answer.refused, placing.selections)));
      if (answer.bets.length > 0) {
        if (answer.refused.length === 0) update(clearSlip);
        revalidator.revalidate();
      }
    }
  }

  /** The player agrees to the offered prices; placing is theirs to do again. */
  function accept() {
    update(acceptChanges);
    setResult(null);
  }

  const placeable = totals.problem === null && !busy && !suspended;
  return (
    <aside className="bet-slip" aria-labelledby={`${id}-title`} data-open={open || undefined}>
      <div className="bet-slip__bar">
        <h2 id={`${id}-title`} className="bet-slip__title">
          {t("sports.slip.title")} <span className="bet-slip__count">{count}</span>
        </h2>
        <button
          type="button"
          className="bet-slip__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          {open ? t("sports.slip.hide") : t("sports.slip.show")}
        </button>
      </div>
      <div id={`${id}-body`} className="bet-slip__body">
        {count === 0 ? (
          <p className="bet-slip__empty">{t("sports.slip.empty")}</p>
        ) : (
          <>
            <fieldset className="bet-slip__types">
              <legend className="visually-hidden">{t("sports.slip.bet_type")}</legend>
              {(["single", "accumulator", "system"] as SlipBetType[]).map((type) => (
                <label
                  key={type}
                  className="bet-slip__type"
                  data-disabled={!types.includes(type) || undefined}
                >
                  <input
                    type="radio"
                    name={`${id}-type`}
                    value={type}
                    checked={slip.betType === type}
                    disabled={!types.includes(type)}
                    onChange={() => update((state) => setBetType(state, type))}
                  />
                  {t(`sports.slip.type.${type}`)}
                </label>
              ))}
            </fieldset>
            {slip.betType === "system" && (
              <label className="bet-slip__field">
                {t("sports.slip.system")}
                <select
                  value={slip.system ?? ""}
                  onChange={(event) =>
                    update((state) => setBetType(state, "system", event.target.value as SlipSystem))
                  }
                >
                  {systems.map((system) => (
                    <option key={system} value={system}>
                      {t(`sports.system.${system}`)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <ul className="bet-slip__legs">
              {slip.selections.map((selection) => {
                const key = selectionKey(selection);
                const banker = slip.bankers.includes(key);
                const move = priceMove(selection);
                const before =
                  selection.offered_price_milli !== undefined
                    ? selection.price_milli
                    : selection.was_price_milli;
                const now = selection.offered_price_milli ?? selection.price_milli;
                return (
                  <li
                    key={key}
                    className="slip-leg"
                    data-live={selection.live || undefined}
                    data-event={selection.event_id}
                    data-move={move ?? undefined}
                    data-offer={selection.offered_price_milli !== undefined || undefined}
                    data-status={selection.status}
                  >
                    <div className="slip-leg__head">
                      <span className="slip-leg__outcome">{selection.outcome_name}</span>
                      <span className="slip-leg__prices">
                        {move && before !== undefined && (
                          <s className="slip-leg__was">
                            <span className="visually-hidden">{t("sports.slip.was")} </span>
                            {formatPrice(before, slip.oddsFormat)}
                          </s>
                        )}
                        <b className="slip-leg__price" data-price={now}>
                          {move && <span aria-hidden="true">{move === "up" ? "▲ " : "▼ "}</span>}
                          {formatPrice(now, slip.oddsFormat)}
                        </b>
                      </span>
                      <button
                        type="button"
                        className="slip-leg__remove"
                        onClick={() => update((state) => removeSelection(state, key))}
                      >
                        <span aria-hidden="true">×</span>
                        <span className="visually-hidden">
                          {t("sports.slip.remove", { selection: selection.outcome_name })}
                        </span>
                      </button>
                    </div>
                    <span className="slip-leg__market">{selection.market_name}</span>
                    <span className="slip-leg__event">
                      {selection.live && <span className="slip-leg__live">{t("sports.live_badge")}</span>}{" "}
                      {selection.event_name}
                    </span>
                    {selection.offered_price_milli !== undefined && (
                      <span className="slip-leg__flag">
                        {t(move === "up" ? "sports.slip.leg.price_up" : "sports.slip.leg.price_down")}
                      </span>
                    )}
                    {selection.status && (
                      <span className="slip-leg__flag" data-flag={selection.status}>
                        {t(`sports.slip.leg.${selection.status}`)}
                      </span>
                    )}
                    {slip.betType === "system" && (
                      <button
                        type="button"
                        className="slip-leg__banker"
                        aria-pressed={banker}
                        onClick={() => update((state) => toggleBanker(state, key))}
                      >
                        {t("sports.slip.banker")}
                      </button>
                    )}
                    {slip.betType === "single" && (
                      <label className="bet-slip__field bet-slip__field--inline">
                        {t("sports.slip.stake_single")}
                        <input
                          name="stake"
                          inputMode="decimal"
                          autoComplete="off"
                          value={slip.stakes[key] ?? ""}
                          onChange={(event) => update((state) => setStake(state, event.target.value, key))}
                        />
                      </label>
                    )}
                  </li>
                );
              })}
            </ul>
            {slip.betType !== "single" && (
              <label className="bet-slip__field">
                {t(slip.betType === "system" ? "sports.slip.stake_unit" : "sports.slip.stake")}
                <input
                  name="stake"
                  inputMode="decimal"
                  autoComplete="off"
                  value={slip.stake}
                  onChange={(event) => update((state) => setStake(state, event.target.value))}
                />
              </label>
            )}
          </>
        )}
        <dl className="bet-slip__totals" aria-live="polite" aria-atomic="true">
          <div>
            <dt>{t("sports.slip.bets")}</dt>
            <dd data-total="bets">{totals.bets}</dd>
          </div>
          <div>
            <dt>{t("sports.slip.total_stake")}</dt>
            <dd data-total="stake">{money(totals.totalStake)}</dd>
          </div>
          {totals.bonus > 0 && (
            <div>
              <dt>{t("sports.slip.bonus")}</dt>
              <dd data-total="bonus">{money(totals.bonus)}</dd>
            </div>
          )}
          <div className="bet-slip__return">
            <dt>{t("sports.slip.potential_return")}</dt>
            <dd data-total="return">{money(totals.potentialReturn)}</dd>
          </div>
          {rules && (
            <div className="bet-slip__max">
              <dt>{t("sports.slip.max_payout")}</dt>
              <dd>{money(rules.maxPayout)}</dd>
            </div>
          )}
        </dl>
        {totals.capped && <p className="bet-slip__note">{t("sports.slip.capped")}</p>}
        {count > 0 && totals.problem && totals.problem !== "no_stake" && (
          <p className="bet-slip__note" data-problem={totals.problem}>
            {t(`sports.slip.problem.${totals.problem}`, {
              min: rules ? money(rules.minStake) : "",
              max: rules ? money(rules.maxStake) : "",
            })}
          </p>
        )}
        <fieldset className="bet-slip__choice">
          <legend>{t("sports.slip.price_change")}</legend>
          {(["any", "higher", "ask"] as const).map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name={`${id}-price-change`}
                value={choice}
                checked={slip.priceChange === choice}
                onChange={() => update((state) => ({ ...state, priceChange: choice }))}
              />
              {t(`sports.slip.price_change.${choice}`)}
            </label>
          ))}
        </fieldset>
        <label className="bet-slip__field">
          {t("sports.slip.odds_format")}
          <select
            value={slip.oddsFormat}
            onChange={(event) =>
              update((state) => ({ ...state, oddsFormat: event.target.value as OddsFormat }))
            }
          >
            {ODDS_FORMATS.map((format) => (
              <option key={format} value={format}>
                {t(`sports.odds.${format}`)}
              </option>
            ))}
          </select>
        </label>
        {count > 0 && offers && <p className="bet-slip__note">{t("sports.slip.offers")}</p>}
        {count > 0 && suspended && <p className="bet-slip__note">{t("sports.slip.suspended_note")}</p>}
        {closedCount > 0 && (
          <p className="bet-slip__note">
            {t("sports.slip.closed_note", { count: closedCount })}{" "}
            <button
              type="button"
              className="bet-slip__clear"
              onClick={() => update((state) => placeableLegs(state))}
            >
              {t("sports.slip.remove_closed")}
            </button>
          </p>
        )}
        {count > 0 &&
          (account?.token ? (
            offers ? (
              // RTS 2C: a changed price is placed only once the player has seen and accepted it.
              <button type="button" className="bet-slip__place" data-accept disabled={busy} onClick={accept}>
                {t("sports.slip.accept_changes")}
              </button>
            ) : (
              <button type="button" className="bet-slip__place" disabled={!placeable} onClick={place}>
                {busy
                  ? t("sports.slip.placing")
                  : t("sports.slip.place", { stake: money(totals.totalStake) })}
              </button>
            )
          ) : (
            <p className="bet-slip__note">
              <Link to="/login">{t("sports.slip.login")}</Link>
            </p>
          ))}
        {count > 0 && (
          <button type="button" className="bet-slip__clear" onClick={() => update(clearSlip)}>
            {t("sports.slip.clear")}
          </button>
        )}
        <div role="status" className="bet-slip__result">
          {result && <PlacementAnswer result={result} sent={sent} oddsFormat={slip.oddsFormat} />}
        </div>
        <SlipBooking source={source} slip={slip} update={update} />
      </div>
    </aside>
  );
}

/** A refusal's current prices, named by the legs the placement sent. */
function refusedPrices(refused: SportsRefusedBet[], sent: SlipState["selections"]) {
  return refused.flatMap((bet) =>
    bet.legs.flatMap((leg) => {
      const selection = sent[leg.leg];
      return selection && leg.price_milli !== null ? [{ ...selection, price_milli: leg.price_milli }] : [];
    }),
  );
}

function PlacementAnswer({
  result,
  sent,
  oddsFormat,
}: {
  result: PlacementResult;
  sent: SlipState["selections"];
  oddsFormat: OddsFormat;
}) {
  const t = useT();
  if (result.kind === "unavailable") return <p>{t("sports.slip.unavailable")}</p>;
  if (result.kind === "busy") return <p>{t("sports.slip.busy")}</p>;
  if (result.kind === "failed") return <p>{result.message || t("sports.slip.failed")}</p>;
  return (
    <>
      {result.bets.length > 0 && (
        <p className="bet-slip__accepted">{t("sports.slip.accepted", { count: result.bets.length })}</p>
      )}
      {result.refused.map((bet) => (
        <div key={`${bet.request_id}-${bet.code}`} className="bet-slip__refused" data-refused={bet.code}>
          <p>{t("sports.slip.refused", { reason: bet.message })}</p>
          <ul>
            {bet.legs.map((leg) => (
              <li key={leg.leg} data-reason={leg.reason}>
                {sent[leg.leg]?.outcome_name ?? `#${leg.leg + 1}`}: {t(`sports.refusal.${leg.reason}`)}
                {leg.price_milli !== null && ` (${formatPrice(leg.price_milli, oddsFormat)})`}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

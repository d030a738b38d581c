import type { SportsRefusedBet } from "@platform/contracts";
import { currencyExponent, fromMinorUnits } from "@platform/contracts/client";
import { useId, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { useShell, useT } from "../../../shell/use-shell.ts";
import { moneyFormatter } from "../../../shell/wallet/format-money.ts";
import { formatPrice } from "../odds-display.ts";
import { newRequestId, type PlacementResult, placementRequest, placeSlip } from "./place-slip.ts";
import { type SlipRules, slipTotals } from "./slip-maths.ts";
import {
  availableBetTypes,
  availableSystems,
  clearSlip,
  ODDS_FORMATS,
  type OddsFormat,
  removeSelection,
  type SlipBetType,
  type SlipSystem,
  selectionKey,
  setBetType,
  setStake,
  toggleBanker,
  updatePrices,
} from "./slip-state.ts";
import { useSlip } from "./use-slip.ts";

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
  const revalidator = useRevalidator();
  const id = useId();
  const exponent = currencyExponent(currency);
  const format = moneyFormatter(settings);
  const money = (minor: number) => format(fromMinorUnits(BigInt(minor), exponent));
  const totals = slipTotals(slip, exponent, rules);
  const types = availableBetTypes(slip);
  const systems = availableSystems(slip);
  const count = slip.selections.length;

  async function place() {
    if (!account?.token) return;
    const request = placementRequest(slip, exponent, newRequestId());
    if (!request) return;
    setBusy(true);
    setResult(null);
    const answer = await placeSlip(
      { url: account.url, operator: account.operator, token: account.token },
      request,
    );
    setBusy(false);
    setResult(answer);
    if (answer.kind === "placed" && answer.bets.length > 0) {
      if (answer.refused.length === 0) update(clearSlip);
      revalidator.revalidate();
    }
  }

  /** "Ask me": the refused legs' new prices go onto the slip; the player places again. */
  function acceptNewPrices(refused: SportsRefusedBet[]) {
    const prices = refused.flatMap((bet) =>
      bet.legs.flatMap((leg) => {
        const selection = slip.selections[leg.leg];
        return selection && leg.price_milli !== null ? [{ ...selection, price_milli: leg.price_milli }] : [];
      }),
    );
    update((state) => updatePrices(state, prices));
    setResult(null);
  }

  const placeable = totals.problem === null && !busy;
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
                return (
                  <li key={key} className="slip-leg" data-live={selection.live || undefined}>
                    <div className="slip-leg__head">
                      <span className="slip-leg__outcome">{selection.outcome_name}</span>
                      <b className="slip-leg__price">{formatPrice(selection.price_milli, slip.oddsFormat)}</b>
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
        {count > 0 &&
          (account?.token ? (
            <button type="button" className="bet-slip__place" disabled={!placeable} onClick={place}>
              {busy ? t("sports.slip.placing") : t("sports.slip.place", { stake: money(totals.totalStake) })}
            </button>
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
          {result && <PlacementAnswer result={result} onAccept={acceptNewPrices} />}
        </div>
      </div>
    </aside>
  );
}

function PlacementAnswer({
  result,
  onAccept,
}: {
  result: PlacementResult;
  onAccept: (refused: SportsRefusedBet[]) => void;
}) {
  const t = useT();
  const [slip] = useSlip();
  if (result.kind === "unavailable") return <p>{t("sports.slip.unavailable")}</p>;
  if (result.kind === "failed") return <p>{result.message || t("sports.slip.failed")}</p>;
  const newPrices = result.refused.some((bet) => bet.legs.some((leg) => leg.price_milli !== null));
  return (
    <>
      {result.bets.length > 0 && (
        <p className="bet-slip__accepted">{t("sports.slip.accepted", { count: result.bets.length })}</p>
      )}
      {result.refused.map((bet) => (
        <div key={`${bet.request_id}-${bet.code}`} className="bet-slip__refused">
          <p>{t("sports.slip.refused", { reason: bet.message })}</p>
          <ul>
            {bet.legs.map((leg) => (
              <li key={leg.leg}>
                {slip.selections[leg.leg]?.outcome_name ?? `#${leg.leg + 1}`}:{" "}
                {t(`sports.refusal.${leg.reason}`)}
                {leg.price_milli !== null && ` (${formatPrice(leg.price_milli, slip.oddsFormat)})`}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {newPrices && (
        <button type="button" className="bet-slip__accept" onClick={() => onAccept(result.refused)}>
          {t("sports.slip.accept_prices")}
        </button>
      )}
    </>
  );
}

import { currencyExponent } from "@platform/contracts/client";
import { useId } from "react";
import { useNavigation } from "react-router";
import { isFailure } from "../../shell/forms/form-result.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";
import type { CartLineResult } from "./cart-actions.server.ts";
import { hintText } from "./lotto-hint.ts";
import { type StakeLimits, stakeStatus } from "./lotto-stake.ts";
import type { Hint } from "./number-picker-state.ts";

/** What the picker holds: its line count, or what it still lacks. */
export type SlipSelection = { ok: true; lines: number } | { ok: false; hint: Hint };

/** The slip is ready to add: a selection, a stake within the limits, and a draw on sale. */
export function slipReady(selection: SlipSelection, stake: string, limits: StakeLimits, exponent: number) {
  if (!selection.ok) return { ok: false as const, hint: selection.hint };
  const status = stakeStatus(stake, selection.lines, limits, exponent);
  return status.ok ? { ok: true as const, lines: selection.lines, total: status.total } : status;
}

/**
 * The bet slip's bar (spec §2; on a phone it sticks to the bottom of the screen): the stake per
 * line, the live "N lines × stake = total" (or what is missing, before the player commits) and
 * "Add to cart". The first, hidden submit button makes Enter in the stake field add the line
 * rather than press the first number.
 */
export function LottoSlip({
  selection,
  stake,
  onStake,
  nextDraw,
  onNextDraw,
  limits,
  drawOpen,
  result,
  notice,
}: {
  selection: SlipSelection;
  stake: string;
  onStake: (stake: string) => void;
  /** The player's consent to the game's next draw if this one closes before checkout (issue 16). */
  nextDraw: boolean;
  onNextDraw: (nextDraw: boolean) => void;
  limits: StakeLimits;
  drawOpen: boolean;
  result: CartLineResult | undefined;
  /** A visitor's line went into the browser cart. */
  notice: string | null;
}) {
  const t = useT();
  const { settings } = useShell();
  const format = useFormatMoney();
  const navigation = useNavigation();
  const exponent = currencyExponent(settings.currency_code);
  const stakeId = useId();
  const nextDrawId = useId();
  const ready = slipReady(selection, stake, limits, exponent);
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";
  const summary = ready.ok
    ? t(ready.lines === 1 ? "lotto.summary_one" : "lotto.summary", {
        lines: ready.lines,
        stake: format(stake.trim()),
        total: format(ready.total),
      })
    : hintText(ready.hint, t, format);
  const failure = isFailure(result) && result.intent === "add" ? result : null;
  const done = notice ?? (result?.ok && result.intent === "add" ? (result.notice ?? null) : null);
  return (
    <div className="lotto-slip">
      <div className="lotto-slip__row">
        <label className="lotto-slip__stake" htmlFor={stakeId}>
          <span className="lotto-slip__label">{t("lotto.stake_per_line")}</span>
          <input
            id={stakeId}
            name="stake_per_line"
            type="number"
            inputMode="decimal"
            min={limits.min_stake_per_line}
            step={exponent === 0 ? "1" : (1 / 10 ** exponent).toFixed(exponent)}
            value={stake}
            onChange={(event) => onStake(event.target.value)}
            required
            className="lotto-slip__input"
          />
        </label>
        <p
          className="lotto-slip__summary"
          data-ready={ready.ok || undefined}
          aria-live="polite"
          data-testid="slip-summary"
        >
          {summary}
        </p>
        <button
          type="submit"
          name="intent"
          value="add"
          className="btn btn--primary lotto-slip__add"
          disabled={!ready.ok || !drawOpen || adding}
          aria-busy={adding || undefined}
        >
          {adding ? t("lotto.adding") : t("lotto.add_to_cart")}
        </button>
      </div>
      <label className="lotto-slip__consent" htmlFor={nextDrawId}>
        {/* Posted as "true" when checked, absent when not: cartLineInputSchema's default is no consent. */}
        <input
          id={nextDrawId}
          type="checkbox"
          name="next_draw_if_closed"
          value="true"
          checked={nextDraw}
          onChange={(event) => onNextDraw(event.target.checked)}
        />
        <span>{t("lotto.next_draw_if_closed")}</span>
      </label>
      {failure && (
        <p className="lotto-slip__message lotto-slip__message--error" role="alert">
          {failure.message ?? failure.errors[0]}
          {Object.values(failure.fieldErrors)[0] && failure.message !== Object.values(failure.fieldErrors)[0]
            ? ` ${Object.values(failure.fieldErrors)[0]}`
            : ""}
        </p>
      )}
      {done && !failure && (
        <p className="lotto-slip__message" role="status">
          {done}
        </p>
      )}
    </div>
  );
}

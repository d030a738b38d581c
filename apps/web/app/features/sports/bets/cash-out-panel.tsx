import type { SportsBetView } from "@platform/contracts";
import { currencyExponent, fromMinorUnits } from "@platform/contracts/client";
import { type FormEvent, useId, useState } from "react";
import { useShell, useT } from "../../../shell/use-shell.ts";
import { useBalance } from "../../../shell/wallet/balance-context.tsx";
import { eventName } from "../fixture-row.tsx";
import { marketName } from "../market-names.ts";
import {
  type AmountProblem,
  autoCashOutTarget,
  type CashOutOutcome,
  cashOutAtSeenOffer,
  partialAmount,
  refusalOf,
} from "./cash-out-flow.ts";
import { useMinorMoney } from "./use-minor-money.ts";
import type { SportsBets } from "./use-sportsbook-bets.ts";

/** "8 %" from the rules' fraction, in the page's language's number format. */
function percent(fraction: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(fraction);
}

/** A typed amount as the input shows it back (major units, the currency's decimals). */
const typed = (minor: number, exponent: number) => fromMinorUnits(BigInt(minor), exponent);

/** What the panel last said: the card announces it, and keeps it once a full cash-out closes the panel. */
export type Said = { tone: "ok" | "ask" | "problem"; text: string } | null;

/**
 * Cash-out of an open bet (issue 19; decision 046): the offer on the button with the published
 * margin; a press asks for a fresh quote and cashes out at it, or shows the new offer and asks
 * again (cash-out-flow.ts). A partial cash-out of part of the stake, and an auto cash-out target.
 * A suspended leg disables cash-out and says which. What happened is said through `say`: the card
 * announces it (role=status).
 */
export function CashOutPanel({
  bet,
  bets,
  suspended,
  say,
}: {
  bet: SportsBetView;
  bets: SportsBets;
  suspended: number[];
  say: (said: Said) => void;
}) {
  const t = useT();
  const { locale } = useShell();
  const id = useId();
  const { refresh: refreshBalance } = useBalance();
  const money = useMinorMoney(bet.currency);
  const exponent = currencyExponent(bet.currency);
  const offer = bets.offers[bet.id];
  const [busy, setBusy] = useState(false);
  const [partialText, setPartialText] = useState("");
  const [partialProblem, setPartialProblem] = useState<AmountProblem | null>(null);
  const [autoText, setAutoText] = useState(
    bet.auto_cash_out_at !== null ? typed(bet.auto_cash_out_at, exponent) : "",
  );
  const [autoProblem, setAutoProblem] = useState<AmountProblem | null>(null);
  const client = bets.client;
  const system = bet.bet_type === "system";
  const current = offer?.kind === "offer" ? offer.offer : null;
  const blocked = offer?.kind === "suspended" || suspended.length > 0;

  function settle(outcome: CashOutOutcome) {
    if (outcome.kind === "cashed") {
      bets.replace(outcome.bet);
      say({ tone: "ok", text: t("sports.bets.cash_out.done", { amount: money(outcome.paid) }) });
      // The win reaches the wallet just after the answer: the balance is asked again until it moved.
      refreshBalance({ retry: true });
      if (outcome.bet.state === "open") bets.refresh();
      return;
    }
    if (outcome.kind === "ask_again") {
      bets.setOffer(bet.id, { kind: "offer", offer: outcome.offer });
      say({
        tone: "ask",
        text: t(`sports.bets.cash_out.${outcome.why}`, { amount: money(outcome.offer) }),
      });
      return;
    }
    if (outcome.reason === "suspended") bets.setOffer(bet.id, { kind: "suspended" });
    if (outcome.reason === "closed") bets.refresh();
    say({ tone: "problem", text: t(`sports.bets.cash_out.${outcome.reason}`) });
  }

  async function cashOut(unitStake?: number) {
    if (!client || current === null) return;
    setBusy(true);
    say({ tone: "ok", text: t("sports.bets.cash_out.checking") });
    const outcome = await cashOutAtSeenOffer(
      client,
      { betId: bet.id, seenOffer: current, ...(unitStake !== undefined ? { unitStake } : {}) },
      bet.cashed_out,
    );
    setBusy(false);
    settle(outcome);
  }

  function cashOutPart(event: FormEvent) {
    event.preventDefault();
    if (current === null) return;
    const amount = partialAmount(partialText, exponent, bet.unit_stake, current);
    if (!amount.ok) {
      setPartialProblem(amount.problem);
      return;
    }
    setPartialProblem(null);
    void cashOut(amount.unitStake).then(() => setPartialText(""));
  }

  async function setAuto(at: number | null) {
    if (!client) return;
    setBusy(true);
    try {
      const updated = await client.autoCashOut(bet.id, at);
      bets.replace(updated);
      setAutoText(at === null ? "" : typed(at, exponent));
      say({
        tone: "ok",
        text:
          at === null ? t("sports.bets.auto.cleared") : t("sports.bets.auto.saved", { amount: money(at) }),
      });
    } catch (error) {
      const { reason } = refusalOf(error);
      say({ tone: "problem", text: t(`sports.bets.cash_out.${reason === "closed" ? "closed" : "failed"}`) });
    } finally {
      setBusy(false);
    }
  }

  function submitAuto(event: FormEvent) {
    event.preventDefault();
    const target = autoCashOutTarget(autoText, exponent, bet.potential_return);
    if (!target.ok) {
      setAutoProblem(target.problem);
      return;
    }
    setAutoProblem(null);
    void setAuto(target.at);
  }

  const preview = current !== null ? partialAmount(partialText, exponent, bet.unit_stake, current) : null;
  const problemText = (problem: AmountProblem, max: number) =>
    t(`sports.bets.amount.${problem}`, { max: money(max) });
  const suspendedNames = suspended.flatMap((n) => {
    const leg = bet.legs.find((l) => l.leg === n);
    const fixture = leg ? bets.fixtures[leg.event_id] : null;
    return leg && fixture ? [`${eventName(fixture)} — ${marketName(t, leg.market_key)}`] : [];
  });

  return (
    <section className="cash-out" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="visually-hidden">
        {t("sports.bets.cash_out.title")}
      </h4>
      <div className="cash-out__main">
        <button
          type="button"
          className="cash-out__button"
          data-offer={current ?? undefined}
          disabled={busy || blocked || current === null || !client}
          onClick={() => void cashOut()}
        >
          {current !== null
            ? t("sports.bets.cash_out.button", { amount: money(current) })
            : t("sports.bets.cash_out.title")}
        </button>
        {bets.rules && (
          <p className="cash-out__margin">
            {t("sports.bets.cash_out.margin", { margin: percent(bets.rules.cash_out_margin, locale) })}
          </p>
        )}
      </div>
      {blocked ? (
        <p className="cash-out__blocked" data-reason="suspended">
          {t("sports.bets.cash_out.suspended")}
          {suspendedNames.length > 0 && ` ${suspendedNames.join("; ")}`}
        </p>
      ) : offer === undefined ? (
        <p className="cash-out__blocked">{t("sports.bets.cash_out.loading")}</p>
      ) : offer.kind === "none" ? (
        <p className="cash-out__blocked">{t(`sports.bets.cash_out.${offer.reason}`)}</p>
      ) : null}
      {current !== null && !blocked && (
        <form className="cash-out__form" onSubmit={cashOutPart} noValidate>
          <label htmlFor={`${id}-partial`}>
            {t(system ? "sports.bets.partial.amount_unit" : "sports.bets.partial.amount", {
              max: money(bet.unit_stake),
            })}
          </label>
          <div className="cash-out__row">
            <input
              id={`${id}-partial`}
              name="partial_stake"
              inputMode="decimal"
              autoComplete="off"
              value={partialText}
              aria-invalid={partialProblem ? true : undefined}
              aria-describedby={`${id}-partial-hint`}
              onChange={(event) => setPartialText(event.target.value)}
            />
            <button type="submit" disabled={busy}>
              {t("sports.bets.partial.submit")}
            </button>
          </div>
          <p id={`${id}-partial-hint`} className="cash-out__hint">
            {partialProblem
              ? problemText(partialProblem, bet.unit_stake)
              : preview?.ok
                ? t("sports.bets.partial.preview", {
                    amount: money(preview.payout),
                    rest: money(preview.remaining),
                  })
                : ""}
          </p>
        </form>
      )}
      <form className="cash-out__form" onSubmit={submitAuto} noValidate>
        <label htmlFor={`${id}-auto`}>{t("sports.bets.auto.amount")}</label>
        <div className="cash-out__row">
          <input
            id={`${id}-auto`}
            name="auto_cash_out_at"
            inputMode="decimal"
            autoComplete="off"
            value={autoText}
            aria-invalid={autoProblem ? true : undefined}
            aria-describedby={`${id}-auto-hint`}
            onChange={(event) => setAutoText(event.target.value)}
          />
          <button type="submit" disabled={busy}>
            {t("sports.bets.auto.set")}
          </button>
          {bet.auto_cash_out_at !== null && (
            <button type="button" disabled={busy} onClick={() => void setAuto(null)}>
              {t("sports.bets.auto.clear")}
            </button>
          )}
        </div>
        <p id={`${id}-auto-hint`} className="cash-out__hint">
          {autoProblem
            ? problemText(autoProblem, bet.potential_return)
            : bet.auto_cash_out_at !== null
              ? t("sports.bets.auto.current", { amount: money(bet.auto_cash_out_at) })
              : ""}
        </p>
      </form>
    </section>
  );
}

import type { SportsBetView } from "@platform/contracts";
import { toMinorUnits } from "@platform/contracts/client";
import { partialCashOut } from "@platform/sports";
import { type SportsbookClient, SportsbookError } from "../sportsbook-client.ts";

/*
 * Cash-out as the player goes through it (issue 19; decision 046 §Cash-out). The button shows an
 * offer; the aggregator pays only at a quote that is a few seconds old at most, so a click asks for
 * a fresh quote and cashes out at it when it is the offer the player saw or better. A lower offer,
 * or a quote that expired on the way, is shown as the new offer and the player is asked again:
 * nobody is paid less than the amount on the button they pressed. Pure of React: tested alone.
 */

export type CashOutRefusal = "suspended" | "closed" | "no_offer" | "failed";

export type CashOutOutcome =
  | { kind: "cashed"; bet: SportsBetView; paid: number }
  /** The player is asked again at this offer (for the whole running stake). */
  | { kind: "ask_again"; offer: number; why: "changed" | "expired" }
  | { kind: "refused"; reason: CashOutRefusal; message: string };

export interface CashOutAsk {
  betId: string;
  /** The offer on the button the player pressed, for the whole running stake. */
  seenOffer: number;
  /** Part of the running unit stake (partial cash-out); the whole of it when absent. */
  unitStake?: number;
}

/** The aggregator's refusal as the page words it. */
export function refusalOf(error: unknown): { reason: CashOutRefusal; message: string } {
  if (!(error instanceof SportsbookError)) return { reason: "failed", message: "" };
  const reason: CashOutRefusal =
    error.code === "RS_ERROR_CASH_OUT_SUSPENDED"
      ? "suspended"
      : error.code === "RS_ERROR_BET_CLOSED"
        ? "closed"
        : error.code === "RS_ERROR_NO_CASH_OUT"
          ? "no_offer"
          : "failed";
  return { reason, message: error.message };
}

const isExpired = (error: unknown) =>
  error instanceof SportsbookError && error.code === "RS_ERROR_QUOTE_EXPIRED";

/**
 * One press of a cash-out button: a fresh quote, then the cash-out at it if it is at least the
 * offer the player saw; otherwise (or when the quote expired before it was used) the new offer to
 * ask about. Never retries on its own at a lower amount.
 */
export async function cashOutAtSeenOffer(
  client: Pick<SportsbookClient, "quote" | "cashOut">,
  ask: CashOutAsk,
  cashedBefore: number,
): Promise<CashOutOutcome> {
  let quote: Awaited<ReturnType<SportsbookClient["quote"]>>;
  try {
    quote = await client.quote(ask.betId);
  } catch (error) {
    return { kind: "refused", ...refusalOf(error) };
  }
  if (quote.offer < ask.seenOffer) return { kind: "ask_again", offer: quote.offer, why: "changed" };
  try {
    const bet = await client.cashOut(ask.betId, {
      quote_id: quote.quote_id,
      ...(ask.unitStake !== undefined ? { unit_stake: ask.unitStake } : {}),
    });
    return { kind: "cashed", bet, paid: bet.cashed_out - cashedBefore };
  } catch (error) {
    if (!isExpired(error)) return { kind: "refused", ...refusalOf(error) };
  }
  // Expired on the way (a slow connection, the bet moved): the offer now, to ask about.
  try {
    const fresh = await client.quote(ask.betId);
    return { kind: "ask_again", offer: fresh.offer, why: "expired" };
  } catch (error) {
    return { kind: "refused", ...refusalOf(error) };
  }
}

/** "2.50" → 250 for two decimals; null when the text is not an amount of the currency. */
export function parseAmount(text: string, exponent: number): number | null {
  try {
    const minor = toMinorUnits(text.trim(), exponent);
    return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
  } catch {
    return null;
  }
}

export type AmountProblem = "bad_amount" | "too_small" | "too_much";

export type PartialAmount =
  | { ok: true; unitStake: number; payout: number; remaining: number }
  | { ok: false; problem: AmountProblem };

/**
 * The partial cash-out's amount as typed: part of the running unit stake (the stake of a single or
 * an accumulator, the stake per bet of a system), less than all of it (all of it is the full
 * cash-out's button), paying at least one minor unit at the offer.
 */
export function partialAmount(
  text: string,
  exponent: number,
  runningUnitStake: number,
  offer: number,
): PartialAmount {
  const unitStake = parseAmount(text, exponent);
  if (unitStake === null) return { ok: false, problem: "bad_amount" };
  if (unitStake >= runningUnitStake) return { ok: false, problem: "too_much" };
  if (unitStake <= 0) return { ok: false, problem: "too_small" };
  const { payout, remainingUnitStake } = partialCashOut(offer, runningUnitStake, unitStake);
  if (payout < 1) return { ok: false, problem: "too_small" };
  return { ok: true, unitStake, payout, remaining: remainingUnitStake };
}

export type AutoTarget = { ok: true; at: number } | { ok: false; problem: AmountProblem };

/** The auto cash-out target as typed: an amount above nothing, at most what the bet can return. */
export function autoCashOutTarget(text: string, exponent: number, potentialReturn: number): AutoTarget {
  const at = parseAmount(text, exponent);
  if (at === null) return { ok: false, problem: "bad_amount" };
  if (at <= 0) return { ok: false, problem: "too_small" };
  if (at > potentialReturn) return { ok: false, problem: "too_much" };
  return { ok: true, at };
}

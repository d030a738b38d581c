import type { CrashOwnBetView } from "@platform/fair/crash";
import { parseAmount } from "./crash-format.ts";

/*
 * Auto-bet lives in the page, not the server (docs/decisions/040): after each result of its panel's
 * bet it places the next one, and it stops itself. The server sees ordinary bets; closing the page
 * stops it, so no money is ever placed on a player's behalf after they left.
 */

export interface AutoBetConfig {
  /** How many bets to place in all (the first included). */
  rounds: number;
  /** Stop once the net win reaches this (minor units); null: no such stop. */
  stopOnProfit: number | null;
  /** Stop once the net loss reaches this, or the next stake could take it past (minor units); null: none. */
  stopOnLoss: number | null;
}

/** Bets one auto-bet may place at most. */
export const AUTO_BET_MAX_ROUNDS = 1_000;

/**
 * The auto-bet's fields as typed: a whole number of bets from 1 to 1,000, and each stop an amount of
 * the currency or left empty; null when one is neither.
 */
export function readAutoBetConfig(
  fields: { rounds: string; profit: string; loss: string },
  currency: string,
): AutoBetConfig | null {
  const rounds = /^\d{1,4}$/.test(fields.rounds.trim()) ? Number(fields.rounds.trim()) : Number.NaN;
  if (!(rounds >= 1 && rounds <= AUTO_BET_MAX_ROUNDS)) return null;
  const stop = (text: string): number | null | undefined => {
    if (text.trim() === "") return null;
    const amount = parseAmount(text, currency);
    return amount !== null && amount > 0 ? amount : undefined;
  };
  const stopOnProfit = stop(fields.profit);
  const stopOnLoss = stop(fields.loss);
  if (stopOnProfit === undefined || stopOnLoss === undefined) return null;
  return { rounds, stopOnProfit, stopOnLoss };
}

export type AutoBetStop = "rounds" | "profit" | "loss" | "refused" | "cancelled" | "stopped";

export type AutoBetDecision = { next: true } | { next: false; reason: AutoBetStop };

/** What a finished bet won or lost: its payout less its stake; a refund is neither. */
export function betNet(bet: Pick<CrashOwnBetView, "state" | "amount" | "payout">): number | null {
  if (bet.state === "cashed_out") return (bet.payout ?? 0) - bet.amount;
  if (bet.state === "lost") return -bet.amount;
  if (bet.state === "refunded" || bet.state === "refused") return 0;
  return null;
}

/** A finished bet: it will not change any more (its money may still be on its way). */
export function isFinal(bet: Pick<CrashOwnBetView, "state">): boolean {
  return bet.state !== "placing" && bet.state !== "active";
}

export class AutoBet {
  #config: AutoBetConfig | null = null;
  #placed = 0;
  #net = 0;
  /** Bets already counted: a result heard twice (its answer, then the live channel) counts once. */
  readonly #counted = new Set<string>();

  get running(): boolean {
    return this.#config !== null;
  }

  get placed(): number {
    return this.#placed;
  }

  get net(): number {
    return this.#net;
  }

  get config(): AutoBetConfig | null {
    return this.#config;
  }

  start(config: AutoBetConfig): void {
    this.#config = config;
    this.#placed = 0;
    this.#net = 0;
    this.#counted.clear();
  }

  stop(): void {
    this.#config = null;
  }

  /** Whether the first or next bet of `stake` may be placed now. */
  check(stake: number): AutoBetDecision {
    const config = this.#config;
    if (!config) return { next: false, reason: "stopped" };
    if (this.#placed >= config.rounds) return { next: false, reason: "rounds" };
    if (config.stopOnProfit !== null && this.#net >= config.stopOnProfit)
      return { next: false, reason: "profit" };
    // A loss limit is a promise: no bet that could carry the loss past it is placed.
    if (config.stopOnLoss !== null && -this.#net + stake > config.stopOnLoss)
      return { next: false, reason: "loss" };
    return { next: true };
  }

  /** A bet was placed for this auto-bet. */
  placedBet(): void {
    this.#placed += 1;
  }

  /**
   * A bet of this panel finished: counts its result once and says whether to place the next; null
   * when there is nothing to decide (not running, not finished, or already counted). A bet cancelled
   * by the player stops the auto-bet (they took the panel back).
   */
  finished(bet: CrashOwnBetView, nextStake: number): AutoBetDecision | null {
    if (!this.#config) return null;
    const net = betNet(bet);
    if (net === null || this.#counted.has(bet.id)) return null;
    this.#counted.add(bet.id);
    this.#net += net;
    if (bet.state === "refunded" && bet.refund_reason === "cancelled") return this.#end("cancelled");
    const decision = this.check(nextStake);
    if (!decision.next) this.#config = null;
    return decision;
  }

  /** The next bet was refused (no money, a limit): the auto-bet ends. */
  refused(): AutoBetDecision {
    return this.#end("refused");
  }

  #end(reason: AutoBetStop): AutoBetDecision {
    this.#config = null;
    return { next: false, reason };
  }
}

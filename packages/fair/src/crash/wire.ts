/*
 * What the aggregator's crash game sends (HTTP answers and live publications on the `crash`
 * channel and each player's `user:{operator}:{player}` channel), for the page, the game client and
 * the verifier. Types only: the aggregator validates its answers with zod schemas of the same shape.
 * Multipliers are hundredths (146 is 1.46×), amounts minor units, times ISO 8601.
 *
 * Every publication carries absolute state (a round as it now is, a bet as it now is), never a
 * difference, so one repeated after a snapshot changes nothing (docs/decisions/039).
 */

export type CrashRoundState = "queued" | "betting" | "running" | "crashed";

export interface CrashRoundView {
  /** The round's number; the first chain's round n plays the chain's position n. */
  id: number;
  state: CrashRoundState;
  /** Bets are taken until then (null while the round before is still running). */
  betting_ends_at: string | null;
  started_at: string | null;
  ended_at: string | null;
  /** Revealed once the round has ended, never before. */
  crash_point: number | null;
  hash: string | null;
  /**
   * Set at the start, per operator: where every bet of its players still in play is cashed out, so
   * the round pays them at most the operator's published maximum profit (or the maximum multiplier).
   */
  cash_out_caps: Record<string, number> | null;
  /** Its runner died before the crash point: the bets still in play were refunded (decision 040). */
  interrupted: boolean;
  /** A bet was cashed out at its round's maximum profit. */
  max_profit_hit: boolean;
}

export type CrashBetState = "placing" | "active" | "cashed_out" | "lost" | "refunded" | "refused";
export type CrashCashOutKind = "manual" | "auto" | "max_profit" | "max_multiplier";

export interface CrashBetView {
  id: string;
  round: number;
  /** Masked: the live list shows every player's bets without naming anyone. */
  player: string;
  slot: 1 | 2;
  amount: number;
  currency: string;
  auto_cash_out: number | null;
  state: CrashBetState;
  /** The most this bet may be cashed out at (maximum profit, maximum multiplier), set at the start. */
  max_multiplier: number | null;
  cash_out_multiplier: number | null;
  cash_out_kind: CrashCashOutKind | null;
  payout: number | null;
  /** Why a bet was refunded: cancelled, unconfirmed (its stake never confirmed in time), interrupted. */
  refund_reason: string | null;
}

/** A bet of the player's own (their channel, their requests): with its money's delivery. */
export interface CrashOwnBetView extends CrashBetView {
  placed_at: string;
  /** The win, zero win or refund reached the player's wallet. */
  settled: boolean;
  /** The round, revealed once it has ended. */
  crash_point: number | null;
  hash: string | null;
}

export type CrashPublication =
  /** A round changed state (opened for bets, started, crashed). */
  | { type: "round"; round: CrashRoundView; server_time: string }
  /** Bets as they now are (placed, cancelled, cashed out, lost). */
  | { type: "bets"; round: number; bets: CrashBetView[] }
  /** About every second: where the clock is, for clients that drew from a drifting one. */
  | {
      type: "sync";
      round: number;
      state: CrashRoundState;
      server_time: string;
      /** Running only: the multiplier at server_time. */
      multiplier: number | null;
    };

/**
 * The player's balance as the platform's seamless wallet answered the call a bet caused (its stake,
 * its win or zero win, its refund). `at` is when the aggregator received that answer: publications
 * may arrive out of order (two bets, two nodes), so a page keeps the balance with the latest `at`
 * and ignores an older one, so a balance never goes back because of the order of the frames.
 */
export interface CrashWalletBalance {
  /** cash + promo: what the player may stake. */
  balance: number;
  cash: number;
  promo: number;
  currency: string;
  at: string;
}

/** A player's channel: their own bets (placed, a cash-out answered, a refund, a settled win). */
export interface CrashOwnPublication {
  type: "own_bet";
  bet: CrashOwnBetView;
  /** With the publication a wallet answer caused (the bet confirmed, its closing call settled). */
  balance?: CrashWalletBalance;
}

export interface CrashSnapshot {
  server_time: string;
  growth_rate: number;
  /** The round running or taking bets, and the one queued after it. */
  current: CrashRoundView | null;
  next: CrashRoundView | null;
  /** Every bet of those two rounds. */
  bets: CrashBetView[];
  /** The latest ended rounds, newest first. */
  recent: CrashRoundView[];
}

import type { CrashBetView, CrashOwnBetView, CrashRoundView } from "@platform/fair/crash";

/** Wire shapes for the crash client's tests: a round, a bet, a bet of the player's own. */

export function round(
  id: number,
  state: CrashRoundView["state"],
  extra: Partial<CrashRoundView> = {},
): CrashRoundView {
  return {
    id,
    state,
    betting_ends_at: null,
    started_at: null,
    ended_at: null,
    crash_point: null,
    hash: null,
    cash_out_caps: null,
    interrupted: false,
    max_profit_hit: false,
    ...extra,
  };
}

export function bet(id: string, roundId: number, extra: Partial<CrashBetView> = {}): CrashBetView {
  return {
    id,
    round: roundId,
    player: "ab***yz",
    slot: 1,
    amount: 1_000,
    currency: "KES",
    auto_cash_out: null,
    state: "active",
    max_multiplier: null,
    cash_out_multiplier: null,
    cash_out_kind: null,
    payout: null,
    refund_reason: null,
    ...extra,
  };
}

export function ownBet(id: string, roundId: number, extra: Partial<CrashOwnBetView> = {}): CrashOwnBetView {
  return {
    ...bet(id, roundId),
    placed_at: new Date(Date.UTC(2030, 0, 1, 0, 0, roundId)).toISOString(),
    settled: false,
    crash_point: null,
    hash: null,
    ...extra,
  };
}

import type { CrashBetView, CrashOwnBetView, CrashRoundView } from "@platform/fair/crash";
import type { crashBets, crashRounds } from "../db/schema.ts";
import { maskPlayer } from "../sections/sections.ts";

/** Rows as stored, and how the game shows them: a round's hash and crash point only once it has ended. */

export type CrashRoundRow = typeof crashRounds.$inferSelect;
export type CrashBetRow = typeof crashBets.$inferSelect;

/** The catalogue slug of the crash game: its bets are the platform's rounds of game `crash`. */
export const CRASH_GAME_SLUG = "crash";
export const CRASH_GAME_NAME = "Crash";

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function roundView(round: CrashRoundRow): CrashRoundView {
  const ended = round.state === "crashed";
  return {
    id: round.id,
    state: round.state,
    betting_ends_at: iso(round.bettingEndsAt),
    started_at: iso(round.startedAt),
    ended_at: iso(round.endedAt),
    crash_point: ended ? round.crashPoint : null,
    hash: ended ? round.hash : null,
    interrupted: round.interrupted,
    max_profit_hit: round.maxProfitHit,
    cash_out_caps: round.cashOutCaps,
  };
}

export function betView(bet: CrashBetRow): CrashBetView {
  return {
    id: bet.id,
    round: bet.roundId,
    player: maskPlayer(bet.playerId),
    slot: bet.slot as 1 | 2,
    amount: Number(bet.amount),
    currency: bet.currency,
    auto_cash_out: bet.autoCashOut,
    state: bet.state,
    max_multiplier: bet.maxMultiplier,
    cash_out_multiplier: bet.cashOutMultiplier,
    cash_out_kind: bet.cashOutKind,
    payout: bet.payout === null ? null : Number(bet.payout),
    refund_reason: bet.refundReason,
  };
}

/** The player's own bet, with its round revealed once ended (my bets, their channel). */
export function ownBetView(
  bet: CrashBetRow,
  round: Pick<CrashRoundRow, "state" | "crashPoint" | "hash"> | null,
): CrashOwnBetView {
  const ended = round?.state === "crashed";
  return {
    ...betView(bet),
    placed_at: bet.placedAt.toISOString(),
    settled: bet.settledAt !== null,
    crash_point: ended ? round.crashPoint : null,
    hash: ended ? round.hash : null,
  };
}

/** A player's private channel (decision 039: `user:{owner}`); the owner is operator and player. */
export function crashPlayerKey(operatorId: string, playerId: string): string {
  return `${operatorId}:${playerId}`;
}

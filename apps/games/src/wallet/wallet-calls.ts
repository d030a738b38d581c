import type { walletCalls } from "../db/schema.ts";

export type WalletCall = typeof walletCalls.$inferSelect;
export type WalletCallKind = WalletCall["kind"];

/** A round's transaction ids: the same on every retry, so the platform applies each at most once. */
export function transactionId(roundId: string, kind: WalletCallKind): string {
  return `${roundId}-${kind}`;
}

/** The bet's request as stored in the outbox (the request_id is added per attempt). */
export interface BetRequest {
  token: string;
  transaction_id: string;
  round_id: string;
  game: string;
  amount: number;
  currency: string;
  /** The game's display name, for the player's bets at the platform. */
  game_name?: string;
}

export function betRequest(
  round: { id: string; gameSlug: string; bet: bigint; currency: string },
  token: string,
  gameName: string,
) {
  return {
    token,
    transaction_id: transactionId(round.id, "bet"),
    round_id: round.id,
    game: round.gameSlug,
    game_name: gameName,
    amount: Number(round.bet),
    currency: round.currency,
  } satisfies BetRequest;
}

/** The win that closes the round (amount 0 for a lost round), from its bet's request. */
export function winRequest(bet: BetRequest, win: bigint) {
  return {
    token: bet.token,
    transaction_id: transactionId(bet.round_id, "win"),
    round_id: bet.round_id,
    game: bet.game,
    amount: Number(win),
    currency: bet.currency,
    reference_transaction_id: bet.transaction_id,
    // The round's only win: the platform takes no other win for it.
    round_closed: true,
  };
}

export function rollbackRequest(bet: BetRequest) {
  return {
    token: bet.token,
    transaction_id: transactionId(bet.round_id, "rollback"),
    round_id: bet.round_id,
    game: bet.game,
    reference_transaction_id: bet.transaction_id,
  };
}

/** Retry spacing of the job: 2 s, 4 s, 8 s … at most 5 minutes; a call is never given up. */
export function backoffMs(attempts: number): number {
  return Math.min(300_000, 2_000 * 2 ** Math.max(0, Math.min(attempts - 1, 10)));
}

import { and, eq, inArray } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { walletCalls } from "../db/schema.ts";
import {
  type BetRequest,
  betRequest,
  rollbackRequest,
  transactionId,
  winRequest,
} from "../wallet/wallet-calls.ts";
import { CRASH_GAME_NAME, CRASH_GAME_SLUG } from "./crash-views.ts";

/*
 * A crash bet's calls in the aggregator's one outbox (wallet_calls, product `crash`): the bet, then
 * exactly one closing call — its win (the payout, or zero for a lost bet: it closes the platform's
 * round) or its rollback (cancelled, never confirmed in time, interrupted round). Written in the
 * transaction that decides the bet; sent right after by whoever decided it, and by the
 * reconciliation job until acknowledged (play/settlement.ts).
 */

/** The outbox row of a new bet's bet call (the launch token rides there for its later calls). */
export function betCallRow(
  bet: { id: string; operatorId: string; amount: bigint; currency: string },
  token: string,
  now: Date,
  leaseMs: number,
): typeof walletCalls.$inferInsert {
  return {
    transactionId: transactionId(bet.id, "bet"),
    roundId: bet.id,
    product: "crash",
    operatorId: bet.operatorId,
    kind: "bet",
    request: betRequest(
      { id: bet.id, gameSlug: CRASH_GAME_SLUG, bet: bet.amount, currency: bet.currency },
      token,
      CRASH_GAME_NAME,
    ),
    status: "pending",
    nextAttemptAt: new Date(now.getTime() + leaseMs),
    createdAt: now,
    updatedAt: now,
  };
}

export interface DecidedBet {
  id: string;
  operatorId: string;
  /** The win: the payout of a cashed-out bet, 0 for a lost one. */
  payout?: bigint | null;
}

/**
 * Queues each decided bet's closing call, built from its bet call, in the caller's transaction;
 * answers their transaction ids (to send once it has committed). Due after the lease, so the
 * reconciliation job leaves them to the sender meanwhile.
 */
export async function queueClosingCalls(
  tx: GamesDatabase,
  bets: DecidedBet[],
  kind: "win" | "rollback",
  now: Date,
  leaseMs: number,
): Promise<string[]> {
  if (bets.length === 0) return [];
  const requests = await tx
    .select({ roundId: walletCalls.roundId, request: walletCalls.request })
    .from(walletCalls)
    .where(
      inArray(
        walletCalls.transactionId,
        bets.map((bet) => transactionId(bet.id, "bet")),
      ),
    );
  const byBet = new Map(requests.map((row) => [row.roundId, row.request as unknown as BetRequest]));
  const rows = bets.map((bet) => {
    const request = byBet.get(bet.id);
    if (!request) throw new Error(`crash bet ${bet.id} has no bet call`);
    return {
      transactionId: transactionId(bet.id, kind),
      roundId: bet.id,
      product: "crash" as const,
      operatorId: bet.operatorId,
      kind,
      request: kind === "win" ? winRequest(request, bet.payout ?? 0n) : rollbackRequest(request),
      status: "pending" as const,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
      createdAt: now,
      updatedAt: now,
    };
  });
  await tx.insert(walletCalls).values(rows).onConflictDoNothing();
  return rows.map((row) => row.transactionId);
}

/** Bets given up before their wallet answer: their bet calls are abandoned (the rollback covers them). */
export async function abandonBetCalls(
  tx: GamesDatabase,
  betIds: string[],
  reason: string,
  now: Date,
): Promise<void> {
  if (betIds.length === 0) return;
  await tx
    .update(walletCalls)
    .set({ status: "abandoned", lastError: reason, updatedAt: now })
    .where(
      and(
        inArray(
          walletCalls.transactionId,
          betIds.map((id) => transactionId(id, "bet")),
        ),
        eq(walletCalls.status, "pending"),
      ),
    );
}

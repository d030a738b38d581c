import { and, eq, inArray } from "drizzle-orm";
import type { GamesDatabase } from "../../db/database.ts";
import { sportsBets, walletCalls } from "../../db/schema.ts";
import type { ProductRounds } from "../../play/settlement.ts";
import type { WalletCall } from "../../wallet/wallet-calls.ts";
import { type BetRequest, betRequest, rollbackRequest, transactionId } from "../../wallet/wallet-calls.ts";
import type { WalletOutcome } from "../../wallet/wallet-client.ts";

/*
 * A sports bet's calls in the aggregator's one outbox (wallet_calls, product `sports`), each written
 * in the transaction that decides it and sent after the commit (the reconciliation job delivers
 * what is left). A bet is one round at the platform: its bet call (`<bet>-bet`), then one win per
 * payout, numbered (`<bet>-win-<n>`): partial cash-outs leave the round open, the settlement or a
 * full cash-out closes it. A rollback of the settlement (a corrected result) queues the reversal of
 * that settlement's win (`<bet>-win-<n>-rollback`), and the new result pays a new win.
 *
 * TODO(platform): the seamless wallet reverses only bets today (contracts seamless-wallet.ts: "only
 * a bet is ever reversed", and a round with round_closed takes no other win). A resettlement needs
 * a rollback naming a win, which takes the win back and reopens the round. Until the platform has
 * it, that reversal is answered RS_ERROR_TRANSACTION_DOES_NOT_EXIST and is parked here as `failed`
 * for an operator (never counted as done).
 */

export const SPORTS_GAME_SLUG = "sports";
export const SPORTS_GAME_NAME = "Sportsbook";

export const winTransactionId = (betId: string, n: number) => `${betId}-win-${n}`;
export const reversalTransactionId = (winId: string) => `${winId}-rollback`;
const isReversal = (call: WalletCall) =>
  call.kind === "rollback" && /-win-\d+-rollback$/.test(call.transactionId);

export function sportsBetCallRow(
  bet: { id: string; operatorId: string; totalStake: number; currency: string },
  token: string,
  now: Date,
  leaseMs: number,
): typeof walletCalls.$inferInsert {
  return {
    transactionId: transactionId(bet.id, "bet"),
    roundId: bet.id,
    product: "sports",
    operatorId: bet.operatorId,
    kind: "bet",
    request: betRequest(
      { id: bet.id, gameSlug: SPORTS_GAME_SLUG, bet: BigInt(bet.totalStake), currency: bet.currency },
      token,
      SPORTS_GAME_NAME,
    ),
    status: "pending",
    nextAttemptAt: new Date(now.getTime() + leaseMs),
    createdAt: now,
    updatedAt: now,
  };
}

async function betCallRequest(tx: GamesDatabase, betId: string): Promise<BetRequest> {
  const [row] = await tx
    .select({ request: walletCalls.request })
    .from(walletCalls)
    .where(eq(walletCalls.transactionId, transactionId(betId, "bet")));
  if (!row) throw new Error(`sports bet ${betId} has no bet call`);
  return row.request as unknown as BetRequest;
}

const due = (now: Date, leaseMs: number) => ({
  status: "pending" as const,
  nextAttemptAt: new Date(now.getTime() + leaseMs),
  createdAt: now,
  updatedAt: now,
});

/** The bet's n-th win (a payout); `closes` for the settlement or a full cash-out. Answers its id. */
export async function queueWin(
  tx: GamesDatabase,
  bet: { id: string; operatorId: string },
  n: number,
  amount: number,
  closes: boolean,
  now: Date,
  leaseMs: number,
): Promise<string> {
  const request = await betCallRequest(tx, bet.id);
  const id = winTransactionId(bet.id, n);
  await tx
    .insert(walletCalls)
    .values({
      transactionId: id,
      roundId: bet.id,
      product: "sports",
      operatorId: bet.operatorId,
      kind: "win",
      request: {
        token: request.token,
        transaction_id: id,
        round_id: request.round_id,
        game: request.game,
        amount,
        currency: request.currency,
        reference_transaction_id: request.transaction_id,
        round_closed: closes,
      },
      ...due(now, leaseMs),
    })
    .onConflictDoNothing();
  return id;
}

/** Takes back the win `winId` (a settlement a corrected result replaces). See the TODO above. */
export async function queueWinReversal(
  tx: GamesDatabase,
  bet: { id: string; operatorId: string },
  winId: string,
  now: Date,
  leaseMs: number,
): Promise<string> {
  const request = await betCallRequest(tx, bet.id);
  const id = reversalTransactionId(winId);
  await tx
    .insert(walletCalls)
    .values({
      transactionId: id,
      roundId: bet.id,
      product: "sports",
      operatorId: bet.operatorId,
      kind: "rollback",
      request: {
        token: request.token,
        transaction_id: id,
        round_id: request.round_id,
        game: request.game,
        reference_transaction_id: winId,
      },
      ...due(now, leaseMs),
    })
    .onConflictDoNothing();
  return id;
}

/** A bet never confirmed: its bet call abandoned and its rollback queued. */
export async function queueBetRollback(
  tx: GamesDatabase,
  bet: { id: string; operatorId: string },
  now: Date,
  leaseMs: number,
): Promise<string> {
  await tx
    .update(walletCalls)
    .set({ status: "abandoned", lastError: "bet not confirmed", updatedAt: now })
    .where(
      and(eq(walletCalls.transactionId, transactionId(bet.id, "bet")), eq(walletCalls.status, "pending")),
    );
  const request = await betCallRequest(tx, bet.id);
  const id = transactionId(bet.id, "rollback");
  await tx
    .insert(walletCalls)
    .values({
      transactionId: id,
      roundId: bet.id,
      product: "sports",
      operatorId: bet.operatorId,
      kind: "rollback",
      request: rollbackRequest(request),
      ...due(now, leaseMs),
    })
    .onConflictDoNothing();
  return id;
}

/**
 * The sportsbook's side of the shared outbox (play/settlement.ts's ProductRounds): a settlement's
 * win acknowledged settles its bet (resulted → settled) and keeps the wallet's balance; a full
 * cash-out's win stamps it settled. A win reversal the platform does not know is parked.
 */
export class SportsLedger implements ProductRounds {
  async concluded(
    tx: GamesDatabase,
    call: WalletCall,
    verdict: "done" | "failed",
    outcome: WalletOutcome,
    now: Date,
  ): Promise<void> {
    if (isReversal(call) && outcome.kind !== "ok") {
      // The platform cannot reverse a win yet (see the TODO above): never count it as done.
      await tx
        .update(walletCalls)
        .set({ status: "failed", lastError: "win reversal unsupported by the platform", updatedAt: now })
        .where(eq(walletCalls.transactionId, call.transactionId));
      return;
    }
    if (verdict !== "done" || call.kind !== "win" || !call.request.round_closed) return;
    const balance = outcome.kind === "ok" ? { balance: outcome.answer.balance } : {};
    const [bet] = await tx.select().from(sportsBets).where(eq(sportsBets.id, call.roundId));
    // Only the bet's latest win: a settlement's win that a correction has since reversed settles nothing.
    if (!bet || call.transactionId !== winTransactionId(bet.id, bet.wins)) return;
    await tx
      .update(sportsBets)
      .set({
        ...balance,
        settledAt: now,
        ...(bet.state === "resulted" ? { state: "settled" as const, version: bet.version + 1 } : {}),
      })
      .where(
        and(
          eq(sportsBets.id, bet.id),
          eq(sportsBets.version, bet.version),
          inArray(sportsBets.state, ["resulted", "cashed_out"]),
        ),
      );
  }
}

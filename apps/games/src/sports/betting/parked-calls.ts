import { and, asc, eq } from "drizzle-orm";
import type { GamesDatabase } from "../../db/database.ts";
import { walletCalls } from "../../db/schema.ts";

/*
 * The sportsbook's wallet calls parked for an operator (status `failed`): above all a win's
 * reversal the player could not cover (RS_ERROR_NOT_ENOUGH_MONEY), which holds the corrected
 * settlement's win back (sports-wallet.ts). `npm run games-operator -- sports parked` lists them;
 * `sports retry <transaction>` sends one again (the platform judges it afresh).
 */

export interface ParkedCall {
  transactionId: string;
  betId: string;
  kind: "bet" | "win" | "rollback";
  lastError: string | null;
  attempts: number;
  updatedAt: Date;
}

export function parkedSportsCalls(db: GamesDatabase): Promise<ParkedCall[]> {
  return db
    .select({
      transactionId: walletCalls.transactionId,
      betId: walletCalls.roundId,
      kind: walletCalls.kind,
      lastError: walletCalls.lastError,
      attempts: walletCalls.attempts,
      updatedAt: walletCalls.updatedAt,
    })
    .from(walletCalls)
    .where(and(eq(walletCalls.product, "sports"), eq(walletCalls.status, "failed")))
    .orderBy(asc(walletCalls.updatedAt));
}

/**
 * Puts a parked sports call back in the outbox, due now: the reconciliation job (or the caller)
 * sends it under its own transaction id, so it is applied at most once. False when no such call
 * is parked.
 */
export async function retrySportsCall(db: GamesDatabase, transactionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(walletCalls)
    .set({ status: "pending", nextAttemptAt: now, updatedAt: now })
    .where(
      and(
        eq(walletCalls.transactionId, transactionId),
        eq(walletCalls.product, "sports"),
        eq(walletCalls.status, "failed"),
      ),
    )
    .returning({ transactionId: walletCalls.transactionId });
  return rows.length > 0;
}

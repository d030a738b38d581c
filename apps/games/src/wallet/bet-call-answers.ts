import type { WalletAnswer } from "@platform/contracts";
import { eq, sql } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { walletCalls } from "../db/schema.ts";
import type { WalletOutcome } from "./wallet-client.ts";

/*
 * What a product records in the outbox when the platform answers a stake's bet call at once (crash
 * bets, sports bets, jackpot tickets): the same row changes, whichever product sent it.
 */

type Tx = Pick<GamesDatabase, "update">;

/** The stake was taken: the call is acknowledged with the platform's answer. */
export async function acknowledgeBetCall(
  tx: Tx,
  transactionId: string,
  answer: WalletAnswer,
  now: Date,
): Promise<void> {
  await acknowledgingBetCall(tx, transactionId, answer, now);
}

/** acknowledgeBetCall's update, not yet sent: a product may send it with its own (one statement). */
export function acknowledgingBetCall(tx: Tx, transactionId: string, answer: WalletAnswer, now: Date) {
  return tx
    .update(walletCalls)
    .set({ status: "acknowledged", answer, lastError: null, updatedAt: now })
    .where(eq(walletCalls.transactionId, transactionId));
}

/**
 * The stake was refused: the call keeps why, and no longer the player's launch token (nothing more
 * is sent on a refused stake).
 */
export async function refuseBetCall(
  tx: Tx,
  transactionId: string,
  outcome: Extract<WalletOutcome, { kind: "refused" }>,
  now: Date,
): Promise<void> {
  await tx
    .update(walletCalls)
    .set({
      status: "refused",
      answer: { ...outcome },
      lastError: outcome.code,
      request: sql`${walletCalls.request} - 'token'`,
      updatedAt: now,
    })
    .where(eq(walletCalls.transactionId, transactionId));
}

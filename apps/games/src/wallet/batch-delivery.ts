import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { walletCalls } from "../db/schema.ts";
import type { WalletCall, WalletCallKind } from "./wallet-calls.ts";
import type { WalletClient, WalletOutcome, WalletTarget } from "./wallet-client.ts";

/*
 * Many committed wins and rollbacks delivered together (issue 19: a settlement's 100,000 wins in
 * seconds). One call alone costs a lease, its send and a concluding transaction of three or four
 * statements; here a batch costs one lease statement, its sends side by side (a bounded number in
 * flight: the platform answers each seamless-wallet call on its own), and one transaction that
 * acknowledges every plain answer and lets the product record them in a few statements
 * (BatchRounds). Exactly once as before: each call keeps its transaction id (the platform applies
 * it at most once), and an acknowledgement counts only where the row was still pending, so a call
 * the reconciliation job concluded meanwhile is not concluded twice. Anything but a plain
 * acknowledgement (a refusal, a lost answer, a product without BatchRounds) is recorded by the
 * one-call path the caller hands in, unchanged; a lost answer then waits for the reconciliation
 * job's next attempt, as after the job's own one attempt.
 */

export type DeliveryVerdict = "done" | "retry" | "failed";

export interface Answered {
  call: WalletCall;
  outcome: WalletOutcome;
}

/** A product that records many acknowledged calls of its rounds in one transaction. */
export interface BatchRounds {
  /** Inside the transaction that acknowledged these calls (each was pending until then). */
  concludedMany(tx: GamesDatabase, acknowledged: readonly Answered[], now: Date): Promise<void>;
  /** Once that transaction committed, for each of them. */
  afterConcluded?(call: WalletCall, verdict: "done" | "failed"): void;
}

export interface BatchDeliveryParts {
  db: GamesDatabase;
  wallet: WalletClient;
  target(operatorId: string): Promise<WalletTarget>;
  clock: () => Date;
  /** While a batch is under way the reconciliation job leaves its calls alone this long. */
  leaseMs: number;
  verdictOf(call: WalletCall, outcome: WalletOutcome): DeliveryVerdict;
  /** Who records this call's acknowledgement in a batch; null: the one-call path does. */
  roundsOf(call: WalletCall): BatchRounds | null;
  /**
   * The one-call path's record of any other verdict: a refusal for good, an acknowledgement without
   * BatchRounds, or a lost answer (kept, and the call due again after its backoff: the
   * reconciliation job's, as after its own one attempt).
   */
  conclude(call: WalletCall, outcome: WalletOutcome, verdict: DeliveryVerdict): Promise<unknown>;
}

/** Calls of a batch in flight at once (each an HTTP request to the platform). */
export const SENDING = 16;

/** Runs `work` over `items`, at most `width` at a time. */
async function eachBounded<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/**
 * Delivers these calls (wins and rollbacks already in the outbox): answers each one's verdict. A
 * call no longer pending (concluded meanwhile) or a bet is left alone and has no verdict.
 */
export async function deliverBatch(
  parts: BatchDeliveryParts,
  transactions: readonly string[],
): Promise<Map<string, DeliveryVerdict>> {
  const verdicts = new Map<string, DeliveryVerdict>();
  if (transactions.length === 0) return verdicts;
  const leasedAt = parts.clock();
  const calls = await parts.db
    .update(walletCalls)
    .set({
      attempts: sql`${walletCalls.attempts} + 1`,
      nextAttemptAt: new Date(leasedAt.getTime() + parts.leaseMs),
      updatedAt: leasedAt,
    })
    .where(
      and(
        inArray(walletCalls.transactionId, [...transactions]),
        eq(walletCalls.status, "pending"),
        ne(walletCalls.kind, "bet"),
      ),
    )
    .returning();

  const answered: (Answered & { verdict: DeliveryVerdict })[] = [];
  await eachBounded(calls, SENDING, async (call) => {
    const target = await parts.target(call.operatorId);
    const outcome = await parts.wallet.call(target, call.kind as WalletCallKind, call.request);
    answered.push({ call, outcome, verdict: parts.verdictOf(call, outcome) });
  });

  // The plain acknowledgements, per product: one transaction each.
  const together = new Map<BatchRounds, Answered[]>();
  const alone: typeof answered = [];
  for (const entry of answered) {
    const rounds = entry.verdict === "done" ? parts.roundsOf(entry.call) : null;
    if (rounds) together.set(rounds, [...(together.get(rounds) ?? []), entry]);
    else alone.push(entry);
  }
  const now = parts.clock();
  for (const [rounds, entries] of together) {
    const acknowledged = await parts.db.transaction(async (tx) => {
      const rows = await tx.execute(sql`
        update wallet_calls set status = 'acknowledged', answer = v.answer, last_error = null,
          updated_at = ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(
          entries.map(({ call, outcome }) => ({
            id: call.transactionId,
            answer: outcome.kind === "ok" ? outcome.answer : null,
          })),
        )}::jsonb) as v(id text, answer jsonb)
        where wallet_calls.transaction_id = v.id and wallet_calls.status = 'pending'
        returning wallet_calls.transaction_id`);
      const ids = new Set(
        (rows as unknown as { rows: { transaction_id: string }[] }).rows.map((row) => row.transaction_id),
      );
      // Someone else recorded the others' verdicts already.
      const mine = entries.filter(({ call }) => ids.has(call.transactionId));
      await rounds.concludedMany(tx, mine, now);
      return mine;
    });
    for (const { call } of acknowledged) {
      verdicts.set(call.transactionId, "done");
      rounds.afterConcluded?.(call, "done");
    }
  }
  for (const { call, outcome, verdict } of alone) {
    await parts.conclude(call, outcome, verdict);
    verdicts.set(call.transactionId, verdict);
  }
  return verdicts;
}

import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { gameRounds, gameTransactions, ledgerAccounts } from "../db/schema.ts";
import type { Ledger } from "../wallet/ledger.ts";
import { lockPlayerBalances } from "../wallet/player-balances.ts";
import type { Split } from "./stake-split.ts";

/** An open database transaction (savepoints included). */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type CallRow = typeof gameTransactions.$inferSelect;
export type RoundRow = typeof gameRounds.$inferSelect;
export type CallKind = "bet" | "win" | "rollback";

/**
 * Serialises the calls that share an operator transaction id until the transaction ends: the
 * second of two identical calls waits, then finds the first one's row (READ COMMITTED gives each
 * statement a fresh snapshot). The unique index stays the last word.
 */
export async function lockTransactionId(tx: Tx, siteId: number, transactionId: string): Promise<void> {
  const key = `game:${siteId}:${transactionId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function findCall(
  tx: Tx,
  siteId: number,
  transactionId: string,
  forUpdate = false,
): Promise<CallRow | undefined> {
  const query = tx
    .select()
    .from(gameTransactions)
    .where(and(eq(gameTransactions.siteId, siteId), eq(gameTransactions.transactionId, transactionId)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/**
 * A win's own call (a replay when it exists) and the bet it pays, in one read. Both rows are
 * locked until the transaction ends: the bet's lock orders the win against a rollback of that bet.
 */
export async function findCallAndBet(
  tx: Tx,
  siteId: number,
  transactionId: string,
  betTransactionId: string,
): Promise<{ call: CallRow | undefined; bet: CallRow | undefined }> {
  const rows = await tx
    .select()
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.siteId, siteId),
        inArray(gameTransactions.transactionId, [transactionId, betTransactionId]),
      ),
    )
    .for("update");
  return {
    call: rows.find((row) => row.transactionId === transactionId),
    bet: rows.find((row) => row.transactionId === betTransactionId),
  };
}

export async function findRound(tx: Tx, siteId: number, roundId: string, forUpdate = false) {
  const query = tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.siteId, siteId), eq(gameRounds.roundId, roundId)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/**
 * What identifies a call's content: its kind and business fields. The request id (new on every
 * retry) and the token (the aggregator may hold a newer one) are left out, so a retry is a replay.
 */
export function requestHash(kind: CallKind, body: Record<string, unknown>): string {
  const fields = Object.entries(body)
    .filter(([key, value]) => key !== "request_id" && key !== "token" && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256")
    .update(JSON.stringify([kind, fields]))
    .digest("hex");
}

/** The player's cash and promo credit as this transaction sees them. */
export async function balancesIn(tx: Tx, siteId: number, userId: string, currency: string): Promise<Split> {
  const rows = await tx
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.siteId, siteId),
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.currency, currency),
        inArray(ledgerAccounts.kind, ["player_cash", "player_promo"]),
      ),
    );
  return toSplit(rows);
}

/** The player's balances, locked until the transaction ends (wallet/player-balances.ts). */
export function lockBalances(
  tx: Tx,
  ledger: Ledger,
  siteId: number,
  userId: string,
  currency: string,
): Promise<Split> {
  return lockPlayerBalances(tx, ledger, siteId, currency, userId);
}

function toSplit(rows: { kind: string; balance: bigint | null }[]): Split {
  const split: Split = { cash: 0n, promo: 0n };
  for (const row of rows) {
    if (row.kind === "player_cash") split.cash = row.balance ?? 0n;
    if (row.kind === "player_promo") split.promo = row.balance ?? 0n;
  }
  return split;
}

/** "savanna-sun" → "Savanna Sun": a readable name when the aggregator sent none. */
export function titleOfSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** A round's status from its totals. */
export function roundStatus(
  round: Pick<RoundRow, "bets" | "rolledBack" | "wins" | "win">,
): RoundRow["status"] {
  if (round.win > 0n) return "won";
  if (round.wins > 0) return "lost";
  if (round.bets > 0 && round.rolledBack >= round.bets) return "cancelled";
  return "open";
}

import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { ledgerAccounts, ledgerPostings } from "../db/schema.ts";

export interface TrialBalanceLine {
  accountId: number;
  kind: string;
  code: string;
  userId: string | null;
  currency: string;
  /** The sum of the account's postings. */
  balance: bigint;
  /** The balance the account keeps (player accounts), which must equal `balance`. */
  kept: bigint | null;
}

/**
 * Every account of a site with the sum of its postings. In a sound ledger the lines of each
 * currency sum to zero and every kept balance equals its postings' sum (see `ledgerProblems`).
 */
export async function trialBalance(db: Database, siteId: number): Promise<TrialBalanceLine[]> {
  const rows = await db
    .select({
      accountId: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      code: ledgerAccounts.code,
      userId: ledgerAccounts.userId,
      currency: ledgerAccounts.currency,
      kept: ledgerAccounts.balance,
      balance: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text`,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerPostings, eq(ledgerPostings.accountId, ledgerAccounts.id))
    .where(eq(ledgerAccounts.siteId, siteId))
    .groupBy(ledgerAccounts.id)
    .orderBy(ledgerAccounts.id);
  return rows.map((row) => ({ ...row, balance: BigInt(row.balance) }));
}

/** What is wrong with a trial balance: empty when every invariant holds. */
export function ledgerProblems(lines: TrialBalanceLine[]): string[] {
  const problems: string[] = [];
  const totals = new Map<string, bigint>();
  for (const line of lines) {
    totals.set(line.currency, (totals.get(line.currency) ?? 0n) + line.balance);
    if (line.kept !== null && line.kept !== line.balance) {
      problems.push(`account ${line.accountId} keeps ${line.kept} but its postings sum to ${line.balance}`);
    }
    if (line.kept !== null && line.kept < 0n)
      problems.push(`account ${line.accountId} is overdrawn (${line.kept})`);
  }
  for (const [currency, total] of totals) {
    if (total !== 0n) problems.push(`${currency} accounts sum to ${total}, not 0`);
  }
  return problems;
}

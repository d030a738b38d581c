import { inArray } from "drizzle-orm";
import { ledgerAccounts } from "../db/schema.ts";
import type { Executor, Ledger } from "./ledger.ts";

/**
 * The player's cash and promo credit, locked until the transaction ends (accounts opened if need
 * be, locked in id order as the ledger's transfers lock them). Taken after the grant's row lock
 * (docs/decisions/023's lock order), so claims, withdrawals and stakes of one player serialise.
 */
export async function lockPlayerBalances(
  tx: Executor,
  ledger: Ledger,
  siteId: number,
  currency: string,
  userId: string,
): Promise<{ cash: bigint; promo: bigint }> {
  const ids: number[] = [];
  for (const kind of ["player_cash", "player_promo"] as const) {
    ids.push((await ledger.accounts.resolve(tx, siteId, currency, { kind, userId })).id);
  }
  const rows = await tx
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(ledgerAccounts.id)
    .for("update");
  const balances = { cash: 0n, promo: 0n };
  for (const row of rows) {
    if (row.kind === "player_cash") balances.cash = row.balance ?? 0n;
    if (row.kind === "player_promo") balances.promo = row.balance ?? 0n;
  }
  return balances;
}

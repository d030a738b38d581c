import type { HistoryQuery, HistoryResponse } from "@platform/contracts";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";
import { formatMinor, siteCurrency } from "./amounts.ts";
import { PLAYER_KINDS } from "./ledger-accounts.ts";

/**
 * Spec §7 GET api/user/history: every movement of the player's own accounts, newest first,
 * filtered by type, game and date range (whole days in the site's time zone), paged.
 */
export async function historyOf(
  db: Database,
  site: Site,
  userId: string,
  query: HistoryQuery,
  describe: (type: string) => string,
): Promise<HistoryResponse> {
  const zone = site.settings.time_zone;
  const filters: SQL[] = [
    eq(ledgerAccounts.siteId, site.id),
    eq(ledgerAccounts.userId, userId),
    eq(ledgerAccounts.currency, siteCurrency(site).code),
    inArray(ledgerAccounts.kind, [...PLAYER_KINDS]),
  ];
  if (query.transaction_description_id)
    filters.push(eq(ledgerTransactions.kind, query.transaction_description_id));
  if (query.game_id) filters.push(sql`${ledgerTransactions.reference}->>'game' = ${query.game_id}`);
  if (query.date_from) {
    filters.push(
      sql`${ledgerTransactions.createdAt} >= (${query.date_from}::date)::timestamp at time zone ${zone}`,
    );
  }
  if (query.date_to) {
    filters.push(
      sql`${ledgerTransactions.createdAt} < (${query.date_to}::date + 1)::timestamp at time zone ${zone}`,
    );
  }
  const where = and(...filters);
  const from = db
    .select({
      id: ledgerPostings.id,
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      account: ledgerAccounts.kind,
      amount: ledgerPostings.amount,
      balanceAfter: ledgerPostings.balanceAfter,
      reference: ledgerTransactions.reference,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId));
  const [rows, [count]] = await Promise.all([
    from
      .where(where)
      .orderBy(desc(ledgerPostings.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      transaction_id: String(row.transactionId),
      type: row.kind,
      description: describe(row.kind),
      balance: row.account === "player_promo" ? "promo" : "cash",
      amount: formatMinor(site, row.amount),
      balance_after: formatMinor(site, row.balanceAfter ?? 0n),
      game_id: row.reference.game ?? null,
      reference: row.reference,
      created_at: row.createdAt.toISOString(),
    })),
    page: query.page,
    per_page: query.per_page,
    total: count?.total ?? 0,
  };
}

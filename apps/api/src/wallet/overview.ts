import type { Overview } from "@platform/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { ledgerHolds } from "../db/schema.ts";
import { unreadCount } from "../notifications/unread-count.ts";
import type { Site } from "../sites/site-repository.ts";
import { formatMinor, siteCurrency } from "./amounts.ts";
import { playerBalances } from "./ledger-accounts.ts";

/** Spec §3 balance: cash (funds_total), promo credit, and what is withdrawable or on its way out. */
export async function overviewOf(db: Database, site: Site, userId: string): Promise<Overview> {
  const { code, symbol } = siteCurrency(site);
  const balances = await playerBalances(db, site.id, userId, code);
  const [pending] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerHolds.amount}), 0)::text` })
    .from(ledgerHolds)
    .where(
      and(
        eq(ledgerHolds.siteId, site.id),
        eq(ledgerHolds.userId, userId),
        eq(ledgerHolds.currency, code),
        eq(ledgerHolds.state, "pending"),
      ),
    );
  return {
    funds_total: formatMinor(site, balances.player_cash),
    promo_credit: formatMinor(site, balances.player_promo),
    withdrawable: formatMinor(site, balances.player_cash),
    pending_withdrawals: formatMinor(site, BigInt(pending?.total ?? "0")),
    currency_code: code,
    currency_symbol: symbol,
    unread_notifications: await unreadCount(db, userId),
  };
}

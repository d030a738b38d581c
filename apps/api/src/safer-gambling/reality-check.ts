import type { RealityCheck } from "@platform/contracts";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import {
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  realityCheckAcknowledgements,
  sessions,
} from "../db/schema.ts";
import type { AuthContext } from "../session/require-user.ts";
import type { Site } from "../sites/site-repository.ts";
import type { UserRow } from "../users/user-view.ts";
import { formatMinor, siteCurrency } from "../wallet/amounts.ts";
import { PLAYER_KINDS } from "../wallet/ledger-accounts.ts";

/**
 * The ledger kinds of game movements: a stake, a win, and a rollback (a stake given back).
 * Products that take stakes of their own (draws, sports) add their kinds here.
 */
const STAKE_KINDS = ["bet"];
const WIN_KINDS = ["win"];
const REFUND_KINDS = ["rollback"];

/** The player's interval (minutes, 0 off), else the site's default. */
export function realityCheckMinutes(user: Pick<UserRow, "realityCheckMinutes">, site: Site): number {
  return user.realityCheckMinutes ?? site.settings.reality_check_default_minutes;
}

/**
 * When the next check is due: the first whole interval after the session's start that falls
 * after the last "Continue" (or the start). Anchored on the session, so a reload changes nothing,
 * and a check that was due but never answered is due at once.
 */
export function nextCheckAt(start: Date, acknowledgedAt: Date | null, minutes: number): Date | null {
  if (minutes <= 0) return null;
  const interval = minutes * 60_000;
  const from = Math.max(start.getTime(), acknowledgedAt?.getTime() ?? 0);
  const intervals = Math.floor((from - start.getTime()) / interval) + 1;
  return new Date(start.getTime() + intervals * interval);
}

/** Stakes, wins and refunds on the player's own accounts since `since`, in minor units. */
async function gameMovementsSince(db: Database, site: Site, userId: string, since: Date) {
  const { code } = siteCurrency(site);
  const rows = await db
    .select({
      kind: ledgerTransactions.kind,
      total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerPostings, eq(ledgerPostings.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerTransactions.userId, userId),
        eq(ledgerTransactions.siteId, site.id),
        gte(ledgerTransactions.createdAt, since),
        inArray(ledgerTransactions.kind, [...STAKE_KINDS, ...WIN_KINDS, ...REFUND_KINDS]),
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.currency, code),
        inArray(ledgerAccounts.kind, [...PLAYER_KINDS]),
      ),
    )
    .groupBy(ledgerTransactions.kind);
  const sum = (kinds: string[]) =>
    rows.filter((row) => kinds.includes(row.kind)).reduce((total, row) => total + BigInt(row.total), 0n);
  // Postings are signed from the player's side: a stake debits (−), a win or refund credits (+).
  const staked = -sum(STAKE_KINDS) - sum(REFUND_KINDS);
  const won = sum(WIN_KINDS);
  return { staked, won };
}

/** GET api/user/reality-check: time played and net position of the session making the request. */
export async function realityCheckOf(db: Database, auth: AuthContext, now: Date): Promise<RealityCheck> {
  const { site, user } = auth;
  const [row] = await db
    .select({ start: sessions.createdAt, acknowledgedAt: realityCheckAcknowledgements.acknowledgedAt })
    .from(sessions)
    .leftJoin(realityCheckAcknowledgements, eq(realityCheckAcknowledgements.sessionId, sessions.id))
    .where(eq(sessions.id, auth.sessionId));
  const start = row?.start ?? now;
  const minutes = realityCheckMinutes(user, site);
  const due = nextCheckAt(start, row?.acknowledgedAt ?? null, minutes);
  const { staked, won } = await gameMovementsSince(db, site, user.id, start);
  const { code, symbol } = siteCurrency(site);
  return {
    session_started_at: start.toISOString(),
    elapsed_seconds: Math.max(0, Math.floor((now.getTime() - start.getTime()) / 1000)),
    interval_minutes: minutes,
    next_check_in_seconds: due ? Math.max(0, Math.ceil((due.getTime() - now.getTime()) / 1000)) : null,
    staked: formatMinor(site, staked),
    won: formatMinor(site, won),
    net: formatMinor(site, won - staked),
    currency_code: code,
    currency_symbol: symbol,
  };
}

/** "Continue": the check is answered now; the next one is a whole interval after the session's start. */
export async function acknowledgeRealityCheck(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .insert(realityCheckAcknowledgements)
    .values({ sessionId, acknowledgedAt: now })
    .onConflictDoUpdate({ target: realityCheckAcknowledgements.sessionId, set: { acknowledgedAt: now } });
}

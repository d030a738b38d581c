import { and, eq, isNull, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/database.ts";
import { ledgerAccounts } from "../db/schema.ts";
import type { Executor } from "./ledger.ts";

/** Accounts a player owns: real money, and promo credit that can be staked but never withdrawn. */
export const PLAYER_KINDS = ["player_cash", "player_promo"] as const;
export type PlayerAccountKind = (typeof PLAYER_KINDS)[number];

/**
 * The operator's side of every movement. The balance of each is the sum of its postings; seen
 * from the operator, a player's money is owed (credit), so these are mostly debited.
 */
export const OPERATOR_KINDS = [
  /** Money received from or sent through a payment gateway, per gateway (code). */
  "gateway_clearing",
  /** Withdrawals requested and held, not yet paid out. */
  "withdrawals_pending",
  /** Vouchers, promotion codes, bonuses and referral rewards the operator gives away. */
  "promotions",
  /** Stakes taken and winnings paid (games, draws, sports). */
  "house",
  /** Manual corrections by the operator, with a reason. */
  "adjustments",
  /** A must-drop jackpot's pool, per pool (code: the pool's id): seed + contributions − drops. */
  "jackpot_pool",
  /** What the operator pays into its jackpots: each qualifying stake's published share. */
  "jackpot_funding",
  /** The seeds the operator puts in each jackpot cycle at its start. */
  "jackpot_seed",
] as const;
export type OperatorAccountKind = (typeof OPERATOR_KINDS)[number];

export type AccountRef =
  | { kind: PlayerAccountKind; userId: string }
  | { kind: OperatorAccountKind; code?: string };

export function isPlayerRef(ref: AccountRef): ref is { kind: PlayerAccountKind; userId: string } {
  return "userId" in ref;
}

export interface ResolvedAccount {
  id: number;
  /** Player accounts keep a balance the database refuses to take below zero. */
  keepsBalance: boolean;
}

/** Account ids kept by default: two accounts a player, so the last 50,000 players' stay warm. */
const MAX_CACHED_ACCOUNTS = 100_000;

/**
 * Finds or opens ledger accounts, inside the caller's transaction (PGlite has one connection, so
 * a second one could not be used while it is open). An id is cached only once it is known to be
 * committed: accounts are never deleted, but an account opened by a transaction that then rolls
 * back never existed. Being found is not proof: the caller's own transaction may have inserted
 * the row a moment before (then its created_at is that transaction's now()), so only a row
 * created before the current transaction began is cached. The cache is bounded (least recently
 * used first out): an account left out is found again in the database.
 */
export class LedgerAccounts {
  readonly #ids: LRUCache<string, ResolvedAccount>;

  constructor(options: { maxCached?: number } = {}) {
    this.#ids = new LRUCache({ max: options.maxCached ?? MAX_CACHED_ACCOUNTS });
  }

  /** How many account ids are cached now (at most maxCached). */
  get cached(): number {
    return this.#ids.size;
  }

  async resolve(db: Executor, siteId: number, currency: string, ref: AccountRef): Promise<ResolvedAccount> {
    const player = isPlayerRef(ref);
    const code = player ? "" : (ref.code ?? "");
    const userId = player ? ref.userId : null;
    const cacheKey = `${siteId}:${currency}:${ref.kind}:${userId ?? ""}:${code}`;
    const cached = this.#ids.get(cacheKey);
    if (cached) return cached;

    const [inserted] = await db
      .insert(ledgerAccounts)
      .values({ siteId, currency, kind: ref.kind, userId, code, balance: player ? 0n : null })
      .onConflictDoNothing()
      .returning({ id: ledgerAccounts.id });
    if (inserted) return { id: inserted.id, keepsBalance: player };
    const [row] = await db
      .select({
        id: ledgerAccounts.id,
        committed: sql<boolean>`${ledgerAccounts.createdAt} < now()`,
      })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.siteId, siteId),
          eq(ledgerAccounts.currency, currency),
          eq(ledgerAccounts.kind, ref.kind),
          userId ? eq(ledgerAccounts.userId, userId) : isNull(ledgerAccounts.userId),
          eq(ledgerAccounts.code, code),
        ),
      );
    if (!row) throw new Error(`ledger account ${cacheKey} missing after insert`);
    const resolved = { id: row.id, keepsBalance: player };
    if (row.committed) this.#ids.set(cacheKey, resolved);
    return resolved;
  }
}

/** The balances of a player's accounts in one currency (0 for an account not opened yet). */
export async function playerBalances(
  db: Database,
  siteId: number,
  userId: string,
  currency: string,
): Promise<Record<PlayerAccountKind, bigint>> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.siteId, siteId),
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.currency, currency),
        sql`${ledgerAccounts.kind} in ('player_cash', 'player_promo')`,
      ),
    );
  const result: Record<PlayerAccountKind, bigint> = { player_cash: 0n, player_promo: 0n };
  for (const row of rows) result[row.kind as PlayerAccountKind] = row.balance ?? 0n;
  return result;
}

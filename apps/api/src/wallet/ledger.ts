import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { ledgerHolds, ledgerTransactions } from "../db/schema.ts";
import { type AccountRef, isPlayerRef, LedgerAccounts } from "./ledger-accounts.ts";
import { BalanceLimitError, IdempotencyConflictError, InsufficientFundsError } from "./ledger-errors.ts";

export interface Posting {
  account: AccountRef;
  /** Signed minor units from the account's side: + credits it, - debits it. */
  amount: bigint;
}

export interface TransferSpec {
  siteId: number;
  currency: string;
  /** Chosen by the caller from what the movement is (`deposit:<payment id>`): a retry repeats it. */
  idempotencyKey: string;
  kind: string;
  userId?: string | null;
  reference?: Record<string, string>;
  postings: Posting[];
}

export interface TransferResult {
  transactionId: number;
  /** True when this key was already applied: nothing moved now, the first result is returned. */
  replayed: boolean;
}

const TRANSFER_SQL =
  "select ledger_transfer($1, $2, $3, $4, $5, $6::jsonb, $7::bigint[], $8::bigint[], $9::boolean[]) as id";

/** A database handle or an open transaction: transfers join the caller's transaction. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "execute">;

/**
 * The double-entry ledger every product moves money through. A transfer is one transaction of
 * postings summing to zero, applied at most once per idempotency key (the same key with another
 * body is a conflict). Player balances change in the same statement that checks them, so the
 * database's CHECK refuses an overdraft however many requests race; player accounts are updated
 * in id order, so two transfers between the same accounts cannot deadlock. A balance above
 * contracts' MAX_BALANCE is refused the same way (BalanceLimitError).
 */
export class Ledger {
  readonly accounts = new LedgerAccounts();

  constructor(private readonly db: Database) {}

  /** Runs `work` in one database transaction: every transfer in it lands, or none does. */
  inTransaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx));
  }

  /**
   * One call of the database's `ledger_transfer` (migration 0004): the transaction row, the
   * postings and the kept balances (the CHECK refuses an overdraft there), all or nothing, in one
   * round trip whose statements keep their plans between calls.
   * Nothing is written when the key was used before; the first transaction is returned, or 409
   * when the body differs.
   */
  async transfer(tx: Executor, spec: TransferSpec): Promise<TransferResult> {
    assertBalanced(spec.postings);
    const requestHash = hashSpec(spec);
    const lines = [];
    for (const posting of spec.postings) {
      const account = await this.accounts.resolve(tx, spec.siteId, spec.currency, posting.account);
      lines.push({ posting, account });
    }
    if (new Set(lines.map((line) => line.account.id)).size !== lines.length) {
      throw new Error("a transfer posts to each account once");
    }
    // Accounts in id order: concurrent transfers lock shared rows in the same order.
    lines.sort((a, b) => a.account.id - b.account.id);
    const accounts = `{${lines.map((line) => line.account.id).join(",")}}`;
    const amounts = `{${lines.map((line) => line.posting.amount.toString()).join(",")}}`;
    const keeps = `{${lines.map((line) => line.account.keepsBalance).join(",")}}`;
    const params = [
      spec.siteId,
      spec.idempotencyKey,
      requestHash,
      spec.kind,
      spec.userId ?? null,
      JSON.stringify(spec.reference ?? {}),
      accounts,
      amounts,
      keeps,
    ];
    let rows: { id: number | string | null }[];
    try {
      rows = await this.#query(tx, TRANSFER_SQL, params);
    } catch (error) {
      const overdrawn = lines.find(({ posting }) => isPlayerRef(posting.account) && posting.amount < 0n);
      if (
        violates(error, "ledger_accounts_balance_not_negative") &&
        overdrawn &&
        isPlayerRef(overdrawn.posting.account)
      ) {
        throw new InsufficientFundsError(overdrawn.posting.account.kind);
      }
      const credited = lines.find(({ posting }) => isPlayerRef(posting.account) && posting.amount > 0n);
      if (violates(error, "ledger_accounts_balance_within_max") && credited) {
        throw new BalanceLimitError(credited.posting.account.kind);
      }
      throw error;
    }
    const [row] = rows;
    if (row?.id == null) return this.#replay(tx, spec, requestHash);
    return { transactionId: Number(row.id), replayed: false };
  }

  /**
   * Phase one of a two-phase transfer: the amount leaves the player's cash for the pending
   * account at once (so it cannot be spent twice) and waits there to be posted or voided.
   */
  async hold(
    tx: Executor,
    spec: {
      siteId: number;
      currency: string;
      userId: string;
      amount: bigint;
      idempotencyKey: string;
      reference?: Record<string, string>;
    },
  ): Promise<{ holdId: string; replayed: boolean }> {
    const result = await this.transfer(tx, {
      siteId: spec.siteId,
      currency: spec.currency,
      idempotencyKey: spec.idempotencyKey,
      kind: "withdrawal_hold",
      userId: spec.userId,
      reference: spec.reference,
      postings: [
        { account: { kind: "player_cash", userId: spec.userId }, amount: -spec.amount },
        { account: { kind: "withdrawals_pending" }, amount: spec.amount },
      ],
    });
    if (result.replayed) {
      const [existing] = await tx
        .select({ id: ledgerHolds.id })
        .from(ledgerHolds)
        .where(eq(ledgerHolds.holdTransactionId, result.transactionId));
      if (!existing) throw new Error(`hold of transaction ${result.transactionId} missing`);
      return { holdId: existing.id, replayed: true };
    }
    const [hold] = await tx
      .insert(ledgerHolds)
      .values({
        siteId: spec.siteId,
        userId: spec.userId,
        currency: spec.currency,
        amount: spec.amount,
        holdTransactionId: result.transactionId,
      })
      .returning({ id: ledgerHolds.id });
    if (!hold) throw new Error("hold insert returned no row");
    return { holdId: hold.id, replayed: false };
  }

  /**
   * Phase two, exactly once: `post` sends the held amount on (to the gateway that paid it out),
   * `void` returns it to the player. A hold already settled answers how it was settled.
   */
  async settleHold(
    tx: Executor,
    holdId: string,
    outcome: "post" | "void",
    postTo: AccountRef = { kind: "gateway_clearing" },
  ): Promise<{ state: "posted" | "voided"; applied: boolean }> {
    const state = outcome === "post" ? "posted" : "voided";
    // The row lock makes a concurrent settle wait, then find the hold no longer pending.
    const [hold] = await tx
      .select()
      .from(ledgerHolds)
      .where(and(eq(ledgerHolds.id, holdId), eq(ledgerHolds.state, "pending")))
      .for("update");
    if (!hold) {
      const [existing] = await tx
        .select({ state: ledgerHolds.state })
        .from(ledgerHolds)
        .where(eq(ledgerHolds.id, holdId));
      if (!existing) throw new Error(`hold ${holdId} does not exist`);
      return { state: existing.state as "posted" | "voided", applied: false };
    }
    const destination: AccountRef =
      outcome === "post" ? postTo : { kind: "player_cash", userId: hold.userId };
    const { transactionId } = await this.transfer(tx, {
      siteId: hold.siteId,
      currency: hold.currency,
      idempotencyKey: `hold:${hold.id}:settle`,
      kind: outcome === "post" ? "withdrawal_post" : "withdrawal_void",
      userId: hold.userId,
      reference: { hold: hold.id },
      postings: [
        { account: { kind: "withdrawals_pending" }, amount: -hold.amount },
        { account: destination, amount: hold.amount },
      ],
    });
    await tx
      .update(ledgerHolds)
      .set({ state, settledAt: sql`now()`, settleTransactionId: transactionId })
      .where(eq(ledgerHolds.id, hold.id));
    return { state, applied: true };
  }

  /**
   * A standalone transfer goes straight to the driver (node-postgres or PGlite) with a fixed SQL
   * text: the hottest call of the platform skips the query builder. Inside a transaction it runs
   * on that transaction.
   */
  async #query<T>(tx: Executor, text: string, params: unknown[]): Promise<T[]> {
    if (tx === this.db) {
      const client = (
        this.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: T[] }> } }
      ).$client;
      return (await client.query(text, params)).rows;
    }
    const placeholders = text.split(/\$\d+/);
    const query = sql.join(
      placeholders.map((part, index) =>
        index < params.length ? sql`${sql.raw(part)}${params[index]}` : sql.raw(part),
      ),
      sql``,
    );
    // node-postgres and PGlite both answer { rows }.
    return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
  }

  async #replay(tx: Executor, spec: TransferSpec, requestHash: string): Promise<TransferResult> {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id, requestHash: ledgerTransactions.requestHash })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.siteId, spec.siteId),
          eq(ledgerTransactions.idempotencyKey, spec.idempotencyKey),
        ),
      );
    if (!existing) throw new Error(`ledger transaction ${spec.idempotencyKey} vanished`);
    if (existing.requestHash !== requestHash) throw new IdempotencyConflictError(spec.idempotencyKey);
    return { transactionId: existing.id, replayed: true };
  }
}

export function assertBalanced(postings: Posting[]): void {
  if (postings.length < 2) throw new Error("a transfer needs at least two postings");
  let sum = 0n;
  for (const posting of postings) {
    if (posting.amount === 0n) throw new Error("a posting of zero moves nothing");
    sum += posting.amount;
  }
  if (sum !== 0n) throw new Error(`postings do not balance (sum ${sum})`);
}

function violates(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  while (typeof current === "object" && current !== null) {
    if ((current as { constraint?: unknown }).constraint === constraint) return true;
    if (String((current as { message?: unknown }).message ?? "").includes(constraint)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What a transfer asks for, independent of key order: a replay with another body is a conflict. */
export function hashSpec(spec: TransferSpec): string {
  const canonical = JSON.stringify({
    currency: spec.currency,
    kind: spec.kind,
    userId: spec.userId ?? null,
    reference: Object.fromEntries(Object.entries(spec.reference ?? {}).sort()),
    postings: spec.postings.map((posting) => ({
      account: isPlayerRef(posting.account)
        ? `${posting.account.kind}:${posting.account.userId}`
        : `${posting.account.kind}:${posting.account.code ?? ""}`,
      amount: posting.amount.toString(),
    })),
  });
  return createHash("sha256").update(canonical).digest("hex");
}

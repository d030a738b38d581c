import { MAX_BALANCE } from "@platform/contracts";
import { type SQL, sql } from "drizzle-orm";
import {
  assertBalanced,
  type Executor,
  hashSpec,
  type Ledger,
  type TransferResult,
  type TransferSpec,
} from "./ledger.ts";
import { type AccountRef, isPlayerRef } from "./ledger-accounts.ts";
import { BalanceLimitError, IdempotencyConflictError, InsufficientFundsError } from "./ledger-errors.ts";

/*
 * Many transfers in a few statements, for a job that moves money for thousands of rows at once (a
 * draw's settlement, issue 17). The rows are those of as many Ledger.transfer calls: a transaction
 * per idempotency key (a key used before moves nothing again, or is a conflict when its body
 * differs), postings summing to zero (the deferred trigger checks each at commit), kept balances
 * moved in the same database transaction, each posting with the balance after it. Only the
 * statements differ: one per table for the whole batch, on rows passed as one JSON parameter.
 */

type Rows<T> = { rows: T[] };

/** jsonb_to_recordset of a JSON parameter: a whole batch in one statement, on PGlite and PostgreSQL. */
const recordset = (rows: unknown[]): SQL => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`;

async function query<T>(tx: Executor, statement: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer { rows }.
  return ((await tx.execute(statement)) as unknown as Rows<T>).rows;
}

interface Account {
  id: number;
  keepsBalance: boolean;
  kind: string;
  /** Kept balance, moved posting by posting as the batch is planned (locked rows). */
  balance: bigint;
}

const refKey = (siteId: number, currency: string, ref: AccountRef) =>
  isPlayerRef(ref)
    ? `${siteId}:${currency}:${ref.kind}:${ref.userId}`
    : `${siteId}:${currency}:${ref.kind}::${ref.code ?? ""}`;

/**
 * Applies `specs` in the caller's database transaction, all or nothing, and answers each one's
 * result in order. The players' accounts are opened if need be and locked in id order (as the
 * ledger locks them); a batch whose postings would take a kept balance below zero or past
 * MAX_BALANCE is refused whole, before anything is written.
 */
export async function transferBatch(
  tx: Executor,
  ledger: Ledger,
  specs: TransferSpec[],
): Promise<TransferResult[]> {
  if (specs.length === 0) return [];
  const keys = new Set<string>();
  for (const spec of specs) {
    assertBalanced(spec.postings);
    const key = `${spec.siteId}:${spec.idempotencyKey}`;
    if (keys.has(key)) throw new Error(`transfer ${spec.idempotencyKey} is twice in one batch`);
    keys.add(key);
  }
  const accounts = await resolveAccounts(tx, ledger, specs);
  const hashes = specs.map(hashSpec);
  const created = new Map(
    (
      await query<{ id: string; site_id: number; idempotency_key: string }>(
        tx,
        sql`insert into ledger_transactions (site_id, idempotency_key, request_hash, kind, user_id, reference)
          select x.s, x.k, x.h, x.t, x.u, x.r
          from ${recordset(
            specs.map((spec, n) => ({
              n,
              s: spec.siteId,
              k: spec.idempotencyKey,
              h: hashes[n],
              t: spec.kind,
              u: spec.userId ?? null,
              r: spec.reference ?? {},
            })),
          )} as x(n integer, s integer, k text, h text, t text, u uuid, r jsonb)
          order by x.n
          on conflict (site_id, idempotency_key) do nothing
          returning id::text, site_id, idempotency_key`,
      )
    ).map((row) => [`${row.site_id}:${row.idempotency_key}`, Number(row.id)]),
  );
  const results = await replays(tx, specs, hashes, created);

  const postings: { n: number; t: number; a: number; m: string; b: string | null }[] = [];
  const moved = new Map<number, bigint>();
  for (const [index, spec] of specs.entries()) {
    const result = results[index];
    if (!result || result.replayed) continue;
    const lines = spec.postings.map((posting) => ({
      posting,
      account: accounts.get(refKey(spec.siteId, spec.currency, posting.account)) as Account,
    }));
    if (new Set(lines.map((line) => line.account.id)).size !== lines.length) {
      throw new Error("a transfer posts to each account once");
    }
    lines.sort((a, b) => a.account.id - b.account.id);
    for (const { posting, account } of lines) {
      let after: bigint | null = null;
      if (account.keepsBalance) {
        account.balance += posting.amount;
        if (account.balance < 0n) throw new InsufficientFundsError(account.kind);
        if (account.balance > BigInt(MAX_BALANCE)) throw new BalanceLimitError(account.kind);
        moved.set(account.id, (moved.get(account.id) ?? 0n) + posting.amount);
        after = account.balance;
      }
      postings.push({
        n: postings.length,
        t: result.transactionId,
        a: account.id,
        m: posting.amount.toString(),
        b: after === null ? null : after.toString(),
      });
    }
  }
  if (postings.length > 0) {
    await tx.execute(sql`insert into ledger_postings (transaction_id, account_id, amount, balance_after)
      select x.t, x.a, x.m, x.b
      from ${recordset(postings)} as x(n integer, t bigint, a bigint, m bigint, b bigint)
      order by x.n`);
  }
  const balances = [...moved].filter(([, m]) => m !== 0n).map(([a, m]) => ({ a, m: m.toString() }));
  if (balances.length > 0) {
    await tx.execute(sql`update ledger_accounts set balance = balance + x.m
      from ${recordset(balances)} as x(a bigint, m bigint)
      where ledger_accounts.id = x.a`);
  }
  return results;
}

/** Each spec's result: created now, or (its key used before) the first transaction, body checked. */
async function replays(
  tx: Executor,
  specs: TransferSpec[],
  hashes: string[],
  created: Map<string, number>,
): Promise<TransferResult[]> {
  const seen = specs.filter((spec) => !created.has(`${spec.siteId}:${spec.idempotencyKey}`));
  const earlier = new Map<string, { id: number; hash: string }>();
  if (seen.length > 0) {
    const rows = await query<{ id: string; site_id: number; idempotency_key: string; request_hash: string }>(
      tx,
      sql`select t.id::text, t.site_id, t.idempotency_key, t.request_hash
        from ledger_transactions t
        join ${recordset(seen.map((spec) => ({ s: spec.siteId, k: spec.idempotencyKey })))} as x(s integer, k text)
          on t.site_id = x.s and t.idempotency_key = x.k`,
    );
    for (const row of rows)
      earlier.set(`${row.site_id}:${row.idempotency_key}`, { id: Number(row.id), hash: row.request_hash });
  }
  return specs.map((spec, index) => {
    const key = `${spec.siteId}:${spec.idempotencyKey}`;
    const id = created.get(key);
    if (id !== undefined) return { transactionId: id, replayed: false };
    const first = earlier.get(key);
    if (!first) throw new Error(`ledger transaction ${spec.idempotencyKey} vanished`);
    if (first.hash !== hashes[index]) throw new IdempotencyConflictError(spec.idempotencyKey);
    return { transactionId: first.id, replayed: true };
  });
}

/**
 * Every account the batch posts to: the operator's through the ledger's cache, the players' read
 * with their balances and locked in id order in one statement (opened first if some are missing).
 */
async function resolveAccounts(
  tx: Executor,
  ledger: Ledger,
  specs: TransferSpec[],
): Promise<Map<string, Account>> {
  const accounts = new Map<string, Account>();
  const players = new Map<string, { s: number; c: string; k: string; u: string }>();
  for (const spec of specs) {
    for (const { account: ref } of spec.postings) {
      const key = refKey(spec.siteId, spec.currency, ref);
      if (accounts.has(key) || players.has(key)) continue;
      if (isPlayerRef(ref)) {
        players.set(key, { s: spec.siteId, c: spec.currency, k: ref.kind, u: ref.userId });
        continue;
      }
      const resolved = await ledger.accounts.resolve(tx, spec.siteId, spec.currency, ref);
      accounts.set(key, { ...resolved, kind: ref.kind, balance: 0n });
    }
  }
  if (players.size === 0) return accounts;
  const wanted = [...players.values()];
  let locked = await lockPlayerAccounts(tx, wanted);
  if (locked.length < wanted.length) {
    await tx.execute(sql`insert into ledger_accounts (site_id, currency, kind, user_id, code, balance)
      select x.s, x.c, x.k, x.u, '', 0 from ${recordset(wanted)} as x(s integer, c text, k text, u uuid)
      on conflict do nothing`);
    locked = await lockPlayerAccounts(tx, wanted);
  }
  for (const row of locked) {
    accounts.set(`${row.site_id}:${row.currency}:${row.kind}:${row.user_id}`, {
      id: Number(row.id),
      keepsBalance: true,
      kind: row.kind,
      balance: BigInt(row.balance),
    });
  }
  if (locked.length < wanted.length) throw new Error("player ledger accounts missing after opening them");
  return accounts;
}

function lockPlayerAccounts(tx: Executor, wanted: { s: number; c: string; k: string; u: string }[]) {
  return query<{
    id: string;
    site_id: number;
    currency: string;
    kind: string;
    user_id: string;
    balance: string;
  }>(
    tx,
    sql`select a.id::text, a.site_id, a.currency, a.kind, a.user_id::text, a.balance::text
      from ledger_accounts a
      join ${recordset(wanted)} as x(s integer, c text, k text, u uuid)
        on a.site_id = x.s and a.currency = x.c and a.kind = x.k and a.user_id = x.u
      order by a.id
      for update of a`,
  );
}

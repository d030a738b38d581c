import type { PGlite, Transaction } from "@electric-sql/pglite";
import type pg from "pg";

/**
 * Counts the SQL statements an app sends to its database, on either store, so a test can pin the
 * cost of a money call (issue 17: a spin must not quietly grow back to 45 statements). BEGIN and
 * COMMIT count as statements on both stores, as they are round-trips on PostgreSQL.
 */
export interface StatementCounter {
  /** Statements since the last reset, with their text (first line) for a readable failure. */
  readonly statements: string[];
  reset(): void;
}

type Handle = { kind: "pglite"; client: PGlite } | { kind: "postgres"; client: pg.Pool };

const WRAPPED = Symbol("statement-counter");

export function countStatements(handle: Handle): StatementCounter {
  const statements: string[] = [];
  const note = (text: unknown) =>
    statements.push(
      String(typeof text === "object" ? (text as { text?: string }).text : text).split("\n")[0] ?? "",
    );
  if (handle.kind === "pglite") countPglite(handle.client, note);
  else countPostgres(handle.client, note);
  return {
    statements,
    reset: () => {
      statements.length = 0;
    },
  };
}

function countPglite(client: PGlite, note: (text: unknown) => void): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => {
    note(text);
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as PGlite["query"];
  client.exec = ((text: string, ...rest: unknown[]) => {
    note(text);
    return (exec as (...args: unknown[]) => unknown)(text, ...rest);
  }) as PGlite["exec"];
  client.transaction = (async <T>(work: (tx: Transaction) => Promise<T>) => {
    note("begin");
    const result = await transaction(async (tx) => {
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      tx.query = ((text: string, ...rest: unknown[]) => {
        note(text);
        return (txQuery as (...args: unknown[]) => unknown)(text, ...rest);
      }) as Transaction["query"];
      tx.exec = ((text: string, ...rest: unknown[]) => {
        note(text);
        return (txExec as (...args: unknown[]) => unknown)(text, ...rest);
      }) as Transaction["exec"];
      return work(tx);
    });
    note("commit");
    return result;
  }) as PGlite["transaction"];
}

/** Every query of the pool goes through a checked-out client: wrap each client once. */
function countPostgres(pool: pg.Pool, note: (text: unknown) => void): void {
  pool.on("acquire", (client) => {
    const marked = client as pg.PoolClient & { [WRAPPED]?: boolean };
    if (marked[WRAPPED]) return;
    marked[WRAPPED] = true;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((text: unknown, ...rest: unknown[]) => {
      note(text);
      return query(text, ...rest);
    }) as typeof client.query;
  });
}

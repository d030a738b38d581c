import { type Column, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * ON CONFLICT DO UPDATE arguments that overwrite `columns` with the incoming row only when some
 * value differs, so an unchanged reseed writes nothing (no dead tuples, no bumped timestamps).
 * `touch` lists timestamp columns set to now() when the row does change.
 */
export function updateIfChanged<T extends PgTable>(
  table: T,
  columns: (keyof T["_"]["columns"] & string)[],
  touch: (keyof T["_"]["columns"] & string)[] = [],
): { set: Record<string, SQL>; setWhere: SQL } {
  const all: Record<string, Column> = getTableColumns(table);
  const chosen = columns.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`Unknown column ${key}`);
    return { key, column, incoming: sql.raw(`excluded."${column.name}"`) };
  });
  const set: Record<string, SQL> = Object.fromEntries(chosen.map(({ key, incoming }) => [key, incoming]));
  for (const key of touch) set[key] = sql`now()`;
  const current = sql.join(
    chosen.map(({ column }) => sql`${column}`),
    sql`, `,
  );
  const incoming = sql.join(
    chosen.map(({ incoming }) => incoming),
    sql`, `,
  );
  return { set, setWhere: sql`(${current}) is distinct from (${incoming})` };
}

/** Keeps multi-row inserts under PostgreSQL's 65 535 bind parameter limit. */
export function chunks<T>(items: T[], size = 500): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { operatorAlerts } from "../db/schema.ts";

/** A database handle or an open transaction: an alert is raised inside the transaction it reports. */
type Db = Pick<Database, "insert" | "select" | "update">;

export type AlertSeverity = "critical" | "warning";

export interface AlertInput {
  siteId: number;
  kind: string;
  severity: AlertSeverity;
  userId?: string | null;
  summary: string;
  details?: Record<string, unknown>;
  /** The same key raises one alert however often the cause is seen (retries, a job's passes). */
  dedupeKey: string;
  at: Date;
}

export type OperatorAlert = typeof operatorAlerts.$inferSelect;

/** Raises an alert once per (site, dedupe key); answers whether this call raised it. */
export async function raiseAlert(db: Db, alert: AlertInput): Promise<boolean> {
  const rows = await db
    .insert(operatorAlerts)
    .values({
      siteId: alert.siteId,
      kind: alert.kind,
      severity: alert.severity,
      userId: alert.userId ?? null,
      summary: alert.summary,
      details: alert.details ?? {},
      dedupeKey: alert.dedupeKey,
      createdAt: alert.at,
    })
    .onConflictDoNothing()
    .returning({ id: operatorAlerts.id });
  return rows.length > 0;
}

/** A site's alerts, newest first; open ones only unless asked. */
export async function listAlerts(
  db: Db,
  siteId: number,
  options: { includeResolved?: boolean; limit?: number } = {},
): Promise<OperatorAlert[]> {
  const where = options.includeResolved
    ? eq(operatorAlerts.siteId, siteId)
    : and(eq(operatorAlerts.siteId, siteId), isNull(operatorAlerts.resolvedAt));
  return db
    .select()
    .from(operatorAlerts)
    .where(where)
    .orderBy(desc(operatorAlerts.createdAt), desc(operatorAlerts.id))
    .limit(options.limit ?? 100);
}

/** Marks an open alert of the site resolved; answers false when there is none such. */
export async function resolveAlert(
  db: Db,
  siteId: number,
  id: number,
  by: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(operatorAlerts)
    .set({ resolvedAt: at, resolvedBy: by })
    .where(
      and(eq(operatorAlerts.siteId, siteId), eq(operatorAlerts.id, id), isNull(operatorAlerts.resolvedAt)),
    )
    .returning({ id: operatorAlerts.id });
  return rows.length > 0;
}

/** Resolves the open alert a cause raised (its dedupe key), when the cause itself was dealt with. */
export async function resolveAlertByKey(
  db: Db,
  siteId: number,
  dedupeKey: string,
  by: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(operatorAlerts)
    .set({ resolvedAt: at, resolvedBy: by })
    .where(
      and(
        eq(operatorAlerts.siteId, siteId),
        eq(operatorAlerts.dedupeKey, dedupeKey),
        isNull(operatorAlerts.resolvedAt),
      ),
    )
    .returning({ id: operatorAlerts.id });
  return rows.length > 0;
}

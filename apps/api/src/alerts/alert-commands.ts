import type { Database } from "../db/database.ts";
import { OperatorError, type Out } from "../operator/operator-commands.ts";
import { systemClock } from "../security/clock.ts";
import { findSiteByCode } from "../sites/site-repository.ts";
import { listAlerts, resolveAlert } from "./operator-alerts.ts";

/** `alerts <site> [--all]`: what the operator must look at, newest first. */
export async function alertsCommand(db: Database, out: Out, siteCode: string, all: boolean): Promise<void> {
  const site = await findSiteByCode(db, siteCode);
  if (!site) throw new OperatorError(`No site ${siteCode}.`);
  const alerts = await listAlerts(db, site.id, { includeResolved: all });
  if (alerts.length === 0) out("No open alerts.");
  for (const alert of alerts) {
    const state = alert.resolvedAt ? `resolved by ${alert.resolvedBy}` : "open";
    out(`#${alert.id} ${alert.createdAt.toISOString()} ${alert.severity} ${alert.kind} (${state})`);
    out(`    ${alert.summary}`);
    if (Object.keys(alert.details).length > 0) out(`    ${JSON.stringify(alert.details)}`);
  }
}

/** `alerts resolve <site> <id> --by <name>`. */
export async function resolveAlertCommand(
  db: Database,
  out: Out,
  siteCode: string,
  id: string,
  by: string,
): Promise<void> {
  const site = await findSiteByCode(db, siteCode);
  if (!site) throw new OperatorError(`No site ${siteCode}.`);
  if (!by) throw new OperatorError("Say who resolves it: --by <name>.");
  if (!(await resolveAlert(db, site.id, Number(id), by, systemClock()))) {
    throw new OperatorError(`No open alert #${id} on ${siteCode}.`);
  }
  out(`Alert #${id} resolved.`);
}

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { ficaDocuments, users } from "../db/schema.ts";
import { type Decision, FicaReview } from "../fica/fica-review.ts";
import { HttpError } from "../http/http-error.ts";
import { findSiteByCode } from "../sites/site-repository.ts";
import { OperatorError, type Out } from "./operator-commands.ts";
import { grantRole, isRole, ROLES } from "./roles.ts";

/** The service's refusals (no such case, already decided) are the operator's error messages. */
async function asOperator<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw new OperatorError(error.message);
    throw error;
  }
}

async function siteId(db: Database, siteCode: string): Promise<number> {
  const site = await findSiteByCode(db, siteCode);
  if (!site) throw new OperatorError(`No site ${siteCode}.`);
  return site.id;
}

/** The cases waiting for a decision on a site, oldest first. */
export async function ficaPending(db: Database, out: Out, siteCode: string): Promise<void> {
  const cases = await new FicaReview(db).list(await siteId(db, siteCode), "pending", 1, 100);
  for (const item of cases.data) {
    const who = item.player.email ?? item.player.phone_number ?? item.player.id;
    out(`${item.id}  ${item.submitted_at}  ${who}  ${item.player.full_name || "(no name)"}`);
  }
  out(`${cases.total} pending case(s) on ${siteCode}.`);
}

/** One case, its documents and its decision; `--save <dir>` writes the documents there to look at. */
export async function ficaShow(db: Database, out: Out, caseId: string, saveDir?: string): Promise<void> {
  const review = new FicaReview(db);
  const item = await asOperator(() => review.detail(null, caseId));
  out(`Case ${item.id}: ${item.status}, submitted ${item.submitted_at}`);
  const { player } = item;
  out(
    `Player ${player.full_name || "(no name)"}  ${player.phone_number ?? ""} ${player.email ?? ""}  id number ${player.id_number ?? "-"}  born ${player.dob ?? "-"}`,
  );
  for (const doc of item.documents)
    out(`  ${doc.type.padEnd(18)} ${doc.content_type.padEnd(16)} ${doc.size} bytes  ${doc.received_at}`);
  for (const decision of item.reviews) {
    out(
      `  ${decision.decision} by ${decision.reviewer} at ${decision.decided_at}${decision.reason ? `: ${decision.reason}` : ""}`,
    );
  }
  if (!saveDir) return;
  mkdirSync(saveDir, { recursive: true, mode: 0o700 });
  const files = await db
    .select({
      type: ficaDocuments.type,
      contentType: ficaDocuments.contentType,
      content: ficaDocuments.content,
    })
    .from(ficaDocuments)
    .where(eq(ficaDocuments.caseId, item.id));
  for (const file of files) {
    const name = path.join(
      saveDir,
      `${item.id}-${file.type}.${file.contentType === "application/pdf" ? "pdf" : file.contentType.slice(6)}`,
    );
    writeFileSync(name, file.content, { mode: 0o600 });
    out(`  saved ${name}`);
  }
}

export async function ficaDecide(
  db: Database,
  out: Out,
  caseId: string,
  decision: Decision,
  options: { by: string; reason?: string | undefined },
): Promise<void> {
  const by = options.by.trim();
  if (!by) throw new OperatorError("Say who decides: --by <name>.");
  const reason = options.reason?.trim() ?? "";
  if (decision === "rejected" && reason.length < 3)
    throw new OperatorError('Give the player a reason: --reason "...".');
  const row = await asOperator(() =>
    new FicaReview(db).decide(null, caseId, decision, decision === "rejected" ? reason : null, {
      id: null,
      name: `${by} (cli)`,
    }),
  );
  out(`Case ${row.id}: ${decision} by ${row.decidedBy} at ${row.decidedAt?.toISOString()}.`);
}

/** Gives an account of a site (phone, email or id) a staff role. */
export async function grantRoleCommand(
  db: Database,
  out: Out,
  siteCode: string,
  login: string,
  role: string,
): Promise<void> {
  if (!isRole(role)) throw new OperatorError(`Unknown role ${role}; roles: ${ROLES.join(", ")}.`);
  const id = await siteId(db, siteCode);
  const identifier = login.trim().toLowerCase();
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.siteId, id),
        or(
          eq(users.phone, identifier.replace(/^\+/, "")),
          sql`lower(${users.email}) = ${identifier}`,
          sql`${users.id}::text = ${identifier}`,
        ),
      ),
    );
  if (!account) throw new OperatorError(`No account ${login} on ${siteCode}.`);
  const granted = await grantRole(db, account.id, role, "cli");
  out(granted ? `${login} on ${siteCode} is now ${role}.` : `${login} on ${siteCode} was already ${role}.`);
}

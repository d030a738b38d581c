import { currencyExponent, fromMinorUnits, toMinorUnits } from "@platform/contracts";
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { GatewayRegistry } from "../cashier/gateway-registry.ts";
import { describeHold, unsettledHolds } from "../cashier/held-funds-check.ts";
import type { GatewayOutcome } from "../cashier/payment-gateway.ts";
import { PaymentsService } from "../cashier/payments-service.ts";
import type { Database } from "../db/database.ts";
import {
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  payments,
  promotionCodes,
  users,
} from "../db/schema.ts";
import { systemClock } from "../security/clock.ts";
import { findSiteByCode, type Site } from "../sites/site-repository.ts";
import { siteCurrency } from "../wallet/amounts.ts";
import { createVouchers, normalizeCode } from "../wallet/credit-codes.ts";
import { Ledger } from "../wallet/ledger.ts";
import { ledgerProblems, trialBalance } from "../wallet/trial-balance.ts";

/** Where a command writes: the CLI prints, tests collect. */
export type Out = (line: string) => void;

export class OperatorError extends Error {
  override name = "OperatorError";
}

async function site(db: Database, siteCode: string): Promise<Site> {
  const found = await findSiteByCode(db, siteCode);
  if (!found) throw new OperatorError(`No site ${siteCode}.`);
  return found;
}

function money(site: Site, minor: bigint): string {
  const { code, exponent } = siteCurrency(site);
  return `${fromMinorUnits(minor, exponent)} ${code}`;
}

function amountOf(site: Site, text: string): bigint {
  try {
    return toMinorUnits(text, currencyExponent(siteCurrency(site).code));
  } catch {
    throw new OperatorError(`Not an amount of ${siteCurrency(site).code}: ${text}`);
  }
}

/** A player's accounts, balances and latest movements. */
export async function playerLedger(db: Database, out: Out, siteCode: string, who: string): Promise<void> {
  const target = await site(db, siteCode);
  const identifier = who.toLowerCase();
  const [player] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.siteId, target.id),
        or(
          eq(users.phone, identifier.replace(/^\+/, "")),
          sql`lower(${users.email}) = ${identifier}`,
          sql`${users.id}::text = ${identifier}`,
        ),
      ),
    );
  if (!player) throw new OperatorError(`No player ${who} on ${siteCode}.`);
  out(`${player.fullName || "(no name)"}  ${player.phone ?? ""} ${player.email ?? ""}  ${player.id}`);
  const accounts = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, player.id));
  for (const account of accounts) out(`  ${account.kind.padEnd(14)} ${money(target, account.balance ?? 0n)}`);
  const rows = await db
    .select({
      at: ledgerTransactions.createdAt,
      kind: ledgerTransactions.kind,
      account: ledgerAccounts.kind,
      amount: ledgerPostings.amount,
      after: ledgerPostings.balanceAfter,
      key: ledgerTransactions.idempotencyKey,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(eq(ledgerAccounts.userId, player.id))
    .orderBy(desc(ledgerPostings.id))
    .limit(30);
  for (const row of rows) {
    out(
      `  ${row.at.toISOString()}  ${row.kind.padEnd(16)} ${row.account.padEnd(13)} ${money(target, row.amount).padStart(16)}  → ${money(target, row.after ?? 0n)}  ${row.key}`,
    );
  }
}

/** Every account of a site with its balance; false when an invariant is broken. */
export async function printTrialBalance(db: Database, out: Out, siteCode: string): Promise<boolean> {
  const target = await site(db, siteCode);
  const lines = await trialBalance(db, target.id);
  for (const line of lines) {
    const owner = line.userId ? `player ${line.userId}` : line.code || "-";
    out(
      `${line.kind.padEnd(20)} ${owner.padEnd(44)} ${fromMinorUnits(line.balance, currencyExponent(line.currency)).padStart(16)} ${line.currency}`,
    );
  }
  // A hold nothing will settle is a problem of the books too, though every sum still balances.
  const held = await unsettledHolds(db, target.id);
  const problems = [...ledgerProblems(lines), ...held.map(describeHold)];
  for (const problem of problems) out(`PROBLEM: ${problem}`);
  out(
    problems.length === 0
      ? `Balanced: ${lines.length} accounts sum to zero.`
      : `${problems.length} problem(s).`,
  );
  return problems.length === 0;
}

export async function createVoucherBatch(
  db: Database,
  out: Out,
  siteCode: string,
  options: { amount: string; count: number; promo: boolean; expires?: string | undefined },
): Promise<void> {
  const target = await site(db, siteCode);
  if (!Number.isInteger(options.count) || options.count < 1 || options.count > 10_000) {
    throw new OperatorError("--count must be 1 to 10000.");
  }
  const codes = await createVouchers(db, target, {
    amount: amountOf(target, options.amount),
    credit: options.promo ? "promo" : "cash",
    count: options.count,
    expiresAt: options.expires ? new Date(options.expires) : null,
  });
  out(
    `${codes.length} voucher(s) of ${options.amount} ${siteCurrency(target).code} (${options.promo ? "promo credit" : "cash"}); the codes are shown only now:`,
  );
  for (const code of codes) out(code);
}

export async function createPromotionCode(
  db: Database,
  out: Out,
  siteCode: string,
  code: string,
  options: { amount: string; promo: boolean; max?: number | undefined; expires?: string | undefined },
): Promise<void> {
  const target = await site(db, siteCode);
  const [row] = await db
    .insert(promotionCodes)
    .values({
      siteId: target.id,
      code: normalizeCode(code),
      amount: amountOf(target, options.amount),
      currency: siteCurrency(target).code,
      credit: options.promo ? "promo" : "cash",
      maxRedemptions: options.max ?? null,
      expiresAt: options.expires ? new Date(options.expires) : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new OperatorError(`The code ${normalizeCode(code)} exists on ${siteCode} already.`);
  out(
    `Promotion code ${row.code}: ${options.amount} ${row.currency} (${row.credit}), ${row.maxRedemptions ?? "no"} limit.`,
  );
}

export async function listPendingPayments(db: Database, out: Out): Promise<void> {
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.status, ["pending", "review"]))
    .orderBy(payments.createdAt);
  for (const row of rows) {
    out(
      `${row.id}  ${row.direction.padEnd(10)} ${fromMinorUnits(row.amount, currencyExponent(row.currency)).padStart(12)} ${row.currency}  ${row.gatewayCode}  ${row.createdAt.toISOString()}  ${row.providerRef ?? "-"}`,
    );
    // A mismatched outcome waits for `payments resolve`, not for its provider.
    if (row.status === "review") out(`    NEEDS REVIEW: ${row.reviewReason ?? ""}`);
  }
  out(
    `${rows.length} pending payment(s), ${rows.filter((row) => row.status === "review").length} needing review.`,
  );
}

/**
 * Settles a stuck payment by hand, after checking it with the provider: success credits a
 * deposit or completes a withdrawal; failed or canceled closes a deposit or returns a held
 * withdrawal. Exactly once, like every other report of an outcome.
 */
export async function settlePayment(
  db: Database,
  out: Out,
  paymentId: string,
  status: string,
  reason: string,
): Promise<void> {
  if (status !== "success" && status !== "failed" && status !== "canceled") {
    throw new OperatorError("The outcome is success, failed or canceled.");
  }
  const service = new PaymentsService(db, new Ledger(db), new GatewayRegistry(), systemClock);
  const outcome: GatewayOutcome =
    status === "success" ? { status } : { status, reason: reason || "Settled by the operator." };
  const [before] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!before) throw new OperatorError(`No payment ${paymentId}.`);
  if (before.status === "review") {
    throw new OperatorError(
      `Payment ${paymentId} needs review: payments resolve <id> paid|returned --by <name>.`,
    );
  }
  const after = await service.applyOutcome(paymentId, outcome);
  out(
    before.status === "pending"
      ? `Payment ${paymentId}: ${before.status} → ${after.status}.`
      : `Payment ${paymentId} was already ${before.status}; nothing changed.`,
  );
}

import { isPaymentResolution } from "@platform/contracts";
import type { Database } from "../db/database.ts";
import { HttpError } from "../http/http-error.ts";
import { OperatorError, type Out } from "../operator/operator-commands.ts";
import { systemClock } from "../security/clock.ts";
import { findSiteByCode } from "../sites/site-repository.ts";
import { Ledger } from "../wallet/ledger.ts";
import { describeHold, unsettledHolds } from "./held-funds-check.ts";
import { resolveReview } from "./payout-review.ts";

/** `payments resolve <id> paid|returned --by <name>`: a payment in review, exactly once. */
export async function resolvePaymentCommand(
  db: Database,
  out: Out,
  paymentId: string,
  resolution: string,
  by: string,
): Promise<void> {
  if (!isPaymentResolution(resolution)) throw new OperatorError("The resolution is paid or returned.");
  if (!by) throw new OperatorError("Say who resolves it: --by <name>.");
  try {
    const payment = await resolveReview(new Ledger(db), {
      paymentId,
      siteId: null,
      resolution,
      by,
      now: systemClock(),
    });
    out(`Payment ${paymentId}: review → ${payment.status} (${resolution}, by ${by}).`);
  } catch (error) {
    // Not found, or not in review (resolved already): said plainly, nothing moved.
    if (error instanceof HttpError) throw new OperatorError(`Payment ${paymentId}: ${error.message}`);
    throw error;
  }
}

/**
 * `books check [<site>]`: holds neither posted nor voided whose payment is final or missing.
 * Answers whether the books are sound.
 */
export async function booksCheckCommand(db: Database, out: Out, siteCode?: string): Promise<boolean> {
  let siteId: number | undefined;
  if (siteCode) {
    const site = await findSiteByCode(db, siteCode);
    if (!site) throw new OperatorError(`No site ${siteCode}.`);
    siteId = site.id;
  }
  const holds = await unsettledHolds(db, siteId);
  for (const hold of holds) out(`PROBLEM: ${describeHold(hold)}`);
  out(
    holds.length === 0
      ? "Every pending hold belongs to a payment still open."
      : `${holds.length} problem(s).`,
  );
  return holds.length === 0;
}

import { eq } from "drizzle-orm";
import { ledgerAccounts } from "../db/schema.ts";
import type { Executor, Ledger, TransferResult } from "./ledger.ts";

/*
 * The ledger side of the cashier's payments. The cashier says what happened to a payment; which
 * accounts move, and how, is the wallet's to say, so the cashier never names an account.
 * Idempotency keys stay tied to the payment: a retry of the same payment repeats them.
 */

/** A payment as the ledger needs it: whose, in what, how much, and through which gateway. */
export interface PaymentMovement {
  siteId: number;
  currency: string;
  userId: string;
  amount: bigint;
  paymentId: string;
  gatewayCode: string;
}

/** A successful deposit: the gateway's clearing account pays the player's cash, once per payment. */
export function creditDeposit(
  tx: Executor,
  ledger: Ledger,
  deposit: PaymentMovement & { receipt?: string | undefined },
): Promise<TransferResult> {
  return ledger.transfer(tx, {
    siteId: deposit.siteId,
    currency: deposit.currency,
    idempotencyKey: `payment:${deposit.paymentId}`,
    kind: "deposit",
    userId: deposit.userId,
    reference: {
      payment: deposit.paymentId,
      gateway: deposit.gatewayCode,
      ...(deposit.receipt ? { receipt: deposit.receipt } : {}),
    },
    postings: [
      { account: { kind: "gateway_clearing", code: deposit.gatewayCode }, amount: -deposit.amount },
      { account: { kind: "player_cash", userId: deposit.userId }, amount: deposit.amount },
    ],
  });
}

/** A withdrawal requested: its amount leaves the player's cash at once and waits, held. */
export function holdWithdrawal(
  tx: Executor,
  ledger: Ledger,
  withdrawal: PaymentMovement,
): Promise<{ holdId: string; replayed: boolean }> {
  return ledger.hold(tx, {
    siteId: withdrawal.siteId,
    currency: withdrawal.currency,
    userId: withdrawal.userId,
    amount: withdrawal.amount,
    idempotencyKey: `withdrawal:${withdrawal.paymentId}`,
    reference: { payment: withdrawal.paymentId, gateway: withdrawal.gatewayCode },
  });
}

/**
 * A withdrawal's end, exactly once: paid out through its gateway (`post`), or returned to the
 * player (`void`).
 */
export function settleWithdrawal(
  tx: Executor,
  ledger: Ledger,
  holdId: string,
  outcome: "post" | "void",
  gatewayCode: string,
): Promise<{ state: "posted" | "voided"; applied: boolean }> {
  return ledger.settleHold(tx, holdId, outcome, { kind: "gateway_clearing", code: gatewayCode });
}

/**
 * Locks the player's cash account (opened if need be) until the transaction ends, so a player's
 * deposits are checked against their limits one at a time.
 */
export async function lockPlayerCash(
  tx: Executor,
  ledger: Ledger,
  player: { siteId: number; currency: string; userId: string },
): Promise<void> {
  const account = await ledger.accounts.resolve(tx, player.siteId, player.currency, {
    kind: "player_cash",
    userId: player.userId,
  });
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, account.id))
    .for("update");
}

import type { GatewayPayment } from "../payment-gateway.ts";

/** A payment M-Pesa cannot carry: said to the player as the payment's failure reason. */
export class MpesaRefusal extends Error {
  override name = "MpesaRefusal";
}

/**
 * The amount in whole shillings. KES has two minor digits (ISO 4217) but M-Pesa moves whole
 * shillings only: 10.50 is refused rather than rounded.
 */
export function wholeShillings(payment: GatewayPayment): number {
  if (payment.currency !== "KES") throw new MpesaRefusal(`M-Pesa pays in KES, not ${payment.currency}.`);
  if (payment.amount <= 0n || payment.amount % 100n !== 0n) {
    const cents = (payment.amount % 100n).toString().padStart(2, "0");
    throw new MpesaRefusal(
      `M-Pesa takes whole shillings only: KES ${payment.amount / 100n}.${cents} cannot be paid. Please enter an amount without cents.`,
    );
  }
  return Number(payment.amount / 100n);
}

/** Minor units of an amount Daraja reports in shillings (1, 100.00 or "100.00"). */
export function minorUnits(shillings: unknown): bigint | undefined {
  if (typeof shillings !== "number" && typeof shillings !== "string") return undefined;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(shillings).trim());
  if (!match?.[1]) return undefined;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
}

/** A Safaricom number in international digits: 2547… or 2541…. */
export function mpesaPhone(phone: string | null): string {
  if (!phone || !/^254[17]\d{8}$/.test(phone)) {
    throw new MpesaRefusal("M-Pesa needs a Safaricom number (07… or 01…).");
  }
  return phone;
}

import { createHash } from "node:crypto";

/** A request's fingerprint: the same Idempotency-Key with another body is refused by comparing it. */
export function hashRequest(value: Record<string, unknown>): string {
  return createHash("sha256")
    .update(JSON.stringify(value, (_key, item) => (typeof item === "bigint" ? item.toString() : item)))
    .digest("hex");
}

/**
 * A withdrawal's fingerprint. The payment row keeps the recipient masked, so this is also how a
 * provider's report of whom it paid is checked against the request without keeping the number.
 */
export function withdrawalRequestHash(
  gatewayId: number,
  amount: bigint,
  recipient: { method: string; bankCode: string | null; accountNumber: string },
): string {
  return hashRequest({
    direction: "withdrawal",
    gateway: gatewayId,
    amount,
    recipient: `${recipient.method}:${recipient.bankCode ?? ""}:${recipient.accountNumber}`,
  });
}

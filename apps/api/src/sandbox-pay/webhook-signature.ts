import { createHmac } from "node:crypto";

/** The header that carries a webhook's signature. */
export const SIGNATURE_HEADER = "sandbox-signature";

/**
 * Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`. Signing the
 * timestamp with the body lets the merchant refuse a captured delivery replayed later, and a fresh
 * timestamp on every attempt keeps retries inside the merchant's tolerance window.
 */
export function signWebhook(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

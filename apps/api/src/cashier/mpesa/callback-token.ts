import { createHmac, timingSafeEqual } from "node:crypto";
import { GatewayRejectedError } from "../payment-gateway.ts";
import type { MpesaConfig } from "./mpesa-config.ts";

/** Where Safaricom posts: notify-route.ts serves POST /api/payments/{code}/notify. */
export const NOTIFY_PATH = "/api/payments/mpesa/notify";

/**
 * What a callback URL was issued for: an STK push's result, a B2C payout's result or queue
 * timeout, a transaction status query's result or queue timeout.
 */
export const CALLBACK_KINDS = [
  "stk",
  "b2c-result",
  "b2c-timeout",
  "status-result",
  "status-timeout",
] as const;
export type CallbackKind = (typeof CALLBACK_KINDS)[number];

/**
 * Daraja does not sign its callbacks, so each URL we hand it carries a token only we can make:
 * an HMAC of the kind and the payment id. A callback is believed only at the URL issued for its
 * payment, and a timeout URL cannot be used to post a result.
 */
export function callbackUrl(config: MpesaConfig, kind: CallbackKind, paymentId: string): string {
  const query = new URLSearchParams({
    kind,
    payment: paymentId,
    token: callbackToken(config.callbackSecret, kind, paymentId),
  });
  return `${config.callbackBaseUrl}${NOTIFY_PATH}?${query}`;
}

/** The kind and payment a callback's URL was issued for; GatewayRejectedError when forged. */
export function verifyCallbackUrl(
  config: MpesaConfig,
  url: string,
): { kind: CallbackKind; paymentId: string } {
  const query = new URL(url, "http://callback.invalid").searchParams;
  const kind = CALLBACK_KINDS.find((known) => known === query.get("kind"));
  const paymentId = query.get("payment");
  const token = query.get("token");
  if (!kind || !paymentId || !token) throw new GatewayRejectedError("callback URL without its token");
  const expected = Buffer.from(callbackToken(config.callbackSecret, kind, paymentId));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new GatewayRejectedError("callback token does not match its payment");
  }
  return { kind, paymentId };
}

function callbackToken(secret: string, kind: CallbackKind, paymentId: string): string {
  return createHmac("sha256", secret).update(`mpesa-callback:${kind}:${paymentId}`).digest("base64url");
}

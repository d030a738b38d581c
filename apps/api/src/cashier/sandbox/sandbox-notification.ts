import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import {
  type GatewayNotification,
  type GatewayOutcome,
  GatewayRejectedError,
  type RawNotification,
} from "../payment-gateway.ts";
import { type SandboxCharge, sandboxChargeSchema } from "./sandbox-pay-client.ts";

/** A delivery signed longer ago (or further ahead) than this is refused: a replay, or a bad clock. */
export const SIGNATURE_TOLERANCE_S = 300;

const eventSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9]{8,64}$/),
  type: z.string(),
  data: z.object({ object: sandboxChargeSchema }),
});

/**
 * Reads a SandboxPay webhook: `sandbox-signature: t=<unix>,v1=<hex>` must be the HMAC-SHA256 of
 * `t + "." + raw body` under our webhook secret (any v1, so the provider can rotate secrets), and
 * `t` within five minutes of our clock. Only then is the body parsed. The event id makes a
 * redelivery a no-op on our side.
 */
export function readSandboxNotification(
  raw: RawNotification,
  secret: string,
  now: Date,
): GatewayNotification {
  const header = raw.headers["sandbox-signature"];
  if (!header) throw new GatewayRejectedError("missing signature");
  const parts = header.split(",").map((part) => part.trim().split("="));
  const timestamp = parts.find(([key]) => key === "t")?.[1];
  const signatures = parts.filter(([key, value]) => key === "v1" && value).map(([, value]) => value ?? "");
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) {
    throw new GatewayRejectedError("malformed signature header");
  }
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_S) {
    throw new GatewayRejectedError("signature timestamp outside the tolerance");
  }
  const expected = createHmac("sha256", secret)
    .update(Buffer.concat([Buffer.from(`${timestamp}.`), raw.body]))
    .digest();
  const valid = signatures.some((signature) => {
    const given = Buffer.from(signature, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!valid) throw new GatewayRejectedError("bad signature");

  let body: unknown;
  try {
    body = JSON.parse(raw.body.toString("utf8"));
  } catch {
    throw new GatewayRejectedError("body is not JSON");
  }
  const event = eventSchema.safeParse(body);
  if (!event.success) throw new GatewayRejectedError("not a SandboxPay event");
  const charge = event.data.data.object;
  return { eventId: event.data.id, providerRef: charge.id, outcome: outcomeOf(charge), confirmed: true };
}

/** What a SandboxPay charge's state means for the payment. */
export function outcomeOf(charge: SandboxCharge): GatewayOutcome {
  switch (charge.status) {
    case "succeeded":
      return {
        status: "success",
        providerRef: charge.id,
        amount: BigInt(charge.amount),
        currency: charge.currency,
        receipt: charge.id,
      };
    case "failed":
      return { status: "failed", reason: charge.failure_reason ?? "The payment provider refused it." };
    case "canceled":
      return { status: "canceled", reason: charge.failure_reason ?? "Cancelled." };
    default:
      return { status: "pending" };
  }
}

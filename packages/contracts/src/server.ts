import { createHmac, timingSafeEqual } from "node:crypto";
import { WALLET_SIGNATURE_TOLERANCE_S } from "./seamless-wallet.ts";

/*
 * Node-only helpers shared by the platform and the aggregator ("@platform/contracts/server"):
 * never imported by browser code.
 */

/**
 * Each operator's own signing secret, derived from the key both services hold (GAMES_WALLET_KEY):
 * a leaked operator secret exposes that operator only, and no secret is stored in a database.
 */
export function operatorSecret(walletKey: string, operatorId: string): string {
  return createHmac("sha256", walletKey).update(`bv-operator:${operatorId}`).digest("hex");
}

/** The signature header of a wallet call: `t=<unix>,v1=<hex HMAC(secret, t + "." + body)>`. */
export function signWalletBody(secret: string, body: string | Buffer, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const mac = createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

export type SignatureCheck =
  | { ok: true }
  | { ok: false; reason: "missing" | "malformed" | "stale" | "mismatch" };

/** What a refused signature's answer says, per reason (the wallet's routes and the aggregator's). */
export const SIGNATURE_PROBLEMS = {
  missing: "The call is not signed.",
  malformed: "The signature header is malformed.",
  stale: "The signature is too old (or from the future): check the clock, or this is a replay.",
  mismatch: "The signature does not match the body.",
} as const satisfies Record<Exclude<SignatureCheck, { ok: true }>["reason"], string>;

/** Checks a wallet call's signature over its raw bytes, in constant time, within five minutes. */
export function verifyWalletSignature(
  secret: string,
  body: string | Buffer,
  header: string | undefined,
  now: Date,
): SignatureCheck {
  if (!header) return { ok: false, reason: "missing" };
  const parts = new Map(
    header.split(",").map((part) => {
      const [key = "", value = ""] = part.trim().split("=");
      return [key, value] as const;
    }),
  );
  const timestamp = parts.get("t");
  const given = parts.get("v1");
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) {
    return { ok: false, reason: "malformed" };
  }
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WALLET_SIGNATURE_TOLERANCE_S) {
    return { ok: false, reason: "stale" };
  }
  const expected = createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest();
  return timingSafeEqual(Buffer.from(given, "hex"), expected)
    ? { ok: true }
    : { ok: false, reason: "mismatch" };
}

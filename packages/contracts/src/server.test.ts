import { describe, expect, test } from "vitest";
import { operatorSecret, signWalletBody, verifyWalletSignature } from "./server.ts";

const now = new Date("2026-11-23T12:00:00Z");
const body = JSON.stringify({ request_id: "r1", token: "t", amount: 100 });

describe("wallet signatures", () => {
  test("each operator has its own secret from the shared key", () => {
    expect(operatorSecret("key", "base2")).not.toBe(operatorSecret("key", "base3"));
    expect(operatorSecret("key", "base2")).toBe(operatorSecret("key", "base2"));
    expect(operatorSecret("other", "base2")).not.toBe(operatorSecret("key", "base2"));
  });

  test("a signed body verifies; any change to body, secret, time or header does not", () => {
    const secret = operatorSecret("key", "base2");
    const header = signWalletBody(secret, body, now);
    expect(verifyWalletSignature(secret, body, header, now)).toEqual({ ok: true });
    expect(verifyWalletSignature(secret, Buffer.from(body), header, now)).toEqual({ ok: true });
    expect(verifyWalletSignature(secret, body.replace("100", "900"), header, now)).toEqual({
      ok: false,
      reason: "mismatch",
    });
    expect(verifyWalletSignature(operatorSecret("key", "base3"), body, header, now).ok).toBe(false);
    const later = new Date(now.getTime() + 301_000);
    expect(verifyWalletSignature(secret, body, header, later)).toEqual({ ok: false, reason: "stale" });
    expect(verifyWalletSignature(secret, body, undefined, now)).toEqual({ ok: false, reason: "missing" });
    expect(verifyWalletSignature(secret, body, "t=1,v1=zz", now)).toEqual({ ok: false, reason: "malformed" });
    // A timestamp the attacker moves forward invalidates the MAC.
    const moved = header.replace(/t=\d+/, `t=${Math.floor(now.getTime() / 1000) + 10}`);
    expect(verifyWalletSignature(secret, body, moved, now)).toEqual({ ok: false, reason: "mismatch" });
  });
});

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { equalHex, hmacHex, randomDigits, randomToken, sha256Hex } from "./secret-tokens.ts";

describe("secret tokens", () => {
  test("tokens are 32 random bytes in base64url", () => {
    const tokens = new Set(Array.from({ length: 100 }, () => randomToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test("codes have exactly the asked number of digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 8 }), (digits) => {
        expect(randomDigits(digits)).toMatch(new RegExp(`^\\d{${digits}}$`));
      }),
    );
  });

  test("every digit turns up: no modulo bias big enough to notice", () => {
    const counts = new Array(10).fill(0);
    for (const digit of randomDigits(10_000)) counts[Number(digit)]++;
    for (const count of counts) expect(count).toBeGreaterThan(850);
  });

  test("hash comparison", () => {
    expect(equalHex(sha256Hex("a"), sha256Hex("a"))).toBe(true);
    expect(equalHex(hmacHex("k1", "a"), hmacHex("k2", "a"))).toBe(false);
    expect(equalHex("ab", "abcd")).toBe(false);
  });
});

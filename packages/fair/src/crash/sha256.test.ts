import { createHash, createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { bytesToHex, wordsToHex } from "./hex.ts";
import { hmacSha256, sha256, sha256Link, sha256Repeat } from "./sha256.ts";

const nodeSha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("SHA-256 in plain TypeScript", () => {
  test("is node:crypto's for any message and any key", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 100 }), (message, key) => {
        expect(bytesToHex(sha256(message))).toBe(nodeSha(message));
        expect(bytesToHex(hmacSha256(key, message))).toBe(
          createHmac("sha256", key).update(message).digest("hex"),
        );
      }),
      { numRuns: 300 },
    );
  });

  test("hashes a link, and repeats it in words, as node:crypto does", () => {
    let expected = Buffer.alloc(32, 7);
    const seen: string[] = [];
    const repeated = sha256Repeat(expected, 5, (_, words) => {
      seen.push(wordsToHex(words));
      return false;
    });
    for (let step = 1; step <= 5; step++) {
      expected = createHash("sha256").update(expected).digest();
      expect(seen[step - 1]).toBe(expected.toString("hex"));
    }
    expect(bytesToHex(repeated)).toBe(expected.toString("hex"));
    expect(bytesToHex(sha256Link(new Uint8Array(32)))).toBe(nodeSha(new Uint8Array(32)));
  });
});

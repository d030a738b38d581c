import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { commitmentMessage, commitmentOf, drawDropPoint, newNonce } from "./commitment.ts";
import { maskedWinner } from "./winner-name.ts";

describe("a drop point's commitment (the published format)", () => {
  test("is SHA-256 of the point's decimal digits followed by the nonce's 64 hex digits", () => {
    const nonce = "ab".repeat(32);
    expect(commitmentMessage(123_456n, nonce)).toBe(`123456${nonce}`);
    // What `printf '%s%s' 123456 abab… | sha256sum` prints.
    expect(commitmentOf(123_456n, nonce)).toBe(
      createHash("sha256")
        .update(Buffer.from(`123456${nonce}`, "ascii"))
        .digest("hex"),
    );
    expect(commitmentOf(123_457n, nonce)).not.toBe(commitmentOf(123_456n, nonce));
    expect(() => commitmentMessage(1n, "AB".repeat(32))).toThrow();
    expect(() => commitmentMessage(1n, "ab")).toThrow();
  });

  test("nonces are 256 random bits, never repeated", () => {
    const nonces = new Set(Array.from({ length: 1_000 }, newNonce));
    expect(nonces.size).toBe(1_000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{64}$/);
  });

  test("points fall above the seed and at most the must-drop amount, evenly", () => {
    expect(drawDropPoint(100n, 101n)).toBe(101n);
    const counts = new Map<bigint, number>();
    for (let draw = 0; draw < 40_000; draw++) {
      const point = drawDropPoint(1_000n, 1_010n);
      counts.set(point, (counts.get(point) ?? 0) + 1);
    }
    expect([...counts.keys()].sort((a, b) => Number(a - b))).toEqual(
      Array.from({ length: 10 }, (_, index) => 1_001n + BigInt(index)),
    );
    // χ² with 9 degrees of freedom: above 33.7 one run in ten thousand.
    const chi = [...counts.values()].reduce((sum, seen) => sum + (seen - 4_000) ** 2 / 4_000, 0);
    expect(chi).toBeLessThan(33.7);
    expect(() => drawDropPoint(10n, 10n)).toThrow(RangeError);
  });
});

describe("a winner on a public page", () => {
  test("is masked: two letters and an initial, or a tag for a player without a name", () => {
    expect(maskedWinner("Wanjiru Kamau", "u1")).toBe("Wa*** K.");
    expect(maskedWinner("  amani  ", "u1")).toBe("Am***");
    expect(maskedWinner("Éloïse de la Tour", "u1")).toBe("Él*** T.");
    const anonymous = maskedWinner("", "7c9e6679-7425-40de-944b-e07fc1f90ae7");
    expect(anonymous).toMatch(/^Player [0-9A-F]{3}\*\*\*$/);
    expect(anonymous).not.toContain("7c9e");
  });
});

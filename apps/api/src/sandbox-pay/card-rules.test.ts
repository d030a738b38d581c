import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { checkCard, passesLuhn } from "./card-rules.ts";

const NOW = new Date("2026-05-15T12:00:00Z");
const form = (overrides: Record<string, string> = {}) => ({
  card_number: "4242 4242 4242 4242",
  card_expiry: "12/30",
  card_cvc: "123",
  card_holder: "Ada Lovelace",
  ...overrides,
});

describe("the hosted page's card checks", () => {
  test.each([
    ["4242424242424242", "succeed"],
    ["4000-0000-0000-0002", "decline"],
    ["4000 0000 0000 0077", "delay"],
  ])("%s is a test card that does %s", (number, behaviour) => {
    expect(checkCard(form({ card_number: number }), NOW)).toEqual({
      ok: true,
      behaviour,
      last4: number.slice(-4),
    });
  });

  test("an expiry is good until the end of its month, MM/YY only", () => {
    expect(checkCard(form({ card_expiry: "05/26" }), NOW).ok).toBe(true);
    for (const expiry of ["04/26", "13/30", "00/30", "2030-12", "1/30", ""]) {
      expect(checkCard(form({ card_expiry: expiry }), NOW)).toMatchObject({ ok: false });
    }
  });

  test("the CVC is 3 or 4 digits and the name is required", () => {
    expect(checkCard(form({ card_cvc: "1234" }), NOW).ok).toBe(true);
    expect(checkCard(form({ card_cvc: "12a" }), NOW)).toMatchObject({
      errors: { card_cvc: expect.any(String) },
    });
    expect(checkCard(form({ card_holder: " " }), NOW)).toMatchObject({
      errors: { card_holder: expect.any(String) },
    });
  });

  test("changing any one digit of a valid number breaks the Luhn check", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = "4242424242424242".split("").map(Number);
        digits[position] = (digits[position]! + delta) % 10;
        return !passesLuhn(digits.join(""));
      }),
    );
  });
});

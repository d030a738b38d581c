import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emailSchema, idNumberSchema, MESSAGES, passwordSchema } from "./validation.ts";

describe("spec §5 rules", () => {
  it("password: 4 to 8 letters and digits with upper, lower and a digit, with the exact message", () => {
    const schema = passwordSchema();
    for (const good of ["Abc1", "aB3dEf7h"]) expect(schema.safeParse(good).success).toBe(true);
    for (const bad of ["abc1", "ABC1", "Abcd", "Ab1", "Abcdef123", "Ab1!"]) {
      const result = schema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.password);
    }
  });

  it("password: the message states the length first, then every other clause of the rule", () => {
    expect(MESSAGES.password).toMatch(/^The password must be 4 to 8 letters and digits, /);
    for (const clause of ["one upper case letter", "one lower case letter", "one number"])
      expect(MESSAGES.password).toContain(clause);
  });

  it("password: a 10-character password-manager password is refused with the length in the message", () => {
    const result = passwordSchema().safeParse("Xk7pQ2mZ9a");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain("4 to 8");
  });

  it("password: any accepted value satisfies every clause of the rule", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 12 }), (candidate) => {
        if (!passwordSchema().safeParse(candidate).success) return;
        expect(candidate).toMatch(/[a-z]/);
        expect(candidate).toMatch(/[A-Z]/);
        expect(candidate).toMatch(/\d/);
        expect(candidate.length).toBeGreaterThanOrEqual(4);
        expect(candidate.length).toBeLessThanOrEqual(8);
      }),
    );
  });

  it("email: something before and after @ and a dot in the domain", () => {
    for (const good of ["a@b.co", "first.last@mail.example.org"])
      expect(emailSchema.safeParse(good).success).toBe(true);
    for (const bad of ["a@b", "@b.co", "a@.", "a b@c.de", "plain"])
      expect(emailSchema.safeParse(bad).success).toBe(false);
  });

  it("id_number: letters and digits only, with the exact message", () => {
    expect(idNumberSchema.safeParse("AB12345").success).toBe(true);
    const result = idNumberSchema.safeParse("AB-123");
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.idNumber);
  });
});

import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { internationalPhone, nationalNumber } from "./phone.ts";
import { splitFullName } from "./user-view.ts";

describe("splitFullName", () => {
  test("first word is the first name, the rest the last name", () => {
    expect(splitFullName("  Jean   Paul Mukendi ")).toEqual({
      first_name: "Jean",
      last_name: "Paul Mukendi",
    });
    expect(splitFullName("Cher")).toEqual({ first_name: "Cher", last_name: "" });
    expect(splitFullName("")).toEqual({ first_name: "", last_name: "" });
  });

  test("joining the parts gives back the normalised name", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-zÀ-ÿ'.-]{1,12}$/), { maxLength: 5 }), (words) => {
        const { first_name, last_name } = splitFullName(words.join("  "));
        expect([first_name, last_name].filter(Boolean).join(" ")).toBe(words.join(" "));
        expect(first_name).not.toContain(" ");
      }),
    );
  });
});

describe("phone spelling", () => {
  test("a trunk zero does not make another account", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,4}$/), fc.stringMatching(/^[1-9]\d{5,12}$/), (code, national) => {
        const phone = internationalPhone(code, national);
        expect(internationalPhone(code, `0${national}`)).toBe(phone);
        expect(nationalNumber(phone, code)).toBe(national);
      }),
    );
  });
});

import { describe, expect, test } from "vitest";
import {
  numberPickFromFields,
  numberPickValue,
  parseNumberPick,
  toggleNumberPick,
} from "./lucky-number-state.ts";

describe("the Lucky Number picker", () => {
  test("reads each button's value, and nothing else", () => {
    expect(parseNumberPick("exact:17")).toEqual({ type: "exact", number: 17 });
    expect(parseNumberPick("parity:odd")).toEqual({ type: "parity", value: "odd" });
    expect(parseNumberPick("range:high")).toEqual({ type: "range", value: "high" });
    expect(parseNumberPick("tens:9")).toEqual({ type: "tens", value: 9 });
    for (const bad of ["exact:91", "exact:0", "tens:10", "parity:both", "colour:red", "", null])
      expect(parseNumberPick(bad)).toBeNull();
  });

  test("one bet at a time: a tap replaces the pick, the same tap takes it off", () => {
    const odd = { type: "parity", value: "odd" } as const;
    const seven = { type: "exact", number: 7 } as const;
    expect(toggleNumberPick(null, odd)).toEqual(odd);
    expect(toggleNumberPick(odd, seven)).toEqual(seven);
    expect(toggleNumberPick(seven, { type: "exact", number: 7 })).toBeNull();
    expect(numberPickValue(seven)).toBe("exact:7");
  });

  test("a GET submit applies the tapped button to the held pick", () => {
    expect(numberPickFromFields(new URLSearchParams("selection=exact:7&pick=tens:3"))).toEqual({
      type: "tens",
      value: 3,
    });
    expect(numberPickFromFields(new URLSearchParams("selection=exact:7&pick=exact:7"))).toBeNull();
    expect(numberPickFromFields(new URLSearchParams("selection=exact:7"))).toEqual({
      type: "exact",
      number: 7,
    });
  });
});

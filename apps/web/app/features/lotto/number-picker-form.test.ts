import { describe, expect, test } from "vitest";
import { parseNumbers, pickerFields, pickerFromFields } from "./number-picker-form.ts";
import { initialPicker, setGroup, setSize, setType, toggleNumber } from "./number-picker-state.ts";

const fields = (query: string) => new URLSearchParams(query);

describe("the picker as form fields (the page without JavaScript)", () => {
  test("numbers are read once each, 1–90 only", () => {
    expect(parseNumbers("5,17,5,0,91,x,42")).toEqual([5, 17, 42]);
    expect(parseNumbers(null)).toEqual([]);
  });

  test("the state survives a round trip through its fields", () => {
    let state = setSize(setType(initialPicker(5), "banker", 5), 3, 5);
    state = toggleNumber(state, 7);
    state = setGroup(state, "numbers");
    state = [12, 45, 60].reduce(toggleNumber, state);
    expect(pickerFromFields(new URLSearchParams(pickerFields(state)), 5)).toEqual(state);
  });

  test("each button's step is applied: pick, type, size, group, clear", () => {
    const base = "type=direct&size=2&numbers=5";
    expect(pickerFromFields(fields(`${base}&pick=17`), 3).numbers).toEqual([5, 17]);
    expect(pickerFromFields(fields(`${base}&pick=5`), 3).numbers).toEqual([]);
    expect(pickerFromFields(fields(`${base}&set_type=perm`), 3)).toMatchObject({ type: "perm", numbers: [] });
    expect(pickerFromFields(fields(`${base}&set_size=1`), 3)).toMatchObject({ size: 1, numbers: [5] });
    expect(pickerFromFields(fields(`${base}&clear=1`), 3).numbers).toEqual([]);
    expect(pickerFromFields(fields("type=against&top=1&set_group=bottom"), 3).group).toBe("bottom");
  });

  test("a hand-made URL holds nothing a tap could not", () => {
    const state = pickerFromFields(fields("type=direct&size=9&numbers=1,2,3,4,5,6"), 3);
    expect(state).toMatchObject({ size: 3, numbers: [1, 2, 3] });
    expect(pickerFromFields(fields("type=lottery&group=bankers"), 5)).toEqual(initialPicker(5));
  });
});

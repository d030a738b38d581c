import { choose, MAX_LINES } from "@platform/fair";
import { describe, expect, test } from "vitest";
import {
  clearPicks,
  initialPicker,
  luckyDip,
  type PickerState,
  selectionStatus,
  setGroup,
  setSize,
  setType,
  sizesOf,
  toggleNumber,
  toLineSelection,
} from "./number-picker-state.ts";

function pick(state: PickerState, ...numbers: number[]): PickerState {
  return numbers.reduce(toggleNumber, state);
}

describe("the number picker", () => {
  test("a game sells the sizes up to its line size", () => {
    expect(sizesOf("direct", 3)).toEqual([1, 2, 3]);
    expect(sizesOf("perm", 3)).toEqual([2, 3]);
    expect(sizesOf("banker", 5)).toEqual([2, 3, 4, 5]);
    expect(sizesOf("against", 5)).toEqual([]);
  });

  test("Direct 2 on Lucky 3 needs exactly two numbers and makes one line", () => {
    let state = initialPicker(3);
    expect(state).toMatchObject({ type: "direct", size: 2 });
    state = pick(state, 17);
    expect(selectionStatus(state)).toEqual({
      ok: false,
      hint: { key: "lotto.hint.pick", params: { count: 1 } },
    });
    state = pick(state, 5);
    const status = selectionStatus(state);
    expect(status.ok && status.lines).toBe(1);
    expect(status.ok && toLineSelection(status.selection)).toEqual({
      type: "direct",
      size: 2,
      numbers: [5, 17],
    });
  });

  test("a full Direct takes no more numbers, and a tap takes a number off", () => {
    const state = pick(initialPicker(3), 1, 2, 3);
    expect(state.numbers).toEqual([1, 2]);
    expect(toggleNumber(state, 1).numbers).toEqual([2]);
  });

  test("numbers outside 1–90 are ignored", () => {
    const state = initialPicker(5);
    expect(toggleNumber(state, 0)).toBe(state);
    expect(toggleNumber(state, 91)).toBe(state);
    expect(toggleNumber(state, 2.5)).toBe(state);
  });

  test("a Perm of n numbers makes C(n, size) lines", () => {
    let state = setType(initialPicker(5), "perm", 5);
    state = setSize(state, 3, 5);
    state = pick(state, 1, 2, 3);
    expect(selectionStatus(state)).toMatchObject({ ok: false, hint: { key: "lotto.hint.pick_at_least" } });
    state = pick(state, 4, 5, 6, 7);
    expect(selectionStatus(state)).toMatchObject({ ok: true, lines: choose(7, 3) });
  });

  test("the size a game does not sell is clamped (Lucky 3 has no Perm 5)", () => {
    expect(setSize(setType(initialPicker(3), "perm", 3), 5, 3).size).toBe(3);
    expect(setSize(initialPicker(3), 0, 3).size).toBe(1);
  });

  test("a smaller Direct keeps the first picks", () => {
    const state = pick(setSize(initialPicker(5), 4, 5), 9, 8, 7, 6);
    expect(setSize(state, 2, 5).numbers).toEqual([9, 8]);
  });

  test("Banker: bankers first, then the numbers; a number moves between the groups", () => {
    let state = setSize(setType(initialPicker(5), "banker", 5), 3, 5);
    expect(state.group).toBe("bankers");
    expect(selectionStatus(state)).toMatchObject({ ok: false, hint: { key: "lotto.hint.pick_bankers" } });
    state = pick(state, 7);
    state = setGroup(state, "numbers");
    state = pick(state, 12, 45);
    expect(selectionStatus(state)).toMatchObject({
      ok: false,
      hint: { key: "lotto.hint.pick_with_bankers" },
    });
    state = pick(state, 60, 7);
    expect(state.bankers).toEqual([]);
    expect(state.numbers).toEqual([12, 45, 60, 7]);
    state = pick(setGroup(state, "bankers"), 12);
    expect(state).toMatchObject({ bankers: [12], numbers: [45, 60, 7] });
    // 1 banker on 3-number lines: C(3, 2) lines of the other three numbers.
    expect(selectionStatus(state)).toMatchObject({ ok: true, lines: 3 });
  });

  test("Banker holds at most size − 1 bankers", () => {
    const state = pick(setSize(setType(initialPicker(5), "banker", 5), 2, 5), 1, 2);
    expect(state.bankers).toEqual([1]);
  });

  test("Against: top then bottom, every pair a line; one against one is refused", () => {
    let state = setType(initialPicker(3), "against", 3);
    state = pick(state, 1);
    expect(selectionStatus(state)).toMatchObject({ ok: false, hint: { key: "lotto.hint.against_groups" } });
    state = pick(setGroup(state, "bottom"), 2);
    expect(selectionStatus(state)).toMatchObject({ ok: false, hint: { key: "lotto.hint.against_more" } });
    state = pick(state, 3, 4);
    expect(selectionStatus(state)).toMatchObject({ ok: true, lines: 3 });
    const status = selectionStatus(state);
    expect(status.ok && toLineSelection(status.selection)).toEqual({
      type: "against",
      top: [1],
      bottom: [2, 3, 4],
    });
  });

  test("a Banker beyond the lines a ticket holds says so", () => {
    let state = setSize(setType(initialPicker(5), "banker", 5), 4, 5);
    state = pick(state, 1);
    state = setGroup(state, "numbers");
    state = pick(state, ...Array.from({ length: 30 }, (_, i) => i + 2));
    expect(choose(30, 3)).toBeGreaterThan(MAX_LINES);
    expect(selectionStatus(state)).toEqual({
      ok: false,
      hint: { key: "lotto.hint.too_many_lines", params: { max: MAX_LINES } },
    });
  });

  test("a new bet type starts an empty slip; clear empties it", () => {
    const state = pick(initialPicker(5), 1, 2);
    expect(setType(state, "perm", 5)).toMatchObject({ type: "perm", numbers: [], size: 2 });
    expect(setType(state, "direct", 5)).toBe(state);
    expect(clearPicks(setGroup(setType(state, "against", 5), "bottom"))).toMatchObject({
      top: [],
      group: "top",
    });
  });

  test("lucky dip fills the group being picked with distinct numbers it still needs", () => {
    let seed = 0.1;
    const random = () => {
      seed = (seed * 9301 + 0.49297) % 1;
      return seed;
    };
    const direct = luckyDip(setSize(initialPicker(5), 5, 5), random);
    expect(new Set(direct.numbers).size).toBe(5);
    expect(selectionStatus(direct).ok).toBe(true);
    const perm = luckyDip(setSize(setType(initialPicker(5), "perm", 5), 3, 5), random);
    expect(selectionStatus(perm)).toMatchObject({ ok: true, lines: 4 });
    const banker = luckyDip(setGroup(pick(setType(initialPicker(5), "banker", 5), 9), "numbers"), random);
    expect(banker.numbers).not.toContain(9);
    expect(selectionStatus(banker).ok).toBe(true);
  });
});

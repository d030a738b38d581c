import type { LottoSelectionInput } from "@platform/contracts";
import {
  checkSelection,
  HIGHEST_NUMBER,
  LOWEST_NUMBER,
  lineCount,
  MAX_LINES,
  PERM_MAX_NUMBERS,
  type PermSize,
  type Selection,
  type SelectionInput,
} from "@platform/fair";

/*
 * The 5/90 number picker's state, pure so the server (a visitor without JavaScript posts each tap
 * as a GET form) and the browser (taps handled in place) run the same steps. A selection is only
 * built from it when the counts fit; until then the picker says what is missing.
 */

export const WAGER_TYPES = ["direct", "perm", "banker", "against"] as const;
export type WagerType = (typeof WAGER_TYPES)[number];
export type PickGroup = "numbers" | "bankers" | "top" | "bottom";

export interface PickerState {
  type: WagerType;
  /** Numbers per line: Direct 1…max, Perm and Banker 2…max; Against lines are always pairs. */
  size: number;
  /** Each group in the order the player picked it (a shorter Direct keeps the first picks). */
  numbers: number[];
  bankers: number[];
  top: number[];
  bottom: number[];
  /** The group a tap adds to: Banker picks bankers then numbers, Against top then bottom. */
  group: PickGroup;
}

/** A message key and its placeholders: the picker's hint, translated where it is shown. */
export interface Hint {
  key: string;
  params?: Record<string, string | number>;
}

export type SelectionStatus = { ok: true; selection: Selection; lines: number } | { ok: false; hint: Hint };

const GROUPS: Readonly<Record<WagerType, readonly PickGroup[]>> = {
  direct: ["numbers"],
  perm: ["numbers"],
  banker: ["bankers", "numbers"],
  against: ["top", "bottom"],
};

export function groupsOf(type: WagerType): readonly PickGroup[] {
  return GROUPS[type];
}

/** The line sizes a wager type offers in a game selling lines of up to `maxLineSize` numbers. */
export function sizesOf(type: WagerType, maxLineSize: number): number[] {
  if (type === "against") return [];
  const from = type === "direct" ? 1 : 2;
  return Array.from({ length: Math.max(0, maxLineSize - from + 1) }, (_, i) => from + i);
}

export function initialPicker(maxLineSize: number): PickerState {
  return { type: "direct", size: Math.min(2, maxLineSize), ...empty(), group: "numbers" };
}

function empty() {
  return { numbers: [], bankers: [], top: [], bottom: [] };
}

function clampSize(type: WagerType, size: number, maxLineSize: number): number {
  const sizes = sizesOf(type, maxLineSize);
  if (sizes.length === 0) return 2;
  return Math.min(Math.max(size, sizes[0]!), sizes[sizes.length - 1]!);
}

/** How many numbers a group may hold, so a tap beyond it is refused rather than made invalid. */
export function capacityOf(state: PickerState, group: PickGroup): number {
  switch (state.type) {
    case "direct":
      return state.size;
    case "perm":
      return PERM_MAX_NUMBERS[state.size as PermSize] ?? state.size;
    case "banker":
      return group === "bankers" ? state.size - 1 : HIGHEST_NUMBER - state.bankers.length;
    case "against":
      return HIGHEST_NUMBER - (group === "top" ? state.bottom.length : state.top.length);
  }
}

/** A new wager type starts an empty slip; the size carries over where the new type offers it. */
export function setType(state: PickerState, type: WagerType, maxLineSize: number): PickerState {
  if (type === state.type) return state;
  return { type, size: clampSize(type, state.size, maxLineSize), ...empty(), group: GROUPS[type][0]! };
}

/** A smaller size keeps the first picks that still fit. */
export function setSize(state: PickerState, size: number, maxLineSize: number): PickerState {
  const next = { ...state, size: clampSize(state.type, size, maxLineSize) };
  if (next.type === "direct") next.numbers = next.numbers.slice(0, next.size);
  if (next.type === "perm") next.numbers = next.numbers.slice(0, capacityOf(next, "numbers"));
  if (next.type === "banker") next.bankers = next.bankers.slice(0, next.size - 1);
  return next;
}

export function setGroup(state: PickerState, group: PickGroup): PickerState {
  return GROUPS[state.type].includes(group) ? { ...state, group } : state;
}

/** Which group holds a number, if any. */
export function groupOfNumber(state: PickerState, n: number): PickGroup | null {
  for (const group of GROUPS[state.type]) if (state[group].includes(n)) return group;
  return null;
}

/**
 * A tap: off if it is in the group being picked, else into that group (moved out of the other
 * group if it was there). A full group takes no more.
 */
export function toggleNumber(state: PickerState, n: number): PickerState {
  if (!Number.isInteger(n) || n < LOWEST_NUMBER || n > HIGHEST_NUMBER) return state;
  const { group } = state;
  if (state[group].includes(n)) return { ...state, [group]: state[group].filter((x) => x !== n) };
  if (state[group].length >= capacityOf(state, group)) return state;
  const next = { ...state, [group]: [...state[group], n] };
  for (const other of GROUPS[state.type])
    if (other !== group) next[other] = next[other].filter((x) => x !== n);
  return next;
}

export function clearPicks(state: PickerState): PickerState {
  return { ...state, ...empty(), group: GROUPS[state.type][0]! };
}

/** The fewest numbers each group needs before the bet is a bet of its type. */
function needed(state: PickerState, group: PickGroup): number {
  switch (state.type) {
    case "direct":
      return state.size;
    case "perm":
      return state.size + 1;
    case "banker":
      return group === "bankers" ? 1 : state.size - Math.max(1, state.bankers.length) + 1;
    case "against":
      return 1;
  }
}

/** Lucky dip: fills the group being picked with random numbers up to what it needs. */
export function luckyDip(state: PickerState, random: () => number = Math.random): PickerState {
  let next = { ...state, [state.group]: [] as number[] };
  const want = Math.min(needed(next, state.group), capacityOf(next, state.group));
  const taken = new Set(GROUPS[state.type].flatMap((group) => (group === state.group ? [] : state[group])));
  const pool = Array.from({ length: HIGHEST_NUMBER }, (_, i) => i + 1).filter((n) => !taken.has(n));
  for (let i = 0; i < want && pool.length > 0; i++) {
    const [n] = pool.splice(Math.floor(random() * pool.length), 1);
    next = toggleNumber(next, n!);
  }
  return next;
}

export function toSelectionInput(state: PickerState): SelectionInput {
  switch (state.type) {
    case "direct":
      return { type: "direct", size: state.size as 1, numbers: state.numbers };
    case "perm":
      return { type: "perm", size: state.size as PermSize, numbers: state.numbers };
    case "banker":
      return { type: "banker", size: state.size as PermSize, bankers: state.bankers, numbers: state.numbers };
    case "against":
      return { type: "against", top: state.top, bottom: state.bottom };
  }
}

/** The checked selection and its line count, or what the player still has to do. */
export function selectionStatus(state: PickerState): SelectionStatus {
  const missing = (group: PickGroup) => needed(state, group) - state[group].length;
  switch (state.type) {
    case "direct":
      if (missing("numbers") > 0) return hint("lotto.hint.pick", { count: missing("numbers") });
      break;
    case "perm":
      if (missing("numbers") > 0) return hint("lotto.hint.pick_at_least", { count: missing("numbers") });
      break;
    case "banker":
      if (state.bankers.length === 0) return hint("lotto.hint.pick_bankers", { max: state.size - 1 });
      if (missing("numbers") > 0) return hint("lotto.hint.pick_with_bankers", { count: missing("numbers") });
      break;
    case "against":
      if (state.top.length === 0 || state.bottom.length === 0) return hint("lotto.hint.against_groups");
      if (state.top.length === 1 && state.bottom.length === 1) return hint("lotto.hint.against_more");
      break;
  }
  try {
    const selection = checkSelection(toSelectionInput(state));
    return { ok: true, selection, lines: lineCount(selection) };
  } catch {
    // The counts above cover what a tap can reach; what remains is a bet too big for one ticket.
    return hint("lotto.hint.too_many_lines", { max: MAX_LINES });
  }
}

function hint(key: string, params?: Record<string, string | number>): { ok: false; hint: Hint } {
  return { ok: false, hint: params ? { key, params } : { key } };
}

/** A checked selection as the API's cart line takes it (plain arrays, groups sorted). */
export function toLineSelection(selection: Selection): LottoSelectionInput {
  switch (selection.type) {
    case "direct":
    case "perm":
      return { type: selection.type, size: selection.size, numbers: [...selection.numbers] };
    case "banker":
      return {
        type: "banker",
        size: selection.size,
        bankers: [...selection.bankers],
        numbers: [...selection.numbers],
      };
    case "against":
      return { type: "against", top: [...selection.top], bottom: [...selection.bottom] };
  }
}

import { HIGHEST_NUMBER, LOWEST_NUMBER } from "@platform/fair";
import {
  clearPicks,
  groupsOf,
  initialPicker,
  luckyDip,
  type PickerState,
  type PickGroup,
  setGroup,
  setSize,
  setType,
  toggleNumber,
  WAGER_TYPES,
  type WagerType,
} from "./number-picker-state.ts";

/*
 * The picker as form fields. Without JavaScript every tap is a GET submit of the picker's form:
 * the hidden fields carry the state, the pressed button names one step (`pick`, `set_type`,
 * `set_size`, `set_group`, `clear`, `dip`), and the loader answers the page with the step applied. The
 * "add to cart" post reads the same fields.
 */

/** What both URLSearchParams and FormData offer. */
export interface FieldReader {
  get(name: string): FormDataEntryValue | null;
}

const PICK_GROUPS: readonly PickGroup[] = ["numbers", "bankers", "top", "bottom"];

/** "5,17,42" → [5, 17, 42]: numbers of 1–90, each once, in the order written. */
export function parseNumbers(value: FormDataEntryValue | null): number[] {
  if (typeof value !== "string" || value === "") return [];
  const seen = new Set<number>();
  for (const part of value.split(",").slice(0, HIGHEST_NUMBER)) {
    const n = Number(part);
    if (Number.isInteger(n) && n >= LOWEST_NUMBER && n <= HIGHEST_NUMBER) seen.add(n);
  }
  return [...seen];
}

function text(fields: FieldReader, name: string): string | null {
  const value = fields.get(name);
  return typeof value === "string" ? value : null;
}

function isWagerType(value: string | null): value is WagerType {
  return (WAGER_TYPES as readonly string[]).includes(value ?? "");
}

function isPickGroup(value: string | null): value is PickGroup {
  return (PICK_GROUPS as readonly string[]).includes(value ?? "");
}

/**
 * The state the fields describe, rebuilt through the same steps a player takes so a hand-edited
 * URL can hold nothing a tap could not (too many numbers, a size the game does not sell).
 */
export function pickerFromFields(fields: FieldReader, maxLineSize: number): PickerState {
  const type = text(fields, "type");
  let state = initialPicker(maxLineSize);
  if (isWagerType(type)) state = setType(state, type, maxLineSize);
  const size = Number(text(fields, "size"));
  if (Number.isInteger(size) && size > 0) state = setSize(state, size, maxLineSize);
  for (const group of PICK_GROUPS) {
    const picks = parseNumbers(fields.get(group));
    if (picks.length === 0) continue;
    state = setGroup(state, group);
    for (const n of picks) state = toggleNumber(state, n);
  }
  const group = text(fields, "group");
  state = { ...state, group: groupsOf(state.type)[0]! };
  if (isPickGroup(group)) state = setGroup(state, group);
  return applyStep(state, fields, maxLineSize);
}

/** The one step a pressed button asked for, if any. */
function applyStep(state: PickerState, fields: FieldReader, maxLineSize: number): PickerState {
  const pick = Number(text(fields, "pick"));
  if (Number.isInteger(pick) && pick > 0) return toggleNumber(state, pick);
  const type = text(fields, "set_type");
  if (isWagerType(type)) return setType(state, type, maxLineSize);
  const size = Number(text(fields, "set_size"));
  if (Number.isInteger(size) && size > 0) return setSize(state, size, maxLineSize);
  const group = text(fields, "set_group");
  if (isPickGroup(group)) return setGroup(state, group);
  if (text(fields, "clear") !== null) return clearPicks(state);
  if (text(fields, "dip") !== null) return luckyDip(state);
  return state;
}

/** The hidden fields that carry the state through a submit. */
export function pickerFields(state: PickerState): Record<string, string> {
  return {
    type: state.type,
    size: String(state.size),
    group: state.group,
    numbers: state.numbers.join(","),
    bankers: state.bankers.join(","),
    top: state.top.join(","),
    bottom: state.bottom.join(","),
  };
}

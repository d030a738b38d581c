import type { LottoSelectionInput, NumberSelectionInput, SelectionInputContract } from "@platform/contracts";

/*
 * What a ticket's page needs of its selection beyond the API's line_list (every line and whether
 * it won, computed by the API with the same @platform/fair rules settlement used): which kind of
 * bet it is and which numbers it picked, so the draw's balls it hit can be marked.
 */

export function isNumberSelection(selection: SelectionInputContract): selection is NumberSelectionInput {
  return ["exact", "parity", "range", "tens"].includes(selection.type);
}

/** The numbers a 5/90 selection picked, ascending. */
export function pickedNumbers(selection: LottoSelectionInput): number[] {
  switch (selection.type) {
    case "direct":
    case "perm":
      return [...selection.numbers].sort(ascending);
    case "banker":
      return [...selection.bankers, ...selection.numbers].sort(ascending);
    case "against":
      return [...selection.top, ...selection.bottom].sort(ascending);
  }
}

/** The numbers a ten covers: 1 → [1, 10], 9 → [81, 90]. */
export function tenRange(ten: number): [number, number] {
  return [ten * 10 - 9, ten * 10];
}

function ascending(a: number, b: number): number {
  return a - b;
}

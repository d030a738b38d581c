import { checkNumberSelection, type NumberSelection } from "@platform/fair";

/*
 * Lucky Number's picker: one bet at a time, the exact number or a group (odd/even, low/high, a
 * ten). Each button carries its bet as text ("exact:17", "parity:odd") so the same value works as
 * a GET submit without JavaScript and as the picked state with it.
 */

/** "exact:17" → { type: "exact", number: 17 }; anything else → null. */
export function parseNumberPick(value: FormDataEntryValue | null): NumberSelection | null {
  if (typeof value !== "string") return null;
  const [type, raw = ""] = value.split(":", 2);
  const candidate =
    type === "exact"
      ? { type, number: Number(raw) }
      : type === "tens"
        ? { type, value: Number(raw) }
        : { type, value: raw };
  try {
    return checkNumberSelection(candidate as NumberSelection);
  } catch {
    return null;
  }
}

export function numberPickValue(selection: NumberSelection): string {
  return selection.type === "exact" ? `exact:${selection.number}` : `${selection.type}:${selection.value}`;
}

/** A tap on the bet already picked takes it off; any other replaces it. */
export function toggleNumberPick(
  current: NumberSelection | null,
  tapped: NumberSelection,
): NumberSelection | null {
  return current && numberPickValue(current) === numberPickValue(tapped) ? null : tapped;
}

/** The state a GET submit describes: the held pick (`selection`), then the tapped one (`pick`). */
export function numberPickFromFields(fields: { get(name: string): FormDataEntryValue | null }) {
  const held = parseNumberPick(fields.get("selection"));
  const tapped = parseNumberPick(fields.get("pick"));
  return tapped ? toggleNumberPick(held, tapped) : held;
}

import type { SelectionInputContract } from "@platform/contracts";

type T = (key: string, params?: Record<string, string | number>) => string;

const list = (numbers: readonly number[]) => numbers.join(", ");

/** A bet type with its line size, as the slip and the how-to-play table name it: "Direct 2", "Against". */
export function betTypeName(type: string, size: number | null, t: T): string {
  const name = t(`lotto.type.${type}`);
  return size === null ? name : t("lotto.type_size", { type: name, size });
}

/** Lucky Number's tens: 1 → "1–10", 9 → "81–90". */
export function tenRange(ten: number): string {
  return `${(ten - 1) * 10 + 1}–${ten * 10}`;
}

/** A cart line's selection in words: "Direct 2: 5, 17", "Banker 3: 7 + 12, 45, 60", "Odd". */
export function selectionText(selection: SelectionInputContract, t: T): string {
  switch (selection.type) {
    case "direct":
    case "perm":
      return `${betTypeName(selection.type, selection.size, t)}: ${list(selection.numbers)}`;
    case "banker":
      return `${betTypeName("banker", selection.size, t)}: ${t("lotto.banker_text", {
        bankers: list(selection.bankers),
        numbers: list(selection.numbers),
      })}`;
    case "against":
      return `${t("lotto.type.against")}: ${t("lotto.against_text", {
        top: list(selection.top),
        bottom: list(selection.bottom),
      })}`;
    case "exact":
      return t("lucky.exact_text", { number: selection.number });
    case "parity":
      return t(`lucky.${selection.value}`);
    case "range":
      return t(`lucky.${selection.value}`);
    case "tens":
      return t("lucky.tens_text", { range: tenRange(selection.value) });
  }
}

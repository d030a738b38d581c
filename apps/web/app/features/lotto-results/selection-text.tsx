import type { SelectionInputContract } from "@platform/contracts";
import { useT } from "../../shell/use-shell.ts";
import { tenRange } from "./ticket-lines.ts";

const list = (numbers: readonly number[]) => numbers.join(" · ");

/** A ticket's selection in words: "Perm 2: 3 · 17 · 45 · 80", "Odd", "Ten 21–30". */
export function SelectionText({ selection }: { selection: SelectionInputContract }) {
  const t = useT();
  switch (selection.type) {
    case "direct":
    case "perm":
      return (
        <>
          {t(`tickets.sel.${selection.type}`, {
            size: String(selection.size),
            numbers: list(selection.numbers),
          })}
        </>
      );
    case "banker":
      return (
        <>
          {t("tickets.sel.banker", {
            size: String(selection.size),
            bankers: list(selection.bankers),
            numbers: list(selection.numbers),
          })}
        </>
      );
    case "against":
      return <>{t("tickets.sel.against", { top: list(selection.top), bottom: list(selection.bottom) })}</>;
    case "exact":
      return <>{t("tickets.sel.exact", { number: String(selection.number) })}</>;
    case "parity":
    case "range":
      return <>{t(`tickets.sel.${selection.value}`)}</>;
    case "tens": {
      const [from, to] = tenRange(selection.value);
      return <>{t("tickets.sel.tens", { from: String(from), to: String(to) })}</>;
    }
  }
}

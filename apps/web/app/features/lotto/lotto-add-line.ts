import type { CartLineInput, DrawGame } from "@platform/contracts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useT } from "../../shell/use-shell.ts";
import { useUser } from "../../shell/use-user.ts";
import type { CartLineResult } from "./cart-actions.server.ts";
import { addBrowserLine } from "./cart-browser-store.ts";
import { newLineId } from "./cart-storage.ts";

/** What the slip knows of a line that is ready to add. */
export interface ReadyLine {
  line: CartLineInput;
  game: DrawGame;
  drawSequence: number;
  closesAt: string;
  lines: number;
  total: string;
}

/**
 * "Add to cart" on the play pages. A player's line posts to the page's action (the server cart);
 * a visitor's goes into the browser cart here, without a request. `onAdded` runs after either, so
 * the picker starts a new line.
 */
export function useAddLine({
  ready,
  maxCartLines,
  result,
  onAdded,
}: {
  ready: ReadyLine | null;
  maxCartLines: number;
  result: CartLineResult | undefined;
  onAdded: () => void;
}) {
  const t = useT();
  const user = useUser();
  const [notice, setNotice] = useState<string | null>(null);
  const added = useRef(onAdded);
  added.current = onAdded;

  const at = result?.ok && result.intent === "add" ? result.at : null;
  useEffect(() => {
    if (at !== null) added.current();
  }, [at]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setNotice(null);
    if (!ready) {
      event.preventDefault();
      return;
    }
    if (user) return;
    event.preventDefault();
    const stored = addBrowserLine(
      {
        ...ready.line,
        id: newLineId(),
        game: ready.game,
        draw_sequence: ready.drawSequence,
        lines: ready.lines,
        total_stake: ready.total,
        closes_at: ready.closesAt,
      },
      maxCartLines,
    );
    if (!stored.ok) {
      setNotice(t(stored.reason === "full" ? "cart.full" : "cart.storage_off", { count: maxCartLines }));
      return;
    }
    setNotice(t("lotto.added"));
    added.current();
  };
  return { onSubmit, notice };
}

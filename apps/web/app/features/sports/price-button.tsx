import { useEffect, useRef, useState } from "react";
import { formatPrice } from "./odds-display.ts";
import { isSelected, type SlipSelection, toggleSelection } from "./slip/slip-state.ts";
import { useSlip } from "./slip/use-slip.ts";

/**
 * A price the player taps to put the outcome on the slip, or take it off (`aria-pressed`). A price
 * that moved flashes up or down for a moment; a suspended market's price is shown, greyed, and
 * cannot be taken. `label` is what the button shows beside the price ("1", "Over 2.5").
 */
export function PriceButton({
  selection,
  label,
  hiddenLabel,
  disabled,
}: {
  selection: SlipSelection;
  label: string;
  /** Said to screen readers before the label (the match, for a list row's "1"). */
  hiddenLabel?: string;
  disabled: boolean;
}) {
  const [slip, update] = useSlip();
  const pressed = isSelected(slip, selection);
  const move = usePriceMove(selection.price_milli);
  return (
    <button
      type="button"
      className="price"
      aria-pressed={pressed}
      disabled={disabled}
      data-move={move ?? undefined}
      onClick={() => update((state) => toggleSelection(state, selection))}
    >
      {hiddenLabel && <span className="visually-hidden">{hiddenLabel} </span>}
      <span className="price__label">{label}</span>{" "}
      <b className="price__odds">{formatPrice(selection.price_milli, slip.oddsFormat)}</b>
    </button>
  );
}

/** "up" or "down" for 2 s after the price changed, null otherwise. */
function usePriceMove(price: number): "up" | "down" | null {
  const previous = useRef(price);
  const [move, setMove] = useState<"up" | "down" | null>(null);
  useEffect(() => {
    if (price === previous.current) return;
    setMove(price > previous.current ? "up" : "down");
    previous.current = price;
    const timer = window.setTimeout(() => setMove(null), 2_000);
    return () => window.clearTimeout(timer);
  }, [price]);
  return move;
}

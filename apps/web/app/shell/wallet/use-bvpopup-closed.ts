import { useEffect, useRef } from "react";

/** Spec §4: the aggregator's game popup is the element with this id. */
export const BVPOPUP_ID = "bvpopup";

function containsPopup(node: Node): boolean {
  if (!(node instanceof Element)) return false;
  return node.id === BVPOPUP_ID || node.querySelector(`#${BVPOPUP_ID}`) !== null;
}

/**
 * Calls `onClosed` whenever an element with id `bvpopup` is removed from the page (a game popup
 * closed: its stakes and wins changed the balance). `null` watches nothing.
 */
export function useBvpopupClosed(onClosed: (() => void) | null): void {
  const latest = useRef(onClosed);
  latest.current = onClosed;
  const watching = onClosed !== null;

  useEffect(() => {
    if (!watching) return;
    const observer = new MutationObserver((records) => {
      const closed = records.some((record) => [...record.removedNodes].some(containsPopup));
      if (closed) latest.current?.();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [watching]);
}

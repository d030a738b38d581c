import { useEffect, useSyncExternalStore } from "react";
import { useUser } from "../../shell/use-user.ts";
import { useBrowserCart } from "./cart-browser-store.ts";

/*
 * The header's cart count. A visitor's count is the browser cart's; a player's is what the last
 * page that loaded the server cart saw (the play pages and /cart publish it), kept for the tab in
 * sessionStorage so the badge still shows it on other pages without asking the API on each one.
 */

const KEY = "platform:cart-count";
const EVENT = "platform:cart-count-changed";

function read(): number {
  try {
    return Number(window.sessionStorage.getItem(KEY)) || 0;
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  return () => window.removeEventListener(EVENT, onChange);
}

/** A page that loaded the player's cart says how many lines it holds. */
export function usePublishCartCount(count: number | null): void {
  useEffect(() => {
    if (count === null) return;
    try {
      window.sessionStorage.setItem(KEY, String(count));
    } catch {
      return;
    }
    window.dispatchEvent(new Event(EVENT));
  }, [count]);
}

/** How many lines the cart holds, for the badge; 0 until the page runs in the browser. */
export function useCartCount(): number {
  const user = useUser();
  const browserLines = useBrowserCart().length;
  const playerLines = useSyncExternalStore(subscribe, read, () => 0);
  return user ? playerLines : browserLines;
}

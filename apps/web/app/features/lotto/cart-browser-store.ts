import { useSyncExternalStore } from "react";
import {
  type AddResult,
  addToCart,
  type BrowserCartLine,
  CART_CHANGED_EVENT,
  CART_STORAGE_KEY,
  clearCart,
  readCart,
  removeFromCart,
} from "./cart-storage.ts";

/*
 * The visitor's browser cart as React state: every component showing it (the line list, the cart
 * page, the nav badge) re-renders when any of them, or another tab, changes it.
 */

const NONE: BrowserCartLine[] = [];
let cached: { raw: string | null; lines: BrowserCartLine[] } = { raw: null, lines: NONE };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage switched off (some privacy modes): the visitor has no browser cart.
    return null;
  }
}

function snapshot(): BrowserCartLine[] {
  const store = storage();
  const raw = store?.getItem(CART_STORAGE_KEY) ?? null;
  // useSyncExternalStore needs the same array while nothing changed.
  if (raw !== cached.raw) cached = { raw, lines: store ? readCart(store) : NONE };
  return cached.lines;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

function changed(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** The server renders no browser cart; the lines appear once the page runs in the browser. */
export function useBrowserCart(): BrowserCartLine[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}

export function addBrowserLine(line: BrowserCartLine, maxLines: number): AddResult {
  const store = storage();
  if (!store) return { ok: false, reason: "unavailable" };
  const result = addToCart(store, line, maxLines);
  changed();
  return result;
}

export function removeBrowserLine(id: string): void {
  const store = storage();
  if (!store) return;
  removeFromCart(store, id);
  changed();
}

export function clearBrowserCart(): void {
  const store = storage();
  if (!store) return;
  clearCart(store);
  changed();
}

export function browserStorage(): Storage | null {
  return storage();
}

export { changed as announceCartChange };

import { createContext, useCallback, useContext, useSyncExternalStore } from "react";
import { EMPTY_SLIP, parseSlip, type SlipState } from "./slip-state.ts";

/*
 * One slip per browser, kept in localStorage: /sports, a match page and /live-sports read and
 * change the same selections and remembered preferences; another tab's changes arrive by the
 * `storage` event. The server renders the empty slip; the stored one takes over once hydrated.
 */

const STORAGE_KEY = "sports-slip";

let current: SlipState | null = null;
const listeners = new Set<() => void>();

function read(): SlipState {
  if (current) return current;
  try {
    current = parseSlip(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    current = EMPTY_SLIP;
  }
  return current;
}

function write(next: SlipState): void {
  current = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full store: the slip still works for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    current = parseSlip(event.newValue);
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const serverSnapshot = () => EMPTY_SLIP;

/**
 * The slip the server renders when a page brings one (a booking code's link): the page is right
 * before hydration and without JavaScript; the page then writes it to the stored slip.
 */
export const ServerSlipContext = createContext<(() => SlipState) | null>(null);

/** The slip and a way to change it with one of slip-state.ts's transitions. */
export function useSlip(): [SlipState, (change: (state: SlipState) => SlipState) => void] {
  const served = useContext(ServerSlipContext);
  const state = useSyncExternalStore(subscribe, read, served ?? serverSnapshot);
  const update = useCallback((change: (state: SlipState) => SlipState) => {
    const next = change(read());
    if (next !== current) write(next);
  }, []);
  return [state, update];
}

import type { CartLineInput, DrawGame } from "@platform/contracts";

/*
 * A visitor's cart (spec §1): kept in the browser's localStorage until login, when it is merged
 * into the server's cart once and cleared. Zod-free (the merge runs on every page, so this ships
 * in the shared bundle); what is read back is checked by hand, and the API checks every line again
 * when it is merged.
 */

/** A line as the visitor added it, with what the cart page shows before the server knows it. */
export interface BrowserCartLine extends CartLineInput {
  /** Local only: which line "remove" means. */
  id: string;
  game: DrawGame;
  draw_sequence?: number;
  lines: number;
  total_stake: string;
  closes_at: string;
}

/** What the page gives: window.localStorage, or a stand-in in tests. */
export type CartStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const CART_STORAGE_KEY = "platform:cart";
/** Fired on this tab when the cart changes (the `storage` event only reaches the other tabs). */
export const CART_CHANGED_EVENT = "platform:cart-changed";

const GAMES = new Set(["lucky5", "lucky4", "lucky3", "number"]);

function isLine(value: unknown): value is BrowserCartLine {
  if (typeof value !== "object" || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === "string" &&
    typeof line.draw_id === "string" &&
    typeof line.game === "string" &&
    GAMES.has(line.game) &&
    typeof line.selection === "object" &&
    line.selection !== null &&
    typeof (line.selection as { type?: unknown }).type === "string" &&
    typeof line.stake_per_line === "string" &&
    typeof line.total_stake === "string" &&
    typeof line.closes_at === "string" &&
    Number.isInteger(line.lines)
  );
}

/**
 * The stored lines; anything unreadable (another version's format, a hand edit) is dropped. A line
 * stored before the next-draw consent existed has none.
 */
export function readCart(storage: CartStorage): BrowserCartLine[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? "[]");
  } catch {
    return [];
  }
  return Array.isArray(parsed)
    ? parsed
        .filter(isLine)
        .map((line) => ({ ...line, next_draw_if_closed: line.next_draw_if_closed === true }))
    : [];
}

function write(storage: CartStorage, lines: readonly BrowserCartLine[]): void {
  if (lines.length === 0) storage.removeItem(CART_STORAGE_KEY);
  else storage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
}

export type AddResult =
  | { ok: true; lines: BrowserCartLine[] }
  | { ok: false; reason: "full" | "unavailable" };

/** Adds a line unless the cart already holds the site's max_cart_lines. */
export function addToCart(storage: CartStorage, line: BrowserCartLine, maxLines: number): AddResult {
  const lines = readCart(storage);
  if (lines.length >= maxLines) return { ok: false, reason: "full" };
  const next = [...lines, line];
  write(storage, next);
  return { ok: true, lines: next };
}

export function removeFromCart(storage: CartStorage, id: string): BrowserCartLine[] {
  const next = readCart(storage).filter((line) => line.id !== id);
  write(storage, next);
  return next;
}

export function clearCart(storage: CartStorage): void {
  storage.removeItem(CART_STORAGE_KEY);
}

/** While one page merges the cart, the others leave it alone (a lost answer frees it after this long). */
export const MERGE_LOCK_MS = 30_000;
const MERGE_LOCK_KEY = "platform:cart-merging";

/**
 * The lines to merge at login, as the API takes them, with their local ids. Lines whose draw has
 * closed are dropped from the cart here, unless the visitor agreed to the next draw (checkout moves
 * those); the API would refuse the others anyway. The lines stay stored
 * until the merge answers (forgetLines), so a page left mid-merge loses nothing; at worst a lost
 * answer merges a line twice, which the player sees in the cart before paying.
 */
export function linesToMerge(storage: CartStorage, now: number): { ids: string[]; lines: CartLineInput[] } {
  const stored = readCart(storage);
  const kept = stored.filter((line) => line.next_draw_if_closed || Date.parse(line.closes_at) > now);
  if (kept.length !== stored.length) write(storage, kept);
  return {
    ids: kept.map((line) => line.id),
    lines: kept.map(({ draw_id, selection, stake_per_line, next_draw_if_closed }) => ({
      draw_id,
      selection,
      stake_per_line,
      next_draw_if_closed,
    })),
  };
}

/** After a merge: the merged lines leave the browser cart. */
export function forgetLines(storage: CartStorage, ids: readonly string[]): void {
  write(
    storage,
    readCart(storage).filter((line) => !ids.includes(line.id)),
  );
}

/** Takes the merge for this page unless another page took it less than MERGE_LOCK_MS ago. */
export function claimMerge(storage: CartStorage, now: number): boolean {
  const taken = Number(storage.getItem(MERGE_LOCK_KEY));
  if (Number.isFinite(taken) && taken > 0 && now - taken < MERGE_LOCK_MS) return false;
  storage.setItem(MERGE_LOCK_KEY, String(now));
  return true;
}

export function releaseMerge(storage: CartStorage): void {
  storage.removeItem(MERGE_LOCK_KEY);
}

/** A local id for a line; randomUUID needs a secure context, which a plain-HTTP demo host may not be. */
export function newLineId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

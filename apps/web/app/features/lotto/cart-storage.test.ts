import { describe, expect, test } from "vitest";
import {
  addToCart,
  type BrowserCartLine,
  CART_STORAGE_KEY,
  type CartStorage,
  claimMerge,
  clearCart,
  forgetLines,
  linesToMerge,
  MERGE_LOCK_MS,
  readCart,
  releaseMerge,
  removeFromCart,
} from "./cart-storage.ts";

function memoryStorage(): CartStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function line(id: string, closesAt = "2030-01-01T12:00:00.000Z", nextDraw = false): BrowserCartLine {
  return {
    id,
    draw_id: "41",
    game: "lucky3",
    draw_sequence: 41,
    selection: { type: "direct", size: 2, numbers: [5, 17] },
    stake_per_line: "10.00",
    lines: 1,
    total_stake: "10.00",
    closes_at: closesAt,
    next_draw_if_closed: nextDraw,
  };
}

describe("the visitor's browser cart", () => {
  test("adds, lists and removes lines", () => {
    const storage = memoryStorage();
    expect(readCart(storage)).toEqual([]);
    expect(addToCart(storage, line("a"), 5)).toMatchObject({ ok: true });
    addToCart(storage, line("b"), 5);
    expect(readCart(storage).map((l) => l.id)).toEqual(["a", "b"]);
    expect(removeFromCart(storage, "a").map((l) => l.id)).toEqual(["b"]);
    removeFromCart(storage, "b");
    expect(storage.data.has(CART_STORAGE_KEY)).toBe(false);
  });

  test("holds at most the site's max_cart_lines", () => {
    const storage = memoryStorage();
    addToCart(storage, line("a"), 1);
    expect(addToCart(storage, line("b"), 1)).toEqual({ ok: false, reason: "full" });
    expect(readCart(storage)).toHaveLength(1);
  });

  test("drops what it cannot read: broken JSON, another shape, a game it does not know", () => {
    const storage = memoryStorage();
    storage.setItem(CART_STORAGE_KEY, "{not json");
    expect(readCart(storage)).toEqual([]);
    storage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines: [] }));
    expect(readCart(storage)).toEqual([]);
    storage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([line("ok"), { ...line("bad"), game: "keno" }, { ...line("bad2"), lines: "1" }, null]),
    );
    expect(readCart(storage).map((l) => l.id)).toEqual(["ok"]);
  });

  test("merging sends the open lines as the API wants them, drops the closed ones, keeps the rest until it answers", () => {
    const storage = memoryStorage();
    addToCart(storage, line("open", "2030-01-01T12:00:00.000Z"), 5);
    addToCart(storage, line("closed", "2029-12-31T23:59:00.000Z"), 5);
    const { ids, lines } = linesToMerge(storage, Date.parse("2030-01-01T00:00:00.000Z"));
    expect(ids).toEqual(["open"]);
    expect(lines).toEqual([
      {
        draw_id: "41",
        selection: { type: "direct", size: 2, numbers: [5, 17] },
        stake_per_line: "10.00",
        next_draw_if_closed: false,
      },
    ]);
    expect(readCart(storage).map((l) => l.id)).toEqual(["open"]);
    // A line added while the merge was under way stays for the next one.
    addToCart(storage, line("later"), 5);
    forgetLines(storage, ids);
    expect(readCart(storage).map((l) => l.id)).toEqual(["later"]);
  });

  test("a closed line the visitor agreed to move is merged (checkout moves it); a line stored without the consent has none", () => {
    const storage = memoryStorage();
    addToCart(storage, line("moves", "2029-12-31T23:59:00.000Z", true), 5);
    const { next_draw_if_closed: _, ...older } = line("older", "2030-01-01T12:00:00.000Z");
    storage.setItem(CART_STORAGE_KEY, JSON.stringify([...readCart(storage), older]));
    const { ids, lines } = linesToMerge(storage, Date.parse("2030-01-01T00:00:00.000Z"));
    expect(ids).toEqual(["moves", "older"]);
    expect(lines.map((l) => l.next_draw_if_closed)).toEqual([true, false]);
  });

  test("one page merges at a time; a lost answer frees the merge after a while", () => {
    const storage = memoryStorage();
    expect(claimMerge(storage, 1_000)).toBe(true);
    expect(claimMerge(storage, 1_000 + MERGE_LOCK_MS - 1)).toBe(false);
    expect(claimMerge(storage, 1_000 + MERGE_LOCK_MS)).toBe(true);
    releaseMerge(storage);
    expect(claimMerge(storage, 2_000)).toBe(true);
  });

  test("clear empties it", () => {
    const storage = memoryStorage();
    addToCart(storage, line("a"), 5);
    clearCart(storage);
    expect(readCart(storage)).toEqual([]);
  });
});

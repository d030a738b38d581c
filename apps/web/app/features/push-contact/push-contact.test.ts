import { describe, expect, test } from "vitest";
import { PUSH_KEY_STORAGE, type PushCommand, syncPushContact } from "./push-contact.ts";

/** A window with storage and, optionally, the push script already loaded (recording its calls). */
function fakeWindow(loaded: boolean) {
  const store = new Map<string, string>();
  const calls: unknown[][] = [];
  const win = {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
    dengage: loaded ? (((...args: unknown[]) => void calls.push(args)) as PushCommand) : undefined,
  } as unknown as Window;
  return { win, calls, store };
}

describe("the push contact adapter", () => {
  test("a visitor sends nothing, ever", () => {
    const { win, calls } = fakeWindow(true);
    syncPushContact(null, win);
    syncPushContact(null, win);
    expect(calls).toEqual([]);
  });

  test("a player's key goes to the script; logging out clears it once", () => {
    const { win, calls, store } = fakeWindow(true);
    syncPushContact("k1", win);
    expect(calls).toEqual([["setContactKey", "k1"]]);
    expect(store.get(PUSH_KEY_STORAGE)).toBe("k1");
    syncPushContact(null, win);
    syncPushContact(null, win);
    expect(calls).toEqual([
      ["setContactKey", "k1"],
      ["setContactKey", null],
    ]);
  });

  test("without a configured script none is loaded: calls wait in its queue", () => {
    const { win } = fakeWindow(false);
    const created: string[] = [];
    Object.assign(win, { document: { createElement: (tag: string) => void created.push(tag) } });
    syncPushContact("k2", win);
    expect(win.dengage?.q).toEqual([["setContactKey", "k2"]]);
    expect(created).toEqual([]);
  });
});

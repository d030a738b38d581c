import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, RELOAD_STORAGE_KEY, reloadOnce, shouldReload } from "./reload-guard.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => data.set(key, value),
  };
}

describe("shouldReload", () => {
  it("allows a reload when none happened or the last is 10 s old", () => {
    expect(shouldReload(null, 1_000)).toBe(true);
    expect(shouldReload(1_000, 11_000)).toBe(true);
  });

  it("refuses a second reload within 10 s", () => {
    expect(shouldReload(1_000, 10_999)).toBe(false);
  });

  it("allows a reload when the stored time is unusable or in the future", () => {
    expect(shouldReload(Number.NaN, 5)).toBe(true);
    expect(shouldReload(50_000, 5)).toBe(true);
  });
});

describe("reloadOnce", () => {
  it("reloads and records the time, then refuses within the window", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(storage, 100, reload)).toBe(true);
    expect(storage.getItem(RELOAD_STORAGE_KEY)).toBe("100");
    expect(reloadOnce(storage, 5_000, reload)).toBe(false);
    expect(reloadOnce(storage, 10_100, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe("isChunkLoadError", () => {
  it("recognises the browsers' dynamic import failures", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});

import { describe, expect, it, vi } from "vitest";
import { Cache } from "./cache.ts";

describe("Cache", () => {
  it("shares one load between concurrent callers and serves it until the TTL ends", async () => {
    let time = 0;
    const cache = new Cache<string>({ ttlMs: 100, max: 10, now: () => time });
    const load = vi.fn(async () => "value");
    await Promise.all([cache.get("k", load), cache.get("k", load)]);
    time = 99;
    await cache.get("k", load);
    expect(load).toHaveBeenCalledTimes(1);
    time = 100;
    await cache.get("k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("forgets a failed load so the next caller retries", async () => {
    const cache = new Cache<string>({ ttlMs: 1000, max: 10 });
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await expect(cache.get("k", async () => "up")).resolves.toBe("up");
  });

  it("does not keep null: an unknown key is looked up again", async () => {
    const cache = new Cache<string | null>({ ttlMs: 1000, max: 10 });
    const load = vi.fn(async (): Promise<string | null> => null);
    await expect(cache.get("new-site", load)).resolves.toBeNull();
    await expect(cache.get("new-site", async () => "found")).resolves.toBe("found");
    await expect(cache.get("new-site", load)).resolves.toBe("found");
  });

  it("evicts the least recently used entry beyond the bound", async () => {
    const cache = new Cache<string>({ ttlMs: 1000, max: 2 });
    const load = vi.fn(async () => "v");
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("a", load);
    await cache.get("c", load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get("b", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("serves an expired value while reloading it fails, within staleIfErrorMs, then gives up", async () => {
    let time = 0;
    const cache = new Cache<string>({ ttlMs: 100, staleIfErrorMs: 1000, max: 10, now: () => time });
    await cache.get("k", async () => "first");
    const down = vi.fn(() => Promise.reject(new Error("429")));
    time = 150;
    await expect(cache.get("k", down)).resolves.toBe("first");
    time = 900;
    await expect(cache.get("k", down)).resolves.toBe("first");
    expect(down).toHaveBeenCalledTimes(2);
    await expect(cache.get("k", async () => "second")).resolves.toBe("second");
    time = 950;
    await expect(cache.get("k", async () => "third")).resolves.toBe("second");
    // "second" expired at 1000: served stale until 2000, no longer after.
    time = 1999;
    await expect(cache.get("k", down)).resolves.toBe("second");
    time = 2001;
    await expect(cache.get("k", down)).rejects.toThrow("429");
  });
});

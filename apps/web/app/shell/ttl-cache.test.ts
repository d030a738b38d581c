import { describe, expect, it, vi } from "vitest";
import { createTtlCache } from "./ttl-cache.ts";

describe("createTtlCache", () => {
  it("shares one load between concurrent callers and serves it until the TTL ends", async () => {
    let time = 0;
    const cache = createTtlCache<string>({ ttlMs: 100, maxEntries: 10, now: () => time });
    const load = vi.fn(async () => "value");
    await Promise.all([cache.getOrLoad("k", load), cache.getOrLoad("k", load)]);
    time = 99;
    await cache.getOrLoad("k", load);
    expect(load).toHaveBeenCalledTimes(1);
    time = 100;
    await cache.getOrLoad("k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("forgets a failed load so the next caller retries", async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.getOrLoad("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await expect(cache.getOrLoad("k", async () => "up")).resolves.toBe("up");
  });

  it("evicts the least recently used entry beyond the bound", async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    const load = vi.fn(async () => "v");
    await cache.getOrLoad("a", load);
    await cache.getOrLoad("b", load);
    await cache.getOrLoad("a", load);
    await cache.getOrLoad("c", load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.getOrLoad("a", load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.getOrLoad("b", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("serves an expired value while reloading it fails, within staleIfErrorMs, then gives up", async () => {
    let time = 0;
    const cache = createTtlCache<string>({
      ttlMs: 100,
      staleIfErrorMs: 1000,
      maxEntries: 10,
      now: () => time,
    });
    await cache.getOrLoad("k", async () => "first");
    const down = vi.fn(() => Promise.reject(new Error("429")));
    time = 150;
    await expect(cache.getOrLoad("k", down)).resolves.toBe("first");
    time = 900;
    await expect(cache.getOrLoad("k", down)).resolves.toBe("first");
    expect(down).toHaveBeenCalledTimes(2);
    await expect(cache.getOrLoad("k", async () => "second")).resolves.toBe("second");
    time = 950;
    await expect(cache.getOrLoad("k", async () => "third")).resolves.toBe("second");
    // "second" expired at 1000: served stale until 2000, no longer after.
    time = 1999;
    await expect(cache.getOrLoad("k", down)).resolves.toBe("second");
    time = 2001;
    await expect(cache.getOrLoad("k", down)).rejects.toThrow("429");
  });
});

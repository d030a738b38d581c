import { afterEach, describe, expect, test, vi } from "vitest";
import { TtlCache } from "./ttl-cache.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("TtlCache", () => {
  test("shares one load between concurrent callers and expires after the TTL", async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string>(1000);
    const load = vi.fn(async () => "value");
    await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get("k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test("does not keep null results or failures", async () => {
    const cache = new TtlCache<string>(60_000);
    expect(await cache.get("k", async () => null)).toBeNull();
    await expect(cache.get("k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => "back")).toBe("back");
  });

  test("evicts the oldest entry beyond its bound and clears on demand", async () => {
    const cache = new TtlCache<string>(60_000, 2);
    const load = vi.fn(async () => "v");
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(4);
    cache.clear();
    await cache.get("c", load);
    expect(load).toHaveBeenCalledTimes(5);
  });
});

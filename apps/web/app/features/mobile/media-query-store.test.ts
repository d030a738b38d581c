import { describe, expect, it, vi } from "vitest";
import { MOBILE_MEDIA_QUERY, mediaQueryStore } from "./media-query-store.ts";

function fakeMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return width <= 768;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    matchMedia: vi.fn((_query: string) => list as unknown as MediaQueryList),
    resize(next: number) {
      width = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe("mediaQueryStore", () => {
  it("uses the 768 px breakpoint, inclusive", () => {
    expect(MOBILE_MEDIA_QUERY).toBe("(max-width: 768px)");
  });

  it("reports the current match and notifies subscribers when it changes", () => {
    const media = fakeMatchMedia(1024);
    const store = mediaQueryStore(media.matchMedia, MOBILE_MEDIA_QUERY);
    expect(media.matchMedia).toHaveBeenCalledWith("(max-width: 768px)");
    expect(store.getSnapshot()).toBe(false);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    media.resize(768);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(true);
    unsubscribe();
    expect(media.listeners.size).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { wrapTarget } from "./focus-trap.ts";

describe("wrapTarget (the dialog keeps focus inside)", () => {
  const items = ["close", "stake", "spin", "seeds"];

  it("wraps from the last control to the first and back", () => {
    expect(wrapTarget(items, "seeds", false)).toBe("close");
    expect(wrapTarget(items, "close", true)).toBe("seeds");
  });

  it("leaves Tab alone in the middle", () => {
    expect(wrapTarget(items, "stake", false)).toBeNull();
    expect(wrapTarget(items, "spin", true)).toBeNull();
  });

  it("brings focus back in from outside", () => {
    expect(wrapTarget(items, null, false)).toBe("close");
    expect(wrapTarget(items, "elsewhere", true)).toBe("seeds");
    expect(wrapTarget([], null, false)).toBeNull();
  });
});

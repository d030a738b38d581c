import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

describe("safeRedirectPath", () => {
  it("keeps same-site relative paths with their query", () => {
    expect(safeRedirectPath("/promotions?tab=1")).toBe("/promotions?tab=1");
  });

  it("falls back for other hosts, schemes and non-strings", () => {
    for (const target of [
      "//evil.test",
      "/\\evil.test",
      "https://evil.test",
      "javascript:alert(1)",
      "",
      "/a\nb",
    ]) {
      expect(safeRedirectPath(target)).toBe("/");
    }
    expect(safeRedirectPath(undefined, "/home")).toBe("/home");
  });
});

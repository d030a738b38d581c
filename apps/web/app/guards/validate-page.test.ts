import { describe, expect, it } from "vitest";
import { guardContext } from "./test-context.ts";
import { validatePage } from "./validate-page.ts";

describe("validatePage", () => {
  it("lets ordinary pages through", () => {
    expect(validatePage(guardContext("/promotions?x=1"))).toEqual({ type: "continue" });
  });

  it("answers not-found for malformed paths", () => {
    for (const path of ["/a//b", "/a%5Cb", "/bad%E0%A4%A", "/nul%00", `/${"a".repeat(2001)}`]) {
      expect(validatePage(guardContext(path))).toEqual({ type: "not-found" });
    }
  });

  it("sends /reset-password without code and /autologin without token to the default page", () => {
    const settings = { defaultRedirect: "/sports" };
    const redirect = { type: "redirect", to: "/sports", external: false };
    expect(validatePage(guardContext("/reset-password", settings))).toEqual(redirect);
    expect(validatePage(guardContext("/autologin?token=", settings))).toEqual(redirect);
    expect(validatePage(guardContext("/reset-password?code=abc", settings))).toEqual({ type: "continue" });
    expect(validatePage(guardContext("/autologin?token=t1", settings))).toEqual({ type: "continue" });
  });
});

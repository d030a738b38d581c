import { describe, expect, it } from "vitest";
import { redirectComingSoon } from "./redirect-coming-soon.ts";
import { guardContext } from "./test-context.ts";

describe("redirectComingSoon", () => {
  const on = { isEnableComingSoon: true };

  it("sends every page to /coming-soon while the mode is on", () => {
    for (const path of ["/", "/promotions", "/account/overview?tab=1"]) {
      expect(redirectComingSoon(guardContext(path, on))).toEqual({
        type: "redirect",
        to: "/coming-soon",
        external: false,
      });
    }
    expect(redirectComingSoon(guardContext("/coming-soon", on))).toEqual({ type: "continue" });
  });

  it("leaves pages alone and sends /coming-soon to the default page while the mode is off", () => {
    expect(redirectComingSoon(guardContext("/promotions"))).toEqual({ type: "continue" });
    expect(redirectComingSoon(guardContext("/coming-soon", { defaultRedirect: "/games" }))).toEqual({
      type: "redirect",
      to: "/games",
      external: false,
    });
  });
});

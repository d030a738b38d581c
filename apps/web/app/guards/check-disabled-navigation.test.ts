import { describe, expect, it } from "vitest";
import { checkDisabledNavigation } from "./check-disabled-navigation.ts";
import { guardContext } from "./test-context.ts";

const settings = {
  layout: {
    nav: [
      { name: "nav.games", to: "/games", metaData: { enabled: true } },
      { name: "nav.virtual_world", to: "/virtual-world/", metaData: { enabled: false } },
    ],
  },
};

describe("checkDisabledNavigation", () => {
  it("redirects a disabled item and its sub-pages to /404", () => {
    const notFound = { type: "redirect", to: "/404", external: false };
    expect(checkDisabledNavigation(guardContext("/virtual-world", settings))).toEqual(notFound);
    expect(checkDisabledNavigation(guardContext("/virtual-world/slot", settings))).toEqual(notFound);
  });

  it("leaves enabled items and look-alike paths alone", () => {
    expect(checkDisabledNavigation(guardContext("/games", settings))).toEqual({ type: "continue" });
    expect(checkDisabledNavigation(guardContext("/virtual-worlds", settings))).toEqual({ type: "continue" });
  });

  it("treats a disabled root item as the home page only", () => {
    const root = { layout: { nav: [{ name: "nav.home", to: "/", metaData: { enabled: false } }] } };
    expect(checkDisabledNavigation(guardContext("/", root))).toMatchObject({ type: "redirect", to: "/404" });
    expect(checkDisabledNavigation(guardContext("/games", root))).toEqual({ type: "continue" });
  });
});

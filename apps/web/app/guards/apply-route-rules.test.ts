import { describe, expect, it } from "vitest";
import { applyRouteRules } from "./apply-route-rules.ts";
import { guardContext } from "./test-context.ts";

const route_rules = [
  { from: "/old-promos", to: "/promotions" },
  { from: "/blog/", to: "https://blog.example.com/" },
  { from: "/bad", to: "javascript:alert(1)" },
  { from: "/protocol-relative", to: "//evil.test" },
  "not a rule",
];

describe("applyRouteRules", () => {
  it("redirects a matching path inside the site", () => {
    expect(applyRouteRules(guardContext("/old-promos/", { route_rules }))).toEqual({
      type: "redirect",
      to: "/promotions",
      external: false,
    });
  });

  it("marks absolute http(s) targets as external", () => {
    expect(applyRouteRules(guardContext("/blog", { route_rules }))).toEqual({
      type: "redirect",
      to: "https://blog.example.com/",
      external: true,
    });
  });

  it("ignores unsafe rules, other paths and settings without rules", () => {
    expect(applyRouteRules(guardContext("/bad", { route_rules }))).toEqual({ type: "continue" });
    expect(applyRouteRules(guardContext("/protocol-relative", { route_rules }))).toEqual({
      type: "continue",
    });
    expect(applyRouteRules(guardContext("/promotions", { route_rules }))).toEqual({ type: "continue" });
    expect(applyRouteRules(guardContext("/old-promos", { route_rules: "oops" }))).toEqual({
      type: "continue",
    });
    expect(applyRouteRules(guardContext("/old-promos"))).toEqual({ type: "continue" });
  });
});

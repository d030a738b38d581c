import { describe, expect, it } from "vitest";
import { seoPageOf } from "./seo-page.ts";

describe("seoPageOf", () => {
  it("maps a draw's page to the draws entry", () => {
    expect(seoPageOf("/lotto/draws/42")).toBe("/lotto/draws");
    expect(seoPageOf("/lotto/draws/42/")).toBe("/lotto/draws");
  });

  it("leaves every other page on its own path", () => {
    expect(seoPageOf("/lotto/draws")).toBe("/lotto/draws");
    expect(seoPageOf("/lotto/numbers")).toBe("/lotto/numbers");
    expect(seoPageOf("/lotto/draws/42/extra")).toBe("/lotto/draws/42/extra");
    expect(seoPageOf("/games/savanna-sunset")).toBe("/games/savanna-sunset");
  });
});

import { describe, expect, it } from "vitest";
import { gameHref } from "./game-href.ts";

describe("a game's link", () => {
  it("leads the crash game to its own page and every other game to its detail page", () => {
    expect(gameHref("crash")).toBe("/crash");
    expect(gameHref("soko-sevens")).toBe("/games/soko-sevens");
    expect(gameHref("crash-2")).toBe("/games/crash-2");
  });
});

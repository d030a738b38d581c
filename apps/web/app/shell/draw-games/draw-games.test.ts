import { DRAW_GAMES } from "@platform/contracts";
import { describe, expect, it } from "vitest";
import { DRAW_GAME_ORDER, drawHref, drawShapeOf, isResulted, playHref } from "./draw-games.ts";

describe("the draw games as the results pages see them", () => {
  it("lists the contracts' games", () => {
    expect([...DRAW_GAME_ORDER].sort()).toEqual([...DRAW_GAMES].sort());
  });

  it("draws five balls for 5/90 and one for Lucky Number", () => {
    expect(drawShapeOf("lucky3")).toEqual({ count: 5, max: 90 });
    expect(drawShapeOf("number")).toEqual({ count: 1, max: 90 });
  });

  it("links a draw to the picker that sells it and to its page", () => {
    expect(playHref("lucky4", "12")).toBe("/lotto?game=lucky4&draw=12");
    expect(playHref("number", "13")).toBe("/lucky-number?draw=13");
    expect(drawHref("12")).toBe("/lotto/draws/12");
  });

  it("counts a draw resulted once its seed and numbers are out", () => {
    expect(isResulted({ numbers: null, server_seed: null })).toBe(false);
    expect(isResulted({ numbers: [1, 2, 3, 4, 5], server_seed: "ab" })).toBe(true);
  });
});

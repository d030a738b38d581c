import { describe, expect, test } from "vitest";
import { testBoard } from "./test-board.ts";
import { nextPollIn } from "./use-virtual-board.ts";

const NOW = Date.parse("2026-11-27T20:00:00.000Z");

describe("when the board is asked again", () => {
  test("every few seconds while a match day plays, more often for a short play", () => {
    expect(nextPollIn(testBoard(NOW), NOW)).toBe(3_000);
    expect(nextPollIn(testBoard(NOW, 8_000), NOW)).toBe(1_000);
  });

  test("otherwise just after the next close, and at least every 15 s", () => {
    const idle = { ...testBoard(NOW), current: null };
    expect(nextPollIn(idle, NOW)).toBe(15_000);
    expect(nextPollIn(idle, Date.parse(idle.upcoming[0]!.closes_at) - 5_000)).toBe(5_500);
    expect(nextPollIn(idle, Date.parse(idle.upcoming[0]!.closes_at) + 60_000)).toBe(3_000);
    expect(nextPollIn({ ...idle, upcoming: [] }, NOW)).toBe(15_000);
  });
});

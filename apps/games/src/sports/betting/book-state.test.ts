import { describe, expect, test } from "vitest";
import { materialState } from "./book-state.ts";

/*
 * What a live bet held for the delay must find unchanged (place-bet.ts): in football a goal or a
 * red card; in basketball, where points come every few seconds, a red card (ejection) only, the
 * price and the market's status judging the rest.
 */
describe("materialState", () => {
  const at = (sportId: string, homeScore: number, homeRedCards = 0) =>
    materialState({ sportId, homeScore, awayScore: 0, homeRedCards, awayRedCards: 0 });

  test("a goal changes a football match's state, a basket does not change a basketball game's", () => {
    expect(at("sim:sport:1", 1)).not.toBe(at("sim:sport:1", 0));
    expect(at("sr:sport:1", 1)).not.toBe(at("sr:sport:1", 0));
    expect(at("sim:sport:2", 88)).toBe(at("sim:sport:2", 86));
  });

  test("a red card is material in both", () => {
    expect(at("sim:sport:1", 0, 1)).not.toBe(at("sim:sport:1", 0, 0));
    expect(at("sim:sport:2", 40, 1)).not.toBe(at("sim:sport:2", 40, 0));
  });
});

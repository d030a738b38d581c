import { describe, expect, it } from "vitest";
import { parseResultsQuery, resultsHref } from "./results-query.ts";

describe("the results page's address", () => {
  const q = (search: string) => new URLSearchParams(search);

  it("takes an enabled game and a page", () => {
    expect(parseResultsQuery(q("game=lucky3&page=2"), ["lucky5", "lucky3"])).toEqual({
      game: "lucky3",
      page: 2,
    });
  });

  it("falls back to the first enabled game for a missing, unknown or disabled one", () => {
    expect(parseResultsQuery(q(""), ["lucky4", "number"]).game).toBe("lucky4");
    expect(parseResultsQuery(q("game=keno"), ["number"]).game).toBe("number");
    expect(parseResultsQuery(q("game=lucky5"), ["lucky3"]).game).toBe("lucky3");
  });

  it("reads a bad page as page 1", () => {
    expect(parseResultsQuery(q("page=-4"), ["lucky5"]).page).toBe(1);
    expect(parseResultsQuery(q("page=abc"), ["lucky5"]).page).toBe(1);
  });

  it("leaves page 1 out of links", () => {
    expect(resultsHref("lucky5")).toBe("/lotto/numbers?game=lucky5");
    expect(resultsHref("number", 3)).toBe("/lotto/numbers?game=number&page=3");
  });
});

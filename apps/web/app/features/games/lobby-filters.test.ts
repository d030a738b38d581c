import { NO_FILTERS } from "@platform/contracts/client";
import { describe, expect, it } from "vitest";
import { lobbyFiltersFrom } from "./lobby-filters.ts";

describe("lobbyFiltersFrom", () => {
  it("reads no filters from a bare address", () => {
    expect(lobbyFiltersFrom(new URL("https://site.test/games"))).toEqual(NO_FILTERS);
  });

  it("reads the form's fields; the pressed chip's category comes first", () => {
    const url = new URL(
      "https://site.test/games?q=+soko+&category=classic&provider=bitville&volatility=high&sort=rtp&category=slots",
    );
    expect(lobbyFiltersFrom(url)).toEqual({
      query: "soko",
      category: "classic",
      provider: "bitville",
      volatility: "high",
      sort: "rtp",
    });
  });

  it("leaves out what it does not know", () => {
    const url = new URL("https://site.test/games?volatility=extreme&sort=random");
    expect(lobbyFiltersFrom(url)).toEqual(NO_FILTERS);
  });
});

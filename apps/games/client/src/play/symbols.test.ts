import { describe, expect, it } from "vitest";
import { hueOf, labelOf, lookOf, symbolLooks } from "./symbols.ts";

describe("symbol tiles", () => {
  it("show a short id as it is and otherwise the name", () => {
    expect(labelOf("A", "Ace")).toBe("A");
    expect(labelOf("7", "Seven")).toBe("7");
    expect(labelOf("ELEPHANT", "Elephant")).toBe("ELEPHANT");
    expect(labelOf("BAR3", "Triple bar")).toBe("TRIPLE BAR");
    expect(labelOf("CRANE", "Crowned crane")).toBe("CRANE");
    expect(labelOf("BLANK", "Blank")).toBe("");
  });

  it("keep the role and a stable colour per symbol, and stand in for unknown ones", () => {
    const looks = symbolLooks([
      { symbol: "BAOBAB", name: "Baobab", pays: {}, role: "wild" },
      { symbol: "LION", name: "Lion", pays: { "3": 8 }, role: "regular" },
    ]);
    expect(lookOf("BAOBAB", looks).role).toBe("wild");
    expect(lookOf("LION", looks).hue).toBe(
      symbolLooks([{ symbol: "LION", name: "", pays: {}, role: "regular" }]).get("LION")?.hue,
    );
    expect(lookOf("MYSTERY", looks)).toMatchObject({ name: "MYSTERY", role: "regular" });
  });
});

describe("symbol colours", () => {
  it("follow a colour in the name, else the id", () => {
    expect(hueOf("RED7", "Red seven")).toBe(hueOf("RED", "Red bead"));
    expect(hueOf("BLUE", "Blue bead")).not.toBe(hueOf("GREEN", "Green bead"));
    expect(hueOf("LION", "Lion")).toBe(hueOf("LION"));
  });
});

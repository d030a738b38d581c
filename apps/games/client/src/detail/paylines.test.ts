import { describe, expect, it } from "vitest";
import { paysNoteKey } from "./paylines.ts";

describe("the paytable's note", () => {
  it("names the line bet, the total stake per way, or the total stake, by the game's paylines", () => {
    expect(paysNoteKey({ lines: "20 lines", paylines: [[1], [0]] })).toBe("game.pays_line");
    expect(paysNoteKey({ lines: "243 ways", paylines: [] })).toBe("game.pays_ways");
    expect(paysNoteKey({ lines: "1 line", paylines: [[1, 1, 1]] })).toBe("game.pays_total");
    // An aggregator without paylines: the lines fact decides, as before.
    expect(paysNoteKey({ lines: "20 lines" })).toBe("game.pays_line");
    expect(paysNoteKey({ lines: "243 ways" })).toBe("game.pays_total");
  });
});

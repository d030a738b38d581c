import { describe, expect, test } from "vitest";
import { drawToSell, isOpen, salesState } from "./sales-window.ts";

const at = (iso: string) => Date.parse(iso);

describe("a draw's sales window", () => {
  test("a draw sells from its opening to its close; then the next one that sells is chosen", () => {
    const draws = [
      { id: "1", opens_at: "2030-01-01T11:59:00.000Z", closes_at: "2030-01-01T12:00:50.000Z" },
      { id: "2", opens_at: "2030-01-01T12:01:00.000Z", closes_at: "2030-01-01T12:01:50.000Z" },
      { id: "3", opens_at: "2030-01-01T12:02:00.000Z", closes_at: "2030-01-01T12:02:50.000Z" },
    ];
    const before = at("2030-01-01T12:00:49.000Z");
    expect(salesState(draws[1]!, before, 0)).toBe("soon");
    // A later draw cannot be chosen before its sales open.
    expect(drawToSell(draws, "3", before, 0)?.id).toBe("1");
    expect(drawToSell(draws, null, before, 0)?.id).toBe("1");
    const closed = at("2030-01-01T12:00:50.000Z");
    expect(isOpen(draws[0]!, closed, 0)).toBe(false);
    expect(salesState(draws[0]!, closed, 0)).toBe("closed");
    // Between a close and the drawing nothing sells.
    expect(drawToSell(draws, "1", closed, 0)).toBeNull();
    const next = at("2030-01-01T12:01:00.000Z");
    expect(drawToSell(draws, "1", next, 0)?.id).toBe("2");
    expect(salesState(draws[1]!, next, 0)).toBe("open");
    expect(drawToSell(draws, "1", at("2030-01-01T12:03:00.000Z"), 0)).toBeNull();
  });
});

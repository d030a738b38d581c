import { LOTTO_MAX_LINE_SIZE, lottoSettingsSchema } from "@platform/contracts";
import { describe, expect, it } from "vitest";
import { formatHundredths, lottoOddsRows, MAX_LINE_SIZE, numberOddsRows } from "./odds-rows.ts";

const defaults = lottoSettingsSchema.parse({});

describe("the odds table", () => {
  it("states the region's published chances and returns for the default paytable", () => {
    const rows = lottoOddsRows(defaults.paytable);
    const row = (id: string) => rows.find((candidate) => candidate.id === id)!;
    // REFERENCES §Lotto 5/90: Direct 2 is 1 in 400.5, so 240× returns 59.9 %.
    expect(row("direct-2")).toMatchObject({ multiplier: "240", oneIn: 401, rtpPercent: "59.93" });
    expect(row("direct-1")).toMatchObject({ multiplier: "40", oneIn: 90, rtpPercent: "44.44" });
    expect(row("direct-5")).toMatchObject({ multiplier: "44000", oneIn: 43_949_268 });
    expect(row("against")).toMatchObject({ size: 2, multiplier: "240", rtpPercent: "59.93" });
    expect(rows.map((r) => r.id)).toEqual([
      "direct-1",
      "direct-2",
      "direct-3",
      "direct-4",
      "direct-5",
      "perm-2",
      "perm-3",
      "perm-4",
      "perm-5",
      "banker-2",
      "banker-3",
      "banker-4",
      "banker-5",
      "against",
    ]);
  });

  it("follows the site's own paytable", () => {
    const rows = lottoOddsRows({ ...defaults.paytable, 2: 300 });
    expect(rows.find((r) => r.id === "perm-2")).toMatchObject({ multiplier: "300", rtpPercent: "74.91" });
  });

  it("shows a game only the lines it sells", () => {
    const lucky3 = lottoOddsRows(defaults.paytable, MAX_LINE_SIZE.lucky3);
    expect(Math.max(...lucky3.map((r) => r.size ?? 0))).toBe(3);
    expect(lucky3.map((r) => r.id)).not.toContain("perm-4");
    expect(MAX_LINE_SIZE).toEqual(LOTTO_MAX_LINE_SIZE);
  });

  it("gives Lucky Number's bets from hundredths", () => {
    const rows = numberOddsRows(defaults.number_paytable);
    expect(rows.map((r) => [r.id, r.multiplier, r.oneIn, r.rtpPercent])).toEqual([
      ["exact", "85", 90, "94.44"],
      ["parity", "1.9", 2, "95.00"],
      ["range", "1.9", 2, "95.00"],
      ["tens", "8.5", 9, "94.44"],
    ]);
  });

  it("writes hundredths without float rounding", () => {
    expect(formatHundredths(8_500)).toBe("85");
    expect(formatHundredths(190)).toBe("1.9");
    expect(formatHundredths(125)).toBe("1.25");
    expect(formatHundredths(101)).toBe("1.01");
  });
});

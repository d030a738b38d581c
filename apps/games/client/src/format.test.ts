import { describe, expect, it } from "vitest";
import { fillTemplate, formatMinor, percent } from "./format.ts";

describe("formatMinor", () => {
  it("shows minor units in the currency's decimals with the site's symbol", () => {
    expect(formatMinor(1250, "KES", "KSh ")).toBe("KSh 12.50");
    expect(formatMinor(1234567, "CDF", "FC ")).toBe("FC 12,345.67");
    expect(formatMinor(1250, "UGX", "USh ")).toBe("USh 1,250");
    expect(formatMinor(-500, "MZN", "MT ")).toBe("-MT 5.00");
  });

  it("falls back on the currency code", () => {
    expect(formatMinor(100, "kes", null)).toBe("KES 1.00");
  });
});

describe("templates", () => {
  it("fills {name} holes URL-encoded and leaves unknown ones", () => {
    expect(fillTemplate("/games/{slug}", { slug: "lantern-festival" })).toBe("/games/lantern-festival");
    expect(fillTemplate("/provably-fair?round_id={round}", { round: "a b" })).toBe(
      "/provably-fair?round_id=a%20b",
    );
    expect(fillTemplate("/x/{other}", {})).toBe("/x/{other}");
  });

  it("reads an RTP as a percentage", () => {
    expect(percent("96.12")).toBe("96.12%");
    expect(percent("96%")).toBe("96%");
  });
});

import type { ClassicData } from "../slot-data.ts";

/**
 * Spice Island Doubles: 3-reel classic, one line across the middle row, medium volatility
 * (betUnit 1: pays are multiples of the stake). The DHOW wild stands in for every symbol and doubles
 * the win it completes, ×4 with two; three DHOW pay 50.
 *
 * Math (exact: exact/classic-rtp.ts enumerates all 30³ = 27,000 stop combinations, and the RTP test
 * runs the engine itself on every one of them): RTP exactly 94.7 % (947 / 1000),
 * hit frequency 25.470 %, standard deviation 3.625 × stake (medium: 3 to 5), all exact. Largest
 * win: 100 × stake (a seven and two dhows).
 */
export const spiceIslandDoubles: ClassicData = {
  slug: "spice-island-doubles",
  name: "Spice Island Doubles",
  description:
    "A three-reel classic from the spice island: sevens, bars and cloves on one line, and a dhow wild that doubles every win it completes, four times with two.",
  volatility: "medium",
  rtp: "94.70",
  maxWin: 100,
  symbols: [
    { id: "DHOW", name: "Dhow", role: "wild", pays: { 3: 50 } },
    { id: "SEVEN", name: "Seven", role: "regular", pays: { 3: 25 } },
    { id: "BAR3", name: "Triple bar", role: "regular", pays: { 3: 15 } },
    { id: "BAR2", name: "Double bar", role: "regular", pays: { 3: 12 } },
    { id: "BAR1", name: "Single bar", role: "regular", pays: { 3: 8 } },
    { id: "CLOVE", name: "Clove", role: "regular", pays: { 1: 1, 2: 4, 3: 10 } },
    { id: "BLANK", name: "Blank", role: "regular" },
  ],
  groups: [{ id: "ANYBAR", name: "Any bar", of: ["BAR1", "BAR2", "BAR3"], pays: { 3: 3 } }],
  wildMultiplier: 2,
  paylines: [[1, 1, 1]],
  extraRules: ["Cloves pay from the left: one on reel 1, two on reels 1 and 2, or three."],
  reels: [
    `DHOW CLOVE BLANK BAR3 BLANK BAR3 BAR2 BAR1 SEVEN BAR1 BLANK BAR1 SEVEN CLOVE BAR3 BLANK CLOVE
    BLANK BAR1 BLANK BAR1 BLANK BAR2 BLANK CLOVE BAR2 CLOVE BLANK BAR2 BLANK`,
    `BAR3 CLOVE BAR1 BAR3 BLANK DHOW BLANK SEVEN CLOVE BAR3 BAR2 BAR1 BLANK BAR2 BLANK BAR1 BLANK
    CLOVE BLANK BAR2 BLANK CLOVE BLANK BAR1 BLANK SEVEN CLOVE BAR1 BLANK BAR2`,
    `BLANK BAR2 BLANK BAR2 BLANK BAR1 BLANK BAR1 BLANK CLOVE BLANK BAR1 BLANK SEVEN BLANK BAR3 BLANK
    DHOW BLANK CLOVE BAR1 BLANK BAR1 BAR3 BAR2 CLOVE BAR3 CLOVE SEVEN BAR2`,
  ],
};

import type { ClassicData } from "../slot-data.ts";

/**
 * Soko Sevens: 3-reel classic, one line across the middle row, no wild, medium volatility
 * (betUnit 1: pays are multiples of the stake).
 *
 * Math (exact: exact/classic-rtp.ts enumerates all 32³ = 32,768 stop combinations, and the RTP
 * test runs the engine itself on every one of them): RTP 95.297241 %, hit frequency 20.981 %,
 * standard deviation 4.573 × stake (medium: 3 to 5), all exact. Largest win: 400 × stake (three
 * red sevens, 1 in 32,768).
 */
export const sokoSevens: ClassicData = {
  slug: "soko-sevens",
  name: "Soko Sevens",
  description:
    "A three-reel machine from the market square: sevens, bars and mangos on one line, with any-seven and any-bar mixes. No frills, one line, a red-seven top award.",
  volatility: "medium",
  rtp: "95.30",
  maxWin: 400,
  symbols: [
    { id: "RED7", name: "Red seven", role: "regular", pays: { 3: 400 } },
    { id: "BLUE7", name: "Blue seven", role: "regular", pays: { 3: 150 } },
    { id: "BAR3", name: "Triple bar", role: "regular", pays: { 3: 60 } },
    { id: "BAR2", name: "Double bar", role: "regular", pays: { 3: 30 } },
    { id: "BAR1", name: "Single bar", role: "regular", pays: { 3: 15 } },
    { id: "MANGO", name: "Mango", role: "regular", pays: { 1: 2, 2: 6, 3: 30 } },
    { id: "BLANK", name: "Blank", role: "regular" },
  ],
  groups: [
    { id: "ANY7", name: "Any seven", of: ["RED7", "BLUE7"], pays: { 3: 50 } },
    { id: "ANYBAR", name: "Any bar", of: ["BAR1", "BAR2", "BAR3"], pays: { 3: 6 } },
  ],
  wildMultiplier: 1,
  paylines: [[1, 1, 1]],
  extraRules: ["Mangos pay from the left: one on reel 1, two on reels 1 and 2, or three."],
  reels: [
    `BLANK BAR3 BAR2 BLANK BAR1 BAR3 BLUE7 BAR1 BLUE7 BLANK MANGO BLANK MANGO BLANK BAR1 MANGO BAR1
    BAR2 BLANK BAR1 MANGO BLANK RED7 BLANK BAR2 BLANK MANGO BLANK BAR3 BLANK BAR2 BLANK`,
    `BAR3 BLANK BAR1 BLANK BAR3 BLANK BAR2 MANGO BAR2 BAR3 BLANK BAR1 BLANK BLUE7 BLANK MANGO BLANK
    BAR1 BLANK MANGO BLANK BAR1 BLANK RED7 BLANK BAR1 BLANK BAR2 BLANK MANGO BLUE7 BAR2`,
    `BLANK BAR1 BLANK MANGO BLANK BAR1 BLANK BLUE7 BLANK BAR1 BLANK MANGO BLANK BAR3 BLANK BAR1 BLANK
    MANGO BLANK BAR1 BAR3 BAR2 BLANK BAR2 RED7 BLANK BLUE7 BLANK BAR2 BLANK BAR3 BAR2`,
  ],
};

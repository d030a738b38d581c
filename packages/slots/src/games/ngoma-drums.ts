import type { WaysData } from "../slot-data.ts";

/**
 * Ngoma Drums: 5×3, 243 ways, no feature, low volatility. betUnit 50: a coin is stake / 50, pays
 * are coins per way (published as multiples of the total stake, for each way).
 *
 * Math (exact: exact/ways-rtp.ts, held equal to `rtp` by the RTP test): ways pays only, per symbol
 * E[n1 ⋯ nk · 1{n(k+1) = 0}] factorised over independent reels; the DRUMMER wild (three per middle
 * reel) is on reels 2–4 only. RTP 94.309552 %.
 * Simulated (10^7 rounds): standard deviation 2.18 × stake (low: below 3), hit frequency 50.9 %.
 * Largest single spin: 192 × stake (9,600 coins, e.g. kalimbas on 2 × 2 × 2 × 2 × 2 = 32 ways; exact/max-win.ts).
 */
export const ngomaDrums: WaysData = {
  slug: "ngoma-drums",
  name: "Ngoma Drums",
  description:
    "The rhythm of a village celebration on 243 ways: dancers, kalimbas and beads pay anywhere on adjacent reels, with the drummer wild on the middle reels. Frequent, gentle wins.",
  volatility: "low",
  rtp: "94.31",
  maxWin: 192,
  betUnit: 50,
  symbols: [
    { id: "DRUMMER", name: "Drummer", role: "wild" },
    { id: "DANCER", name: "Dancer", role: "regular", pays: { 3: 45, 4: 125, 5: 400 } },
    { id: "KALIMBA", name: "Kalimba", role: "regular", pays: { 3: 35, 4: 100, 5: 300 } },
    { id: "HORN", name: "Kudu horn", role: "regular", pays: { 3: 28, 4: 80, 5: 250 } },
    { id: "SHAKER", name: "Shaker", role: "regular", pays: { 3: 22, 4: 60, 5: 200 } },
    { id: "RED", name: "Red bead", role: "regular", pays: { 3: 13, 4: 25, 5: 80 } },
    { id: "BLUE", name: "Blue bead", role: "regular", pays: { 3: 13, 4: 25, 5: 60 } },
    { id: "GOLD", name: "Gold bead", role: "regular", pays: { 3: 11, 4: 20, 5: 50 } },
    { id: "GREEN", name: "Green bead", role: "regular", pays: { 3: 10, 4: 20, 5: 40 } },
  ],
  reels: [
    `RED SHAKER KALIMBA DANCER GREEN GOLD GREEN GOLD SHAKER RED SHAKER KALIMBA RED KALIMBA RED GOLD
    HORN GREEN RED BLUE SHAKER BLUE RED BLUE DANCER BLUE HORN GOLD GREEN BLUE SHAKER HORN GREEN BLUE
    GOLD GREEN GOLD DANCER KALIMBA HORN`,
    `KALIMBA SHAKER DANCER BLUE DANCER RED HORN RED KALIMBA BLUE SHAKER HORN DRUMMER RED GOLD BLUE
    DRUMMER GREEN RED GREEN SHAKER BLUE GOLD DRUMMER RED GOLD SHAKER HORN KALIMBA GOLD GREEN GOLD
    GREEN SHAKER GREEN DANCER GREEN RED BLUE GOLD BLUE KALIMBA HORN`,
    `GREEN HORN DANCER RED SHAKER BLUE KALIMBA BLUE DRUMMER DANCER GREEN DRUMMER KALIMBA RED GREEN
    RED BLUE RED GOLD HORN GREEN DRUMMER KALIMBA BLUE DANCER GOLD RED GOLD SHAKER KALIMBA BLUE GOLD
    BLUE SHAKER GREEN GOLD RED GREEN SHAKER GOLD SHAKER HORN HORN`,
    `BLUE GREEN SHAKER KALIMBA DRUMMER GOLD SHAKER BLUE HORN KALIMBA RED GREEN RED GREEN BLUE HORN
    KALIMBA DANCER GOLD BLUE DANCER SHAKER GOLD RED HORN RED GREEN RED GOLD RED BLUE DRUMMER KALIMBA
    SHAKER GOLD BLUE GOLD GREEN DRUMMER GREEN DANCER SHAKER HORN`,
    `GREEN HORN KALIMBA DANCER KALIMBA RED GREEN DANCER RED SHAKER HORN GREEN BLUE SHAKER GOLD SHAKER
    GOLD SHAKER KALIMBA BLUE GOLD RED GOLD DANCER GOLD GREEN KALIMBA BLUE GREEN RED HORN RED BLUE
    SHAKER BLUE GREEN BLUE GOLD RED HORN`,
  ],
};

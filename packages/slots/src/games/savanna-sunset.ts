import type { PaylinesData } from "../slot-data.ts";
import { firstLines } from "./standard-lines.ts";

/**
 * Savanna Sunset: 5×3 video slot, 20 fixed lines (betUnit 20: the line bet is stake / 20), high volatility.
 *
 * Math (exact: exact/paylines-rtp.ts, held equal to `rtp` by the RTP test; per unit staked):
 * - line pays 62.711 % (every line alike: 20 × one line's expectation from the strips' counts);
 * - scatter pays 1.998 %: SUNSET, one or two per reel and ≥ 3 cells apart, so a reel shows at most one;
 * - free spins 32.025 %: 3/4/5 SUNSET award 15/20/30 spins at ×5, retriggerable; a paid spin
 *   triggers them 1 time in 169.07, awards 0.09007 free spins on average, so one free spin is worth
 *   5 × E[spin] / (1 − 0.09007) = 3.5557 × stake;
 * - RTP 96.733170 %.
 * Simulated (10^7 rounds): standard deviation 5.80 × stake (high: ≥ 5), hit frequency 37.6 %.
 * Largest single spin: 203 × stake (4,060 line bets), 1,015 × stake in free spins (exact/max-win.ts).
 */
export const savannaSunset: PaylinesData = {
  slug: "savanna-sunset",
  name: "Savanna Sunset",
  description:
    "The plains at golden hour: lions, elephants and giraffes across 20 lines. The baobab stands in for every animal, and three sunsets or more start free spins where every win counts five times.",
  volatility: "high",
  rtp: "96.73",
  maxWin: 1015,
  symbols: [
    { id: "BAOBAB", name: "Baobab", role: "wild", pays: { 3: 150, 4: 600, 5: 3000 } },
    { id: "SUNSET", name: "Sunset", role: "scatter", pays: { 3: 60, 4: 200, 5: 2000 } },
    { id: "LION", name: "Lion", role: "regular", pays: { 3: 80, 4: 300, 5: 1000 } },
    { id: "ELEPHANT", name: "Elephant", role: "regular", pays: { 3: 60, 4: 200, 5: 600 } },
    { id: "GIRAFFE", name: "Giraffe", role: "regular", pays: { 3: 45, 4: 120, 5: 400 } },
    { id: "ZEBRA", name: "Zebra", role: "regular", pays: { 3: 30, 4: 80, 5: 250 } },
    { id: "SHIELD", name: "Shield", role: "regular", pays: { 3: 15, 4: 50, 5: 150 } },
    { id: "SPEAR", name: "Spear", role: "regular", pays: { 3: 8, 4: 30, 5: 100 } },
    { id: "GOURD", name: "Gourd", role: "regular", pays: { 3: 7, 4: 25, 5: 80 } },
    { id: "BEADS", name: "Beads", role: "regular", pays: { 3: 6, 4: 20, 5: 75 } },
  ],
  paylines: firstLines(20),
  freeSpins: { awards: { 3: 15, 4: 20, 5: 30 }, multiplier: 5, retrigger: true },
  reels: [
    `LION BEADS GOURD GIRAFFE GOURD SPEAR SHIELD SPEAR GIRAFFE GOURD SUNSET ELEPHANT ZEBRA BEADS
    SHIELD BEADS GOURD ZEBRA ELEPHANT BEADS GIRAFFE SPEAR GOURD SPEAR LION BEADS ELEPHANT GOURD
    SHIELD GOURD SPEAR BEADS ELEPHANT SPEAR SHIELD ZEBRA GIRAFFE SHIELD BAOBAB SHIELD BEADS ZEBRA
    LION SPEAR SHIELD ZEBRA`,
    `GOURD SPEAR GOURD BEADS GIRAFFE BEADS ZEBRA SPEAR ZEBRA GOURD SHIELD SUNSET SPEAR ELEPHANT BEADS
    SHIELD BEADS ELEPHANT LION BEADS LION GOURD ELEPHANT BEADS SHIELD ZEBRA SHIELD GIRAFFE SPEAR
    GIRAFFE BAOBAB ZEBRA SPEAR ZEBRA SUNSET GOURD LION GOURD SPEAR SHIELD BEADS SHIELD ELEPHANT
    SPEAR GOURD GIRAFFE SHIELD`,
    `ELEPHANT ZEBRA GOURD SHIELD ZEBRA GIRAFFE BAOBAB SHIELD GOURD BEADS SUNSET ELEPHANT SHIELD LION
    GOURD LION GOURD BEADS SHIELD BEADS SHIELD ZEBRA SPEAR GIRAFFE SPEAR BEADS SPEAR GIRAFFE
    ELEPHANT GIRAFFE BEADS SPEAR SHIELD BEADS SHIELD GOURD ELEPHANT SPEAR LION ZEBRA SPEAR GOURD
    ZEBRA GOURD BEADS SPEAR`,
    `ZEBRA BEADS SPEAR BEADS GOURD ZEBRA SHIELD GIRAFFE ELEPHANT GOURD ZEBRA SUNSET ELEPHANT SPEAR
    LION GOURD SHIELD GOURD SHIELD GOURD BEADS BAOBAB BEADS ZEBRA LION SHIELD ELEPHANT GOURD
    ELEPHANT GIRAFFE BEADS GIRAFFE SPEAR BEADS SUNSET SHIELD ZEBRA SHIELD SPEAR SHIELD GIRAFFE BEADS
    SPEAR LION GOURD SPEAR SPEAR`,
    `ZEBRA BAOBAB ELEPHANT GOURD ELEPHANT ZEBRA SHIELD GOURD BEADS SHIELD SUNSET BEADS SPEAR GOURD
    BEADS SPEAR GOURD LION SHIELD SPEAR BEADS GIRAFFE SHIELD ZEBRA SHIELD BEADS SPEAR GOURD SPEAR
    GIRAFFE BEADS SPEAR ELEPHANT SHIELD ZEBRA ELEPHANT LION BEADS LION GIRAFFE SHIELD ZEBRA SPEAR
    GOURD GIRAFFE GOURD`,
  ],
};

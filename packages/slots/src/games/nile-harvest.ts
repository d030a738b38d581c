import type { PaylinesData } from "../slot-data.ts";
import { firstLines } from "./standard-lines.ts";

/**
 * Nile Harvest: 5×3 video slot, 10 fixed lines (betUnit 10: the line bet is stake / 10), medium volatility.
 *
 * Math (exact: exact/paylines-rtp.ts, held equal to `rtp` by the RTP test; per unit staked):
 * - line pays 81.221 % (the waterfall wild also pays two or more of its own);
 * - scatter pays 1.728 %: MOON, one on reels 1, 3, 5 and two on reels 2 and 4, ≥ 3 cells apart;
 * - free spins 11.878 %: 3 or more MOON award 10 spins at ×2, not retriggerable; a paid spin
 *   triggers them 1 time in 139.67, so one free spin is worth 2 × E[spin] = 1.6590 × stake;
 * - RTP 94.826579 %.
 * Simulated (10^7 rounds): standard deviation 3.63 × stake (medium: 3 to 5), hit frequency 27.8 %.
 * Largest single spin: 175.8 × stake (1,758 line bets), 351.6 × stake in free spins (exact/max-win.ts).
 */
export const nileHarvest: PaylinesData = {
  slug: "nile-harvest",
  name: "Nile Harvest",
  description:
    "A fishing day where the Nile leaves the lake: perch, hippos and fish eagles on 10 lines, a waterfall wild that pays on its own, and 10 free spins at double pay when three full moons rise.",
  volatility: "medium",
  rtp: "94.83",
  maxWin: 351.6,
  symbols: [
    { id: "FALLS", name: "Waterfall", role: "wild", pays: { 2: 5, 3: 50, 4: 200, 5: 1000 } },
    { id: "MOON", name: "Full moon", role: "scatter", pays: { 3: 20, 4: 100, 5: 500 } },
    { id: "PERCH", name: "Nile perch", role: "regular", pays: { 3: 50, 4: 200, 5: 750 } },
    { id: "HIPPO", name: "Hippo", role: "regular", pays: { 3: 40, 4: 150, 5: 500 } },
    { id: "EAGLE", name: "Fish eagle", role: "regular", pays: { 3: 25, 4: 100, 5: 300 } },
    { id: "CANOE", name: "Canoe", role: "regular", pays: { 3: 15, 4: 75, 5: 200 } },
    { id: "LOTUS", name: "Lotus", role: "regular", pays: { 3: 8, 4: 40, 5: 120 } },
    { id: "PAPYRUS", name: "Papyrus", role: "regular", pays: { 3: 8, 4: 30, 5: 100 } },
    { id: "TILAPIA", name: "Tilapia", role: "regular", pays: { 3: 6, 4: 25, 5: 80 } },
    { id: "BASKET", name: "Reed basket", role: "regular", pays: { 3: 6, 4: 20, 5: 60 } },
  ],
  paylines: firstLines(10),
  freeSpins: { awards: { 3: 10, 4: 10, 5: 10 }, multiplier: 2, retrigger: false },
  reels: [
    `BASKET TILAPIA BASKET TILAPIA PERCH FALLS LOTUS HIPPO TILAPIA PAPYRUS MOON CANOE TILAPIA PAPYRUS
    BASKET LOTUS HIPPO LOTUS FALLS LOTUS PAPYRUS LOTUS PERCH LOTUS EAGLE CANOE EAGLE PAPYRUS CANOE
    EAGLE CANOE BASKET HIPPO TILAPIA HIPPO BASKET PAPYRUS BASKET TILAPIA PAPYRUS PERCH CANOE EAGLE`,
    `PAPYRUS BASKET PAPYRUS BASKET FALLS BASKET TILAPIA PAPYRUS LOTUS PAPYRUS MOON EAGLE CANOE HIPPO
    TILAPIA CANOE BASKET CANOE TILAPIA HIPPO PERCH PAPYRUS LOTUS HIPPO LOTUS PAPYRUS EAGLE BASKET
    PERCH TILAPIA EAGLE TILAPIA MOON TILAPIA HIPPO EAGLE LOTUS BASKET LOTUS CANOE LOTUS PERCH FALLS
    CANOE`,
    `TILAPIA BASKET LOTUS HIPPO BASKET PAPYRUS BASKET LOTUS BASKET PAPYRUS MOON CANOE BASKET CANOE
    TILAPIA CANOE TILAPIA PAPYRUS FALLS EAGLE PERCH PAPYRUS PERCH TILAPIA HIPPO TILAPIA CANOE LOTUS
    CANOE PAPYRUS HIPPO EAGLE LOTUS EAGLE LOTUS PERCH BASKET TILAPIA EAGLE FALLS HIPPO PAPYRUS LOTUS`,
    `FALLS BASKET PAPYRUS CANOE PAPYRUS LOTUS PAPYRUS LOTUS TILAPIA CANOE MOON LOTUS PERCH BASKET
    TILAPIA EAGLE LOTUS PAPYRUS TILAPIA EAGLE PAPYRUS TILAPIA EAGLE TILAPIA BASKET CANOE TILAPIA
    BASKET FALLS HIPPO EAGLE HIPPO MOON HIPPO PERCH BASKET LOTUS BASKET CANOE PERCH PAPYRUS HIPPO
    CANOE LOTUS`,
    `TILAPIA EAGLE BASKET TILAPIA PAPYRUS TILAPIA HIPPO BASKET TILAPIA EAGLE MOON LOTUS BASKET PERCH
    HIPPO LOTUS FALLS CANOE PAPYRUS CANOE HIPPO EAGLE PAPYRUS LOTUS PAPYRUS LOTUS BASKET LOTUS
    BASKET EAGLE TILAPIA BASKET FALLS LOTUS CANOE PERCH CANOE PAPYRUS TILAPIA CANOE HIPPO PERCH
    PAPYRUS`,
  ],
};

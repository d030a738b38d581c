import type { WaysData } from "../slot-data.ts";

/**
 * Kilimanjaro Ascent: 5×3, 243 ways, high volatility. betUnit 25: a coin is stake / 25, pays are
 * coins per way (published as multiples of the total stake, for each way).
 *
 * Math (exact: exact/ways-rtp.ts, held equal to `rtp` by the RTP test; per unit staked):
 * - ways pays 61.777 % (per symbol, E[n1 ⋯ nk · 1{n(k+1) = 0}] factorises over independent reels);
 *   the PEAK wild is on reels 2–4 only;
 * - scatter pays 1.854 %: DAWN, one on reels 1, 3, 5 and two on reels 2 and 4, ≥ 3 cells apart;
 * - free spins 31.920 %: 3/4/5 DAWN award 12/15/20 spins at ×5, retriggerable; a paid spin triggers
 *   them 1 time in 133.25 and awards 0.09118 free spins on average, so one free spin is worth
 *   5 × E[spin] / (1 − 0.09118) = 3.5008 × stake;
 * - RTP 95.551294 %.
 * Simulated (10^7 rounds): standard deviation 5.85 × stake (high: ≥ 5), hit frequency 43.6 %.
 * Largest single spin: 128 × stake (3,200 coins), 640 × stake in free spins (exact/max-win.ts).
 */
export const kilimanjaroAscent: WaysData = {
  slug: "kilimanjaro-ascent",
  name: "Kilimanjaro Ascent",
  description:
    "Climb to the roof of Africa on 243 ways: leopards, buffalo and kudu pay anywhere on adjacent reels, the snow peak stands in on the middle reels, and dawn brings free spins at five times the pay.",
  volatility: "high",
  rtp: "95.55",
  maxWin: 640,
  betUnit: 25,
  symbols: [
    { id: "PEAK", name: "Snow peak", role: "wild" },
    { id: "DAWN", name: "Dawn", role: "scatter", pays: { 3: 50, 4: 250, 5: 2500 } },
    { id: "LEOPARD", name: "Leopard", role: "regular", pays: { 3: 20, 4: 80, 5: 400 } },
    { id: "BUFFALO", name: "Buffalo", role: "regular", pays: { 3: 16, 4: 60, 5: 300 } },
    { id: "KUDU", name: "Kudu", role: "regular", pays: { 3: 12, 4: 40, 5: 200 } },
    { id: "CRANE", name: "Crowned crane", role: "regular", pays: { 3: 10, 4: 40, 5: 150 } },
    { id: "TENT", name: "Tent", role: "regular", pays: { 3: 2, 4: 8, 5: 30 } },
    { id: "BOOTS", name: "Boots", role: "regular", pays: { 3: 2, 4: 8, 5: 25 } },
    { id: "MAP", name: "Map", role: "regular", pays: { 3: 2, 4: 6, 5: 20 } },
    { id: "LANTERN", name: "Lantern", role: "regular", pays: { 3: 2, 4: 5, 5: 15 } },
  ],
  freeSpins: { awards: { 3: 12, 4: 15, 5: 20 }, multiplier: 5, retrigger: true },
  reels: [
    `LANTERN MAP BUFFALO LANTERN MAP TENT CRANE TENT LEOPARD TENT DAWN TENT LEOPARD BOOTS MAP BOOTS
    LANTERN KUDU LANTERN KUDU MAP LEOPARD BUFFALO BOOTS CRANE BOOTS LANTERN TENT BOOTS MAP BUFFALO
    KUDU BOOTS BUFFALO MAP CRANE TENT CRANE LANTERN CRANE KUDU`,
    `MAP LANTERN TENT CRANE BUFFALO LANTERN KUDU CRANE KUDU CRANE DAWN BUFFALO BOOTS BUFFALO KUDU
    LEOPARD BUFFALO BOOTS CRANE LANTERN TENT BOOTS TENT MAP LANTERN TENT CRANE LANTERN TENT PEAK MAP
    LEOPARD DAWN MAP BOOTS MAP BOOTS MAP BOOTS LEOPARD PEAK TENT LANTERN KUDU`,
    `KUDU BUFFALO TENT CRANE TENT BOOTS MAP BOOTS CRANE LEOPARD DAWN BUFFALO TENT KUDU LANTERN PEAK
    LEOPARD TENT BOOTS CRANE LANTERN MAP KUDU LANTERN PEAK BOOTS CRANE LANTERN BUFFALO MAP LANTERN
    LEOPARD LANTERN MAP BUFFALO MAP BOOTS KUDU MAP BOOTS TENT CRANE TENT`,
    `BUFFALO LEOPARD KUDU MAP TENT BOOTS TENT CRANE LEOPARD KUDU DAWN KUDU BUFFALO MAP BOOTS PEAK
    BOOTS BUFFALO TENT CRANE BOOTS MAP BOOTS LEOPARD MAP CRANE LANTERN CRANE LANTERN PEAK LANTERN
    BUFFALO DAWN LANTERN MAP LANTERN MAP LANTERN BOOTS TENT CRANE TENT KUDU TENT`,
    `BUFFALO MAP BUFFALO MAP KUDU MAP BOOTS KUDU CRANE LANTERN DAWN LANTERN BUFFALO KUDU LANTERN
    CRANE MAP TENT MAP LEOPARD CRANE BOOTS TENT BOOTS TENT CRANE MAP BOOTS TENT LANTERN BOOTS
    LANTERN LEOPARD KUDU TENT BUFFALO CRANE LEOPARD BOOTS LANTERN TENT`,
  ],
};

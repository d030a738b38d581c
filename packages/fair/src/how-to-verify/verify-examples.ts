/*
 * The worked examples of the "How to verify" sections (/provably-fair and the draw pages): real
 * inputs and every intermediate number a player can check by hand. They are data, not computed in
 * the browser, so the pages show them instantly; the tests recompute every value with the code that
 * plays the games (packages/fair here, the slot engine in apps/games, the draw path in apps/api),
 * so an example can never drift from what the games do.
 */

/** One float of a worked example: its 4 bytes (hex), their big-endian integer, the float. */
export interface ExampleFloat {
  bytes: string;
  integer: number;
  float: number;
}

export interface SlotVerifyExample {
  game: { slug: string; name: string; lines: number };
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** HMAC-SHA256 of block 0, hex. */
  block0: string;
  /** Reel i: its float, its strip's length and its stop = floor(float × length). */
  reels: (ExampleFloat & { length: number; stop: number })[];
  /** What the reels show, window[reel][row], row 0 on top. */
  window: string[][];
  /** Stake in minor units, and the round's wins: line numbered from 1, pay in line bets, cells [reel, row]. */
  stake: number;
  wins: { line: number; symbol: string; count: number; linePay: number; positions: [number, number][] }[];
  totalWin: number;
}

export interface DrawVerifyExample {
  /** The draw game (contracts DRAW_GAMES) and its product slug, which the client seed starts with. */
  drawGame: "lucky5" | "lucky4" | "lucky3" | "number";
  game: string;
  drawId: number;
  scheduledAt: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  block0: string;
  /** Ball i: its float, how many numbers were left, position = floor(float × left), the ball. */
  balls: (ExampleFloat & { left: number; position: number; ball: number })[];
  /** The balls in the order drawn. */
  drawn: number[];
}

/** Savanna Sunset (20 lines), a winning round without free spins: 4 lions on line 5. */
export const SLOT_EXAMPLE: SlotVerifyExample = {
  game: { slug: "savanna-sunset", name: "Savanna Sunset", lines: 20 },
  serverSeed: "2f1e3a9c8b7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f",
  serverSeedHash: "1935aba94a5b09cc6087f6033eea9534cb1fa64e97b612d57f8915999fbc09d0",
  clientSeed: "kilimanjaro",
  nonce: 8,
  block0: "df1a83f6c1282362d4851cabe7c30a7ed49e9d354f553b978bdb8526da71cd9e",
  reels: [
    { bytes: "df1a83f6", integer: 3743056886, float: 0.8714983440004289, length: 46, stop: 40 },
    { bytes: "c1282362", integer: 3240633186, float: 0.7545187105424702, length: 47, stop: 35 },
    { bytes: "d4851cab", integer: 3565493419, float: 0.8301561276894063, length: 46, stop: 38 },
    { bytes: "e7c30a7e", integer: 3888319102, float: 0.9053198392502964, length: 47, stop: 42 },
    { bytes: "d49e9d35", integer: 3567164725, float: 0.8305452589411288, length: 46, stop: 38 },
  ],
  window: [
    ["BEADS", "ZEBRA", "LION"],
    ["GOURD", "LION", "GOURD"],
    ["LION", "ZEBRA", "SPEAR"],
    ["SPEAR", "LION", "GOURD"],
    ["LION", "GIRAFFE", "SHIELD"],
  ],
  stake: 200,
  wins: [
    {
      line: 5,
      symbol: "LION",
      count: 4,
      linePay: 300,
      positions: [
        [0, 2],
        [1, 1],
        [2, 0],
        [3, 1],
      ],
    },
  ],
  totalWin: 3000,
};

/** Lucky 5 draw #1042: five balls from 1–90; position 69 comes twice, and gives two balls. */
export const DRAW_EXAMPLE: DrawVerifyExample = {
  drawGame: "lucky5",
  game: "5-90-lucky5",
  drawId: 1042,
  scheduledAt: "2025-03-01T18:45:00.000Z",
  serverSeed: "9b1c7e2a5d4f8e3b6a0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a",
  serverSeedHash: "4bfa0c240bcdac205598d712c047af08ed205194977a5edf17163db2a6fe3265",
  clientSeed: "5-90-lucky5:1042:2025-03-01T18:45:00.000Z",
  nonce: 0,
  block0: "dbe19faac908cb7ff4847224cc6a75ce1c5baea6485e7534e3ac53c2851af956",
  balls: [
    { bytes: "dbe19faa", integer: 3688996778, float: 0.8589114942587912, left: 90, position: 77, ball: 78 },
    { bytes: "c908cb7f", integer: 3372796799, float: 0.7852904496248811, left: 89, position: 69, ball: 70 },
    { bytes: "f4847224", integer: 4102320676, float: 0.9551459634676576, left: 88, position: 84, ball: 87 },
    { bytes: "cc6a75ce", integer: 3429529038, float: 0.7984994533471763, left: 87, position: 69, ball: 71 },
    { bytes: "1c5baea6", integer: 475770534, float: 0.11077395966276526, left: 86, position: 9, ball: 10 },
  ],
  drawn: [78, 70, 87, 71, 10],
};

/** Lucky Number draw #2077: one ball, the first one the method draws. */
export const LUCKY_NUMBER_EXAMPLE: DrawVerifyExample = {
  drawGame: "number",
  game: "number",
  drawId: 2077,
  scheduledAt: "2025-03-01T18:48:00.000Z",
  serverSeed: "7a3f9c1e5b2d8f4a6c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a",
  serverSeedHash: "bb87ccaa9469aa35c0e235dbbb202c0b91d3aa8003c7847f61ed513bb8a5635c",
  clientSeed: "number:2077:2025-03-01T18:48:00.000Z",
  nonce: 0,
  block0: "4e123f7f315412370cc3c70e42c5c04b2508761efafc4740983283a437174595",
  balls: [
    { bytes: "4e123f7f", integer: 1309818751, float: 0.3049659428652376, left: 90, position: 27, ball: 28 },
  ],
  drawn: [28],
};

/*
 * The in-house slots: each game's data, the engines that play it and the types the aggregator serves.
 * Pure TypeScript that imports nothing from Node, so the aggregator (apps/games) plays rounds and the
 * browser verifier (apps/games/client) replays them with the very same code. The exact RTP maths is
 * `@platform/slots/exact` and the seeded simulation `@platform/slots/simulation`, kept apart so a
 * browser bundle never parses them.
 */
export { ClassicSlot } from "./classic-engine.ts";
export { kilimanjaroAscent } from "./games/kilimanjaro-ascent.ts";
export { ngomaDrums } from "./games/ngoma-drums.ts";
export { nileHarvest } from "./games/nile-harvest.ts";
export { savannaSunset } from "./games/savanna-sunset.ts";
export { sokoSevens } from "./games/soko-sevens.ts";
export { spiceIslandDoubles } from "./games/spice-island-doubles.ts";
export { STANDARD_LINES } from "./games/standard-lines.ts";
export { PaylinesSlot } from "./paylines-engine.ts";
export type {
  ClassicData,
  ClassicGroupSpec,
  FreeSpinsSpec,
  PaylinesData,
  SymbolRole,
  SymbolSpec,
  WaysData,
} from "./slot-data.ts";
export { findSlotGame, SLOT_ENTRIES, SLOT_GAMES, type SlotEntry } from "./slot-games.ts";
export type { FloatSource, PublishedSlot, SlotGame } from "./types.ts";
export { WaysSlot } from "./ways-engine.ts";

import { ClassicSlot } from "./classic-engine.ts";
import { kilimanjaroAscent } from "./games/kilimanjaro-ascent.ts";
import { ngomaDrums } from "./games/ngoma-drums.ts";
import { nileHarvest } from "./games/nile-harvest.ts";
import { savannaSunset } from "./games/savanna-sunset.ts";
import { sokoSevens } from "./games/soko-sevens.ts";
import { spiceIslandDoubles } from "./games/spice-island-doubles.ts";
import { PaylinesSlot } from "./paylines-engine.ts";
import type { ClassicData, PaylinesData, WaysData } from "./slot-data.ts";
import type { SlotGame } from "./types.ts";
import { WaysSlot } from "./ways-engine.ts";

/** A game with the data it is made of (the exact-RTP code and the tests read the data). */
export type SlotEntry =
  | { engine: "paylines"; data: PaylinesData; game: SlotGame }
  | { engine: "ways"; data: WaysData; game: SlotGame }
  | { engine: "classic"; data: ClassicData; game: SlotGame };

/** The in-house slots, compiled once at start. */
export const SLOT_ENTRIES: readonly SlotEntry[] = [
  { engine: "paylines", data: savannaSunset, game: new PaylinesSlot(savannaSunset) },
  { engine: "paylines", data: nileHarvest, game: new PaylinesSlot(nileHarvest) },
  { engine: "ways", data: kilimanjaroAscent, game: new WaysSlot(kilimanjaroAscent) },
  { engine: "ways", data: ngomaDrums, game: new WaysSlot(ngomaDrums) },
  { engine: "classic", data: sokoSevens, game: new ClassicSlot(sokoSevens) },
  { engine: "classic", data: spiceIslandDoubles, game: new ClassicSlot(spiceIslandDoubles) },
];

export const SLOT_GAMES: readonly SlotGame[] = SLOT_ENTRIES.map((entry) => entry.game);

export function findSlotGame(slug: string): SlotGame | undefined {
  return SLOT_GAMES.find((game) => game.definition.slug === slug);
}

import { SLOT_GAMES as GAMES } from "../../../src/slots/slot-games.ts";
import type { SlotGame } from "../../../src/slots/types.ts";

/** The aggregator's slot games by slug: the very engines it plays rounds with (pure TypeScript). */
export const SLOT_GAMES: ReadonlyMap<string, SlotGame> = new Map(
  GAMES.map((game) => [game.definition.slug, game]),
);

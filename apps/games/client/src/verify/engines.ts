import { SLOT_GAMES as GAMES, type SlotGame } from "@platform/slots";

/** The aggregator's slot games by slug: the very engines it plays rounds with (pure TypeScript). */
export const SLOT_GAMES: ReadonlyMap<string, SlotGame> = new Map(
  GAMES.map((game) => [game.definition.slug, game]),
);

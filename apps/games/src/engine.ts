import { nodeFairFloats } from "@platform/fair/node";
import { SLOT_GAMES } from "@platform/slots";
import type { SlotEngine } from "./play/engine.ts";

/** The aggregator's engine: the in-house slots, each round's floats from its provably fair seeds. */
export const slotEngine: SlotEngine = {
  games: new Map(SLOT_GAMES.map((game) => [game.definition.slug, game])),
  floats: nodeFairFloats,
};

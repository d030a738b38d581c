import type { RoundSeeds } from "@platform/fair";
import type { FloatSource, SlotGame } from "@platform/slots";

export type { RoundSeeds };

/**
 * What the service plays rounds with: the slot games by slug and the provably fair float stream
 * (@platform/fair/node nodeFairFloats in production). The service never computes an outcome any other
 * way, so round recall can replay it exactly.
 */
export interface SlotEngine {
  games: ReadonlyMap<string, SlotGame>;
  floats(seeds: RoundSeeds): FloatSource;
}

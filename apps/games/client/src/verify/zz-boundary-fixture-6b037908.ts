import type { SlotGame } from "../../../src/play/engine.ts";
export type G = SlotGame;

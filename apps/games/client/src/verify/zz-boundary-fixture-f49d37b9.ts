import { engine } from "../../../games/src/engine.ts";
export const e = engine;

/** Each game's RTP and largest win, computed exactly from its strips and paytable (docs/decisions/017). */
export { classicExpectation } from "./classic-rtp.ts";
export { classicMaxWin, paylinesMaxWin, waysMaxWin } from "./max-win.ts";
export { paylinesExpectation } from "./paylines-rtp.ts";
export type { RoundExpectation } from "./round-rtp.ts";
export { waysExpectation } from "./ways-rtp.ts";

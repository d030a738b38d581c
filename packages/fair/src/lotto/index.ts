/** Lotto 5/90 and Lucky Number: bet types, paytable, exact odds, fair draws and their commitments. */
export * from "./bet-types.ts";
export * from "./draw-commitment.ts";
export * from "./draw-numbers.ts";
export * from "./lucky-number.ts";
export * from "./odds.ts";
export * from "./paytable.ts";

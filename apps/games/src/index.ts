/** The game aggregator (apps/games): what the single-port server and the bench import. */
export * from "./slots/types.ts";

/*
 * Virtual sports (issue 20; docs/decisions/047): a football league and greyhound racing, priced with
 * a published RTP per market and played from packages/fair's provably fair floats. Pure and
 * browser-safe like the rest of the package; the one dependency is @platform/fair (isomorphic).
 */
export * from "./fair-source.ts";
export * from "./football-prices.ts";
export * from "./league.ts";
export * from "./league-table.ts";
export * from "./match-day.ts";
export * from "./match-timeline.ts";
export * from "./racing/finishing-order.ts";
export * from "./racing/greyhounds.ts";
export * from "./racing/race.ts";
export * from "./racing/race-markets.ts";
export * from "./score-table.ts";
export * from "./weights.ts";

/**
 * The aggregator's own tables, one file per domain; drizzle-kit reads this file. It shares no
 * table with the platform: money moves only through the platform's seamless wallet.
 */
export * from "./schema/catalogue.ts";
export * from "./schema/crash.ts";
export * from "./schema/operators.ts";
export * from "./schema/play.ts";
export * from "./schema/sports.ts";
export * from "./schema/sports-bets.ts";
export * from "./schema/sports-jackpot.ts";
export * from "./schema/virtual.ts";
export * from "./schema/virtual-racing.ts";
export * from "./schema/wallet-calls.ts";

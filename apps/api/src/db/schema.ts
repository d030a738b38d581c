/**
 * The platform's tables, one file per domain. Features import from here; drizzle-kit reads this
 * file to generate migrations.
 */
export * from "./schema/accounts.ts";
export * from "./schema/cashier.ts";
export * from "./schema/content.ts";
export * from "./schema/draws.ts";
export * from "./schema/fica.ts";
export * from "./schema/games.ts";
export * from "./schema/jackpots.ts";
export * from "./schema/operator.ts";
export * from "./schema/promotions.ts";
export * from "./schema/referrals.ts";
export * from "./schema/safer-gambling.ts";
export * from "./schema/sandbox-pay.ts";
export * from "./schema/sites.ts";
export * from "./schema/wallet.ts";

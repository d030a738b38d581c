/**
 * The platform's tables, one file per domain. Features import from here; drizzle-kit reads this
 * file to generate migrations.
 */
export * from "./schema/accounts.ts";
export * from "./schema/cashier.ts";
export * from "./schema/content.ts";
export * from "./schema/sandbox-pay.ts";
export * from "./schema/sites.ts";
export * from "./schema/wallet.ts";

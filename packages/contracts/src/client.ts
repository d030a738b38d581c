/**
 * What browser code may import: no zod, so the home page does not ship the schema library.
 * Forms that validate in the browser import "@platform/contracts" (schemas) on their own routes.
 */
export * from "./constants.ts";
export * from "./lines-label.ts";
// The live layer's types, codes and browser client; its zod schemas stay out of the bundle.
export type * from "./live.ts";
export * from "./live-client.ts";
export * from "./live-codes.ts";
export * from "./lobby-filter.ts";
export * from "./money.ts";
export * from "./paylines.ts";
export * from "./paytable.ts";
export * from "./products.ts";
export * from "./translate.ts";

/*
 * Provably fair play, shared by the aggregator (apps/games), the API and the browser (the verifier
 * pages, the draw picker, the how-to-play odds). Everything here is isomorphic: nothing imports Node,
 * so a browser bundle can take it; the node:crypto parts are in ./node.ts (`@platform/fair/node`).
 */
export * from "./crash/index.ts";
export * from "./fair-floats.ts";
export type { FloatSource } from "./float-source.ts";
export { Fraction } from "./fraction.ts";
export * from "./how-to-verify/index.ts";
export * from "./lotto/index.ts";
export { prefixedFairFloats } from "./prefixed-fair-floats.ts";
export { PrefixedHmacSha256 } from "./prefixed-hmac.ts";
export * from "./web-fair-floats.ts";
export { Xoshiro128 } from "./xoshiro.ts";

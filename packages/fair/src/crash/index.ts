/** Crash: bustabit v2's crash point, the hash chain, the growth curve, the verifier and the wire shapes. */
export * from "./chain.ts";
export * from "./crash-point.ts";
export * from "./growth.ts";
export { bytesToHex, GAME_HASH_PATTERN, hexToBytes, wordsToHex } from "./hex.ts";
export { hmacSha256, sha256, sha256Link, sha256Repeat } from "./sha256.ts";
export * from "./verify-round.ts";
export type * from "./wire.ts";

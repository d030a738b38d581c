/*
 * drand's quicknet (League of Entropy mainnet): a threshold BLS signature every 3 s, unchained (a
 * round's signature depends on its number only), so any single round can be checked against the
 * chain's public key alone. The values are the chain's /info, fixed for the chain's life.
 */

export const QUICKNET = {
  chainHash: "52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971",
  genesisSeconds: 1_692_803_367,
  periodSeconds: 3,
  scheme: "bls-unchained-g1-rfc9380",
  /** On G2 (96 bytes compressed); signatures are on G1 (48 bytes). */
  publicKey:
    "83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a",
  /** RFC 9380 hash-to-curve on G1 with the BLS signature suite's tag (`bls-unchained-g1-rfc9380`). */
  dst: "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_",
} as const;

/** The name a match day's entropy line gives the beacon (`beacon=drand-quicknet:<round>:<randomness>`). */
export const QUICKNET_SOURCE = "drand-quicknet";

/**
 * The first round published strictly after `close` (decision 047): round 1 is published at genesis,
 * round r at genesis + (r − 1) × period, so floor((close − genesis) / period) + 1 is the latest round
 * at or before the close and the next one is the first nobody could have seen before it.
 */
export function quicknetRoundAfter(close: Date): number {
  const sinceGenesisMs = close.getTime() - QUICKNET.genesisSeconds * 1000;
  return Math.floor(sinceGenesisMs / (QUICKNET.periodSeconds * 1000)) + 2;
}

/** When `round` is published (its signature cannot exist before). */
export function quicknetRoundTime(round: number): Date {
  return new Date((QUICKNET.genesisSeconds + (round - 1) * QUICKNET.periodSeconds) * 1000);
}

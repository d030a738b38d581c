import { bytesToHex, type FloatSource, prefixedFairFloats, sha256 } from "@platform/fair";

/*
 * Where a virtual event's outcomes come from (docs/decisions/047): packages/fair's provably fair
 * floats, the Stake arithmetic, with
 *
 *   block(round) = HMAC_SHA256(key = server seed, message = `${entropy}:${eventIndex}:${round}`)
 *
 * the server seed committed (SHA-256 of its text) before betting opens, the entropy fixed when betting
 * closes, the event index the match's place in its match day (0–7; 0 for a race) and `round` the
 * counter of 32-byte blocks. Everything here is synchronous and isomorphic: packages/fair's plain
 * TypeScript SHA-256 and HMAC, no node:crypto and no WebCrypto, so the browser's verifier runs the
 * very functions the server does. node:crypto gives the same stream
 * (`nodeFairFloats({ serverSeed, clientSeed: entropy, nonce: eventIndex })`, `@platform/fair/node`,
 * match-day.test.ts checks they agree), slower for a match day: it rehashes the key and the
 * ~200-byte entropy for every block, where `prefixedFairFloats` hashes them once a match day
 * (bench/virtual.mjs; a lone race, with nothing to share, is the other way round).
 */

const encoder = new TextEncoder();

/** SHA-256 (hex) of text: the commitment of a seed, the digest of the accepted bets. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(encoder.encode(text)));
}

/**
 * The commitment published before betting opens: SHA-256 (hex) of the server seed's text, the
 * convention of the slots and the draws (`serverSeedHash`, `webServerSeedHash`), so one verifier
 * habit serves every product.
 */
export function virtualCommitment(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/**
 * An event's float stream: `floatsFor(eventIndex)` under one (server seed, entropy). `prefetch`, if
 * there, is told a match day's event indexes first, so their first blocks are hashed together.
 */
export type EventFloats = ((eventIndex: number) => FloatSource) & {
  prefetch?: (eventIndexes: readonly number[]) => void;
};

/** The fair floats of a match day or race, computed in plain TypeScript (browser and server). */
export function fairEventFloats(serverSeed: string, entropy: string): EventFloats {
  // The key and the entropy are hashed once per match day, not once per block: ~2 compressions a
  // block, four blocks at once when prefetched (WebAssembly SIMD, decision 051).
  return prefixedFairFloats(serverSeed, entropy);
}

/**
 * The public entropy fixed when betting closes. `beacon` is the source the operator cannot choose or
 * foresee: the first round of a public randomness beacon (drand's quicknet, a round every 3 s)
 * published at or after the close; the accepted bets' digest lets each player see their bet went
 * into the draw. Without a beacon (the demo, offline) the entropy is the close time and the bets'
 * digest only, which is weaker (decision 047: the operator could add bets of its own to steer it),
 * and says so by its `beacon=none`.
 */
export interface CloseEntropyParts {
  /** When betting closed (ISO 8601, UTC). */
  readonly closedAt: string;
  /** The ids of every bet accepted on the event, any order. */
  readonly acceptedBetIds: readonly string[];
  /** The beacon round published at or after the close, and its randomness (hex). */
  readonly beacon?: { readonly source: string; readonly round: number; readonly randomness: string };
}

/** SHA-256 (hex) of the accepted bet ids, sorted, one per line. */
export function acceptedBetsDigest(betIds: readonly string[]): string {
  for (const id of betIds) if (/[\n|]/.test(id)) throw new RangeError(`bet id ${JSON.stringify(id)}`);
  return sha256Hex([...betIds].sort().join("\n"));
}

/**
 * The entropy as one canonical line, e.g.
 * `v1|closed=2026-11-27T16:30:00.000Z|bets=<64 hex>|beacon=drand-quicknet:1234567:<64 hex>`,
 * readable on the verifier page and recomputable from its parts.
 */
export function closeEntropy(parts: CloseEntropyParts): string {
  const closed = new Date(parts.closedAt);
  if (Number.isNaN(closed.getTime())) throw new RangeError(`close time ${parts.closedAt}`);
  const beacon = parts.beacon;
  if (beacon) {
    if (!/^[a-z0-9-]+$/.test(beacon.source) || !Number.isSafeInteger(beacon.round) || beacon.round < 0)
      throw new RangeError("beacon source or round");
    if (!/^[0-9a-f]{64,}$/.test(beacon.randomness)) throw new RangeError("beacon randomness is not hex");
  }
  return [
    "v1",
    `closed=${closed.toISOString()}`,
    `bets=${acceptedBetsDigest(parts.acceptedBetIds)}`,
    `beacon=${beacon ? `${beacon.source}:${beacon.round}:${beacon.randomness}` : "none"}`,
  ].join("|");
}

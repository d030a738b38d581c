import {
  BYTES_PER_BLOCK,
  blockFloats,
  blockMessage,
  FLOATS_PER_BLOCK,
  type RoundSeeds,
  runOnPrecomputedFloats,
} from "./fair-floats.ts";
import type { FloatSource } from "./float-source.ts";

/*
 * The verifier's side (browser, or any runtime with WebCrypto): the same floats through
 * crypto.subtle, which is asynchronous, so they are computed first and then handed to the engine as a
 * synchronous FloatSource.
 */

const encoder = new TextEncoder();

function subtle(): typeof globalThis.crypto.subtle {
  const crypto = globalThis.crypto;
  if (!crypto?.subtle) throw new Error("WebCrypto (crypto.subtle) is not available here");
  return crypto.subtle;
}

/** The first `count` floats of a round's stream. */
export async function webFairFloats({ serverSeed, clientSeed, nonce }: RoundSeeds, count: number) {
  const key = await subtle().importKey(
    "raw",
    encoder.encode(serverSeed),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const blocks = Math.ceil(count / FLOATS_PER_BLOCK);
  const signatures = await Promise.all(
    Array.from({ length: blocks }, (_, round) =>
      subtle().sign("HMAC", key, encoder.encode(blockMessage(clientSeed, nonce, round))),
    ),
  );
  const floats = new Float64Array(count);
  signatures.forEach((signature, round) => {
    const offset = round * FLOATS_PER_BLOCK;
    blockFloats(
      new Uint8Array(signature, 0, BYTES_PER_BLOCK),
      floats,
      offset,
      Math.min(FLOATS_PER_BLOCK, count - offset),
    );
  });
  return floats;
}

/** Replays a round in the browser: `run` is the engine's play on a FloatSource. */
export function replayWithWebCrypto<T>(seeds: RoundSeeds, run: (floats: FloatSource) => T, firstCount = 64) {
  return runOnPrecomputedFloats((count) => webFairFloats(seeds, count), run, firstCount);
}

/** The commitment of a server seed (SHA-256 hex of its text), computed in the browser. */
export async function webServerSeedHash(serverSeed: string): Promise<string> {
  const digest = new Uint8Array(await subtle().digest("SHA-256", encoder.encode(serverSeed)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

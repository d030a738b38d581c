import { createHash, createHmac, randomBytes } from "node:crypto";
import { FairFloatStream, type RoundSeeds } from "./fair-floats.ts";

/*
 * The server's side of provably fair play (Node only): seeds, their commitment, and the float stream
 * of a round through node:crypto.
 */

/** A new server seed: 32 random bytes, hex. */
export function generateServerSeed(): string {
  return randomBytes(32).toString("hex");
}

/** The commitment shown before play: SHA-256 (hex) of the server seed as written (its hex string). */
export function serverSeedHash(serverSeed: string): string {
  return createHash("sha256").update(serverSeed, "utf8").digest("hex");
}

/** The lazy float stream of one round (server seed, client seed, nonce). */
export function nodeFairFloats({ serverSeed, clientSeed, nonce }: RoundSeeds): FairFloatStream {
  return new FairFloatStream(
    (message) => createHmac("sha256", serverSeed).update(message, "utf8").digest(),
    clientSeed,
    nonce,
  );
}

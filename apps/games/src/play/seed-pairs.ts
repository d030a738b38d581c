import { randomBytes } from "node:crypto";
import { generateServerSeed, serverSeedHash } from "@platform/fair/node";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { seedPairs } from "../db/schema.ts";
import { GamesError } from "../http/http-error.ts";

export type SeedPair = typeof seedPairs.$inferSelect;

/** The commitment shown before play: SHA-256 (hex) of the server seed's text (fairness module). */
export const hashServerSeed = serverSeedHash;
const newServerSeed = generateServerSeed;
/** The client seed until the player sets their own. */
export const newClientSeed = () => randomBytes(10).toString("hex");

export interface SeedOwner {
  operatorId: string;
  /** `player:<platform user id>` or `fun:<session id>`. */
  ownerKey: string;
  gameSlug: string;
}

const ownedBy = (owner: SeedOwner) =>
  and(
    eq(seedPairs.operatorId, owner.operatorId),
    eq(seedPairs.ownerKey, owner.ownerKey),
    eq(seedPairs.gameSlug, owner.gameSlug),
    isNull(seedPairs.revealedAt),
  );

/** The owner's current pair for the game, committing a new one the first time. */
export async function activeSeedPair(db: GamesDatabase, owner: SeedOwner, now: Date): Promise<SeedPair> {
  const serverSeed = newServerSeed();
  await db
    .insert(seedPairs)
    .values({
      ...owner,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: newClientSeed(),
      createdAt: now,
    })
    .onConflictDoNothing();
  const [pair] = await db.select().from(seedPairs).where(ownedBy(owner));
  if (!pair) throw new Error("no active seed pair after committing one");
  return pair;
}

/**
 * Takes the current pair's next nonce in one statement: the row lock makes two rounds never share
 * a nonce, and a round always plays the pair that is current when it starts.
 */
export async function takeNonce(
  db: GamesDatabase,
  owner: SeedOwner,
  now: Date,
): Promise<SeedPair & { nonce: number }> {
  const take = () =>
    db
      .update(seedPairs)
      .set({ nextNonce: sql`${seedPairs.nextNonce} + 1` })
      .where(ownedBy(owner))
      .returning();
  let [pair] = await take();
  if (!pair) {
    await activeSeedPair(db, owner, now);
    [pair] = await take();
  }
  if (!pair) throw new GamesError(409, "RS_ERROR_CONFLICT", "The seeds changed meanwhile. Please try again.");
  return { ...pair, nonce: pair.nextNonce - 1 };
}

/** Reveals the current pair and commits a new server seed with the player's client seed. */
export async function rotateSeedPair(
  db: GamesDatabase,
  owner: SeedOwner,
  clientSeed: string,
  now: Date,
): Promise<{ previous: SeedPair; current: SeedPair }> {
  await activeSeedPair(db, owner, now);
  return db.transaction(async (tx) => {
    const [previous] = await tx.update(seedPairs).set({ revealedAt: now }).where(ownedBy(owner)).returning();
    if (!previous)
      throw new GamesError(409, "RS_ERROR_CONFLICT", "The seeds changed meanwhile. Please try again.");
    const serverSeed = newServerSeed();
    const [current] = await tx
      .insert(seedPairs)
      .values({
        ...owner,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed,
        createdAt: now,
      })
      .returning();
    return { previous, current: current! };
  });
}

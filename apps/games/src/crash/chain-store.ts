import { createHash, randomBytes } from "node:crypto";
import { bytesToHex, sha256Repeat, walkChain, wordsToHex } from "@platform/fair/crash";
import { and, asc, desc, eq, gt, gte, isNull, ne, sql } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { crashChainCheckpoints, crashChains } from "../db/schema.ts";
import type { Clock } from "../shared/clock.ts";
import type { CrashSaltOptions } from "./crash-config.ts";

/*
 * The chain behind the rounds (docs/decisions/040-crash.md). Made once by the runner, in slices of
 * SHA-256s between which the event loop runs (10,000,000 links are about 8 s of one core here),
 * and kept as checkpoints: the seed at position L and every K-th position below, so a round's hash
 * is recomputed in at most K − 1 SHA-256s and nothing is held in memory. The terminating hash is
 * stored and published when the last link is made; the salt is fixed after that, once. The
 * operator may make the next chain ahead (`chain next`, chain-commands.ts, with `makeChain`): the
 * runner plays the first published chain with positions left, so it switches to that one.
 */

export type CrashChainRow = typeof crashChains.$inferSelect;

/** A chain rounds may be played from: published and salted. */
export type ReadyChain = CrashChainRow & { terminatingHash: string; salt: string };

export const DEMO_SALT_SOURCE =
  "Demo: 32 random bytes drawn by the aggregator right after it stored and published the terminating hash. " +
  "A real deployment declares a future public value instead (the hash of a Bitcoin block not yet mined) and sets it as CRASH_SALT once known.";

const OPERATOR_SALT_SOURCE =
  "Declared by the operator with the terminating hash and set as CRASH_SALT once its source produced it.";

/** SHA-256s per slice: about 15 ms here, so requests wait at most that long behind it. */
const SLICE = 20_000;
const CHECKPOINT_BATCH = 1_000;

export interface ChainStoreOptions {
  db: GamesDatabase;
  clock: Clock;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  length: number;
  checkpointEvery: number;
  salt: CrashSaltOptions;
  /** Tests only: the seed's text (its SHA-256 is the seed) instead of 32 random bytes. */
  seed?: string;
}

export class ChainStore {
  readonly #o: ChainStoreOptions;
  #generating: Promise<void> | null = null;
  #ready: ReadyChain | null = null;
  #warned = false;
  #stopped = false;

  constructor(options: ChainStoreOptions) {
    this.#o = options;
  }

  /** Stops a generation under way after its current slice (the next runner starts it again). */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#generating;
  }

  /**
   * The chain to play `round` from, on the runner's node: it starts making one when there is none
   * (or the last is used up), fixes the salt once it may, and answers null until all of that is done.
   */
  async chainFor(round: number | null): Promise<ReadyChain | null> {
    const cached = this.#ready;
    if (cached && (round === null || covers(cached, round))) return cached;
    if (this.#generating) return null;
    const { db } = this.#o;
    const [latest] = await db.select().from(crashChains).orderBy(desc(crashChains.id)).limit(1);
    if (latest?.state === "generating") {
      // Left half-made by a runner that died: its seed never left it, so nothing is lost by a new one.
      await db
        .delete(crashChains)
        .where(and(eq(crashChains.id, latest.id), eq(crashChains.state, "generating")));
      this.#o.log.warn({ chain: latest.id }, "crash: a chain left half-made was dropped; making a new one");
    }
    // The chain playing the round: the newest may be the next one, made ahead by the operator
    // (`chain next`), so the first published chain not yet used up is the one in play.
    const playing =
      latest && latest.state === "published" ? await this.#firstUnusedChain(round ?? 1) : undefined;
    if (!latest || !playing || (round !== null && !covers(playing, round))) {
      const firstRound = latest && latest.state === "published" ? latest.firstRound + latest.length : 1;
      this.#generate(Math.max(firstRound, round ?? 1));
      return null;
    }
    const salted = await this.#salted(playing);
    if (salted) this.#ready = salted;
    return salted;
  }

  /** The oldest published chain with positions left for `round` (by its first round, then its age). */
  async #firstUnusedChain(round: number): Promise<CrashChainRow | undefined> {
    const [chain] = await this.#o.db
      .select()
      .from(crashChains)
      .where(
        and(
          eq(crashChains.state, "published"),
          gt(sql`${crashChains.firstRound} + ${crashChains.length}`, round),
        ),
      )
      .orderBy(asc(crashChains.firstRound), asc(crashChains.id))
      .limit(1);
    return chain;
  }

  /** The hash of a chain position: from the nearest checkpoint at or above it. */
  async hashAt(chain: ReadyChain, position: number): Promise<string> {
    const [checkpoint] = await this.#o.db
      .select()
      .from(crashChainCheckpoints)
      .where(and(eq(crashChainCheckpoints.chainId, chain.id), gte(crashChainCheckpoints.position, position)))
      .orderBy(asc(crashChainCheckpoints.position))
      .limit(1);
    if (!checkpoint) throw new Error(`chain ${chain.id} has no checkpoint at or above ${position}`);
    return walkChain(checkpoint.hash, checkpoint.position - position);
  }

  /** The salt, fixed once after publication: CRASH_SALT, or the demo's draw. */
  async #salted(chain: CrashChainRow): Promise<ReadyChain | null> {
    const configured = this.#o.salt.value;
    if (chain.salt !== null) {
      if (configured && configured !== chain.salt && !this.#warned) {
        this.#warned = true;
        this.#o.log.error(
          { chain: chain.id },
          "crash: CRASH_SALT differs from the salt fixed on the chain; the fixed one stays",
        );
      }
      return chain as ReadyChain;
    }
    if (configured && (await this.#saltUsedBefore(chain, configured))) {
      if (!this.#warned) {
        this.#warned = true;
        this.#o.log.error(
          { chain: chain.id, terminatingHash: chain.terminatingHash },
          "crash: CRASH_SALT salted an earlier chain; a new chain needs a salt fixed after its own publication",
        );
      }
      return null;
    }
    const salt = configured ?? (this.#o.salt.drawAfterPublication ? randomBytes(32).toString("hex") : null);
    if (!salt) {
      if (!this.#warned) {
        this.#warned = true;
        this.#o.log.warn(
          { chain: chain.id, terminatingHash: chain.terminatingHash, saltSource: chain.saltSource },
          "crash: the chain is published; rounds start once CRASH_SALT is set",
        );
      }
      return null;
    }
    const row = await fixSalt(this.#o.db, chain.id, salt, this.#o.clock());
    this.#o.log.info({ chain: chain.id }, "crash: the salt is fixed; rounds can start");
    return row;
  }

  #saltUsedBefore(chain: CrashChainRow, salt: string): Promise<boolean> {
    return saltUsedBefore(this.#o.db, chain.id, salt);
  }

  #generate(firstRound: number): void {
    this.#generating = this.#make(firstRound)
      .catch((error: unknown) => this.#o.log.error({ err: error }, "crash: making the chain failed"))
      .finally(() => {
        this.#generating = null;
      });
  }

  async #make(firstRound: number): Promise<void> {
    const { db, clock, length, checkpointEvery } = this.#o;
    const started = clock();
    const chain = await makeChain(
      db,
      {
        length,
        checkpointEvery,
        firstRound,
        saltSource:
          this.#o.salt.source ??
          (this.#o.salt.drawAfterPublication ? DEMO_SALT_SOURCE : OPERATOR_SALT_SOURCE),
        clock,
        ...(this.#o.seed ? { seed: this.#o.seed } : {}),
      },
      () => this.#stopped,
    );
    if (!chain) return;
    this.#o.log.info(
      {
        chain: chain.id,
        length,
        terminatingHash: chain.terminatingHash,
        ms: clock().getTime() - started.getTime(),
      },
      "crash: chain made; its terminating hash is published",
    );
  }
}

/** What a new chain is: its length, checkpoints, first round and the salt's declared source. */
export interface ChainSpec {
  length: number;
  checkpointEvery: number;
  firstRound: number;
  saltSource: string;
  clock: Clock;
  /** Tests only: the seed's text (its SHA-256 is the seed) instead of 32 random bytes. */
  seed?: string;
}

/**
 * Makes a chain and publishes its terminating hash: a random seed at position L, each position
 * below the SHA-256 of the one above, in slices between which the event loop runs, keeping the
 * seed and every K-th position. The runner makes it on the database (a chain it leaves half-made
 * is dropped by the next); the command line inside one transaction, so no runner ever sees it
 * half-made. Null when `stopped` said so before the last link.
 */
export async function makeChain(
  db: GamesDatabase,
  spec: ChainSpec,
  stopped: () => boolean = () => false,
): Promise<CrashChainRow | null> {
  const { length, checkpointEvery: every, clock } = spec;
  const [chain] = await db
    .insert(crashChains)
    .values({
      length,
      checkpointEvery: every,
      firstRound: spec.firstRound,
      state: "generating",
      saltSource: spec.saltSource,
      createdAt: clock(),
    })
    .returning();
  const seed = spec.seed ? createHash("sha256").update(spec.seed).digest() : randomBytes(32);
  let pending: { chainId: number; position: number; hash: string }[] = [
    { chainId: chain!.id, position: length, hash: bytesToHex(seed) },
  ];
  const flush = async () => {
    if (pending.length === 0) return;
    await db.insert(crashChainCheckpoints).values(pending);
    pending = [];
  };
  let current: Uint8Array = seed;
  for (let position = length; position > 0; ) {
    if (stopped()) return null;
    const steps = Math.min(SLICE, position);
    const top = position;
    current = sha256Repeat(current, steps, (step, words) => {
      const at = top - step;
      if (at > 0 && at % every === 0)
        pending.push({ chainId: chain!.id, position: at, hash: wordsToHex(words) });
      return false;
    });
    position -= steps;
    if (pending.length >= CHECKPOINT_BATCH) await flush();
    await new Promise((resolve) => setImmediate(resolve));
  }
  await flush();
  const [published] = await db
    .update(crashChains)
    .set({ state: "published", terminatingHash: bytesToHex(current), publishedAt: clock() })
    .where(and(eq(crashChains.id, chain!.id), eq(crashChains.state, "generating")))
    .returning();
  return published ?? null;
}

/** A salt known before this chain was made could have been used to pick it. */
export async function saltUsedBefore(db: GamesDatabase, chainId: number, salt: string): Promise<boolean> {
  const [earlier] = await db
    .select({ id: crashChains.id })
    .from(crashChains)
    .where(and(eq(crashChains.salt, salt), ne(crashChains.id, chainId)))
    .limit(1);
  return earlier !== undefined;
}

/**
 * Fixes a published chain's salt, once (the database holds it to after the publication); the
 * chain as it now is, with the salt fixed first if another got there before.
 */
export async function fixSalt(
  db: GamesDatabase,
  chainId: number,
  salt: string,
  now: Date,
): Promise<ReadyChain | null> {
  const [fixed] = await db
    .update(crashChains)
    .set({ salt, saltFixedAt: now })
    .where(and(eq(crashChains.id, chainId), isNull(crashChains.salt)))
    .returning();
  const [row] = fixed ? [fixed] : await db.select().from(crashChains).where(eq(crashChains.id, chainId));
  return (row as ReadyChain | undefined) ?? null;
}

function covers(chain: CrashChainRow, round: number): boolean {
  return round >= chain.firstRound && round < chain.firstRound + chain.length;
}

/** A round's place in its chain: the chain's first round plays position 1. */
export function chainPositionOf(chain: CrashChainRow, round: number): number {
  return round - chain.firstRound + 1;
}

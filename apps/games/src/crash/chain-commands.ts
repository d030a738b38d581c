import { and, asc, desc, eq, gt } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { crashChains, crashRounds } from "../db/schema.ts";
import type { Clock } from "../shared/clock.ts";
import { type CrashChainRow, fixSalt, makeChain, saltUsedBefore } from "./chain-store.ts";

/*
 * The operator's commands for the crash chain's seeding events (docs/decisions/040-crash.md):
 * what the rounds play now, and the next chain made ahead, its terminating hash printed for the
 * operator to publish with the declared source of its salt. The runner switches to it when the
 * chain in play is used up (ChainStore.chainFor takes the first published chain with positions
 * left), instead of making one of its own then.
 */

/** Where a command writes: the command line prints, tests collect. */
export type Out = (line: string) => void;

export class ChainCommandError extends Error {
  override name = "ChainCommandError";
}

/** The last round made (queued rounds included): its chain is the one in play. */
async function lastRound(db: GamesDatabase) {
  const [round] = await db
    .select({ id: crashRounds.id, chainId: crashRounds.chainId })
    .from(crashRounds)
    .orderBy(desc(crashRounds.id))
    .limit(1);
  return round;
}

/** The chain rounds are played from now (the first published one before any round), and the last round. */
async function currentChain(db: GamesDatabase) {
  const round = await lastRound(db);
  const [chain] = round
    ? await db.select().from(crashChains).where(eq(crashChains.id, round.chainId))
    : await db
        .select()
        .from(crashChains)
        .where(eq(crashChains.state, "published"))
        .orderBy(asc(crashChains.firstRound), asc(crashChains.id))
        .limit(1);
  return { chain, lastRoundId: round?.id ?? null };
}

/** Chains published to follow the current one, in the order they will play. */
async function nextChains(db: GamesDatabase, current: CrashChainRow): Promise<CrashChainRow[]> {
  return db
    .select()
    .from(crashChains)
    .where(
      and(
        eq(crashChains.state, "published"),
        gt(crashChains.firstRound, current.firstRound),
        gt(crashChains.id, current.id),
      ),
    )
    .orderBy(asc(crashChains.firstRound), asc(crashChains.id));
}

function describe(out: Out, chain: CrashChainRow): void {
  out(
    `  rounds           ${chain.firstRound}–${chain.firstRound + chain.length - 1} (${chain.length} hashes)`,
  );
  out(`  terminating hash ${chain.terminatingHash ?? "(being made)"}`);
  out(`  published        ${chain.publishedAt?.toISOString() ?? "(not yet)"}`);
  out(`  salt source      ${chain.saltSource}`);
  out(
    `  salt             ${chain.salt ? `${chain.salt} (fixed ${chain.saltFixedAt!.toISOString()})` : "not fixed yet: rounds of this chain wait for it"}`,
  );
}

/** `chain status`: the chain in play (id, first round, rounds left, terminating hash, salt) and any made ahead. */
export async function chainStatus(db: GamesDatabase, out: Out): Promise<void> {
  const { chain, lastRoundId } = await currentChain(db);
  if (!chain) {
    out("No chain yet: the runner makes one when crash starts, or make it ahead with `chain next`.");
    return;
  }
  const end = chain.firstRound + chain.length - 1;
  const left = lastRoundId === null ? chain.length : Math.max(0, end - lastRoundId);
  out(`Chain ${chain.id} (in play)`);
  describe(out, chain);
  out(`  last round       ${lastRoundId === null ? "none yet" : `#${lastRoundId}`}`);
  out(`  rounds left      ${left}`);
  const next = await nextChains(db, chain);
  for (const following of next) {
    out(`Chain ${following.id} (next)`);
    describe(out, following);
  }
  if (next.length === 0) out('No next chain: make one with `chain next --salt-source "..."`.');
}

export interface NextChainOptions {
  /** What the salt will be: a public value not known yet (the hash of a future Bitcoin block …). */
  saltSource: string;
  length: number;
  checkpointEvery: number;
  clock: Clock;
  /** Tests only: the seed's text instead of 32 random bytes. */
  seed?: string;
}

/**
 * `chain next`: makes and publishes the chain that follows the one in play (its rounds continue the
 * numbering), inside one transaction so no runner sees it half-made, and prints the terminating
 * hash to publish with the salt's source. One next chain at a time: its terminating hash may
 * already be public.
 */
export async function chainNext(
  db: GamesDatabase,
  out: Out,
  options: NextChainOptions,
): Promise<CrashChainRow> {
  const saltSource = options.saltSource.trim();
  if (saltSource.length < 10 || saltSource.length > 500)
    throw new ChainCommandError(
      "--salt-source must say, in 10 to 500 characters, which future public value the salt will be.",
    );
  const [newest] = await db.select().from(crashChains).orderBy(desc(crashChains.id)).limit(1);
  if (newest?.state === "generating")
    throw new ChainCommandError(
      `The runner is making chain ${newest.id} now; try again once it is published.`,
    );
  const { chain: current } = await currentChain(db);
  if (current) {
    const [already] = await nextChains(db, current);
    if (already)
      throw new ChainCommandError(
        `Chain ${already.id} is already next (terminating hash ${already.terminatingHash}, from round ${already.firstRound}).`,
      );
  }
  const firstRound = current ? current.firstRound + current.length : 1;
  const started = Date.now();
  const chain = await db.transaction((tx) =>
    makeChain(tx, {
      length: options.length,
      checkpointEvery: options.checkpointEvery,
      firstRound,
      saltSource,
      clock: options.clock,
      ...(options.seed ? { seed: options.seed } : {}),
    }),
  );
  if (!chain) throw new Error("the next chain was not made");
  out(`Chain ${chain.id} made in ${((Date.now() - started) / 1000).toFixed(1)} s and published.`);
  describe(out, chain);
  out("Publish its terminating hash and salt source now, before the salt's source produces it.");
  out(`Then fix the salt: npm run games-operator -- chain salt ${chain.id} "<value>"`);
  out(
    current
      ? `The runner switches to it after round ${firstRound - 1}, once its salt is fixed.`
      : "The runner plays it once its salt is fixed.",
  );
  return chain;
}

/**
 * `chain salt`: fixes a published chain's salt once its declared source has produced it (instead
 * of restarting the aggregator with a new CRASH_SALT). Once only, and never a salt that salted
 * another chain: it was known before this chain was made.
 */
export async function chainSalt(
  db: GamesDatabase,
  out: Out,
  chainId: number,
  salt: string,
  clock: Clock,
): Promise<void> {
  const value = salt.trim();
  if (value.length === 0 || value.length > 200) throw new ChainCommandError("A salt is 1 to 200 characters.");
  const [chain] = await db.select().from(crashChains).where(eq(crashChains.id, chainId));
  if (chain?.state !== "published") throw new ChainCommandError(`No published chain ${chainId}.`);
  if (chain.salt !== null)
    throw new ChainCommandError(
      `Chain ${chainId}'s salt was fixed at ${chain.saltFixedAt!.toISOString()}: ${chain.salt}`,
    );
  if (await saltUsedBefore(db, chainId, value))
    throw new ChainCommandError(
      "That salt salted another chain: a chain needs one produced after its publication.",
    );
  const fixed = await fixSalt(db, chainId, value, clock());
  if (fixed?.salt !== value)
    throw new ChainCommandError(`Chain ${chainId}'s salt was fixed meanwhile: ${fixed?.salt ?? "(unknown)"}`);
  out(`Chain ${chainId}'s salt is fixed: ${value}`);
}

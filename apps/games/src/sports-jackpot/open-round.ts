import { randomUUID } from "node:crypto";
import { JACKPOT_MATCHES } from "@platform/contracts";
import { generateServerSeed } from "@platform/fair/node";
import { virtualCommitment } from "@platform/sports";
import { and, asc, desc, eq, gt, gte, like, ne, notLike, sql } from "drizzle-orm";
import {
  sportsFixtures,
  sportsJackpotPools,
  sportsJackpotRounds,
  sportsMarkets,
  sportsOutcomes,
} from "../db/schema.ts";
import type { JackpotDeps } from "./jackpot-deps.ts";

/*
 * Opening a round (the leader's job, docs/decisions/050-sports-jackpot.md): when no round is on
 * sale or waiting for results, the next 13 football fixtures not started, their pre-match 1X2 open
 * with its three outcomes active, kicking off at least `leadMs` from now and within `spanMs` of
 * the first. Sales close at the first kick-off. The server seed is drawn now and only its SHA-256
 * published; each operator's rollover from the previous round is its pool_in.
 */

/** The coupon's fixtures, or null when the book does not hold 13 yet. */
export async function couponFixtures(deps: JackpotDeps): Promise<{ id: string; startTime: Date }[] | null> {
  const now = deps.clock();
  const bettable = sql`(select count(*) from ${sportsOutcomes} where ${sportsOutcomes.eventId} = ${sportsFixtures.id}
    and ${sportsOutcomes.marketId} = 1 and ${sportsOutcomes.specifiers} = '' and ${sportsOutcomes.active}) = 3`;
  const rows = await deps.db
    .select({ id: sportsFixtures.id, startTime: sportsFixtures.startTime })
    .from(sportsFixtures)
    .innerJoin(
      sportsMarkets,
      and(
        eq(sportsMarkets.eventId, sportsFixtures.id),
        eq(sportsMarkets.marketId, 1),
        eq(sportsMarkets.specifiers, ""),
        eq(sportsMarkets.status, 1),
      ),
    )
    .where(
      and(
        // Football of a real (or the desk's simulated) feed; virtual football has rounds of its own.
        like(sportsFixtures.sportId, "%:sport:1"),
        notLike(sportsFixtures.sportId, "virtual:%"),
        eq(sportsFixtures.status, "not_started"),
        gte(sportsFixtures.startTime, new Date(now.getTime() + deps.settings.leadMs)),
        bettable,
      ),
    )
    .orderBy(asc(sportsFixtures.startTime), asc(sportsFixtures.id))
    .limit(JACKPOT_MATCHES);
  if (rows.length < JACKPOT_MATCHES) return null;
  const span = rows.at(-1)!.startTime.getTime() - rows[0]!.startTime.getTime();
  return span <= deps.settings.spanMs ? rows : null;
}

/** Opens the next round if none runs and the book allows; answers its id, or null. */
export async function openRound(deps: JackpotDeps): Promise<string | null> {
  const [running] = await deps.db
    .select({ id: sportsJackpotRounds.id })
    .from(sportsJackpotRounds)
    .where(ne(sportsJackpotRounds.status, "settled"))
    .limit(1);
  if (running) return null;
  const fixtures = await couponFixtures(deps);
  if (!fixtures) return null;
  const now = deps.clock();
  const serverSeed = generateServerSeed();
  const id = randomUUID();
  const { settings } = deps;
  return deps.db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ id: sportsJackpotRounds.id, number: sportsJackpotRounds.number })
      .from(sportsJackpotRounds)
      .orderBy(desc(sportsJackpotRounds.number))
      .limit(1);
    const [opened] = await tx
      .insert(sportsJackpotRounds)
      .values({
        id,
        number: (previous?.number ?? 0) + 1,
        status: "open",
        fixtureIds: fixtures.map((fixture) => fixture.id),
        closesAt: fixtures[0]!.startTime,
        // Published with the round: a fixture moved after it is treated as cancelled (fixture-moves.ts).
        windowEndsAt: new Date(fixtures[0]!.startTime.getTime() + settings.spanMs),
        poolShareBp: settings.poolShareBp,
        tiers: settings.tiers.map((tier) => ({ ...tier })),
        maxLines: settings.maxLines,
        commitment: virtualCommitment(serverSeed),
        serverSeed,
        openedAt: now,
      })
      // Another node opened one meanwhile (one running round: a unique index).
      .onConflictDoNothing()
      .returning({ id: sportsJackpotRounds.id });
    if (!opened) return null;
    if (previous) {
      const carried = await tx
        .select()
        .from(sportsJackpotPools)
        .where(and(eq(sportsJackpotPools.roundId, previous.id), gt(sportsJackpotPools.rolloverOut, 0)));
      if (carried.length > 0) {
        await tx.insert(sportsJackpotPools).values(
          carried.map((pool) => ({
            roundId: id,
            operatorId: pool.operatorId,
            currency: pool.currency,
            poolIn: pool.rolloverOut!,
          })),
        );
      }
    }
    return id;
  });
}

import type { CrashOwnBetView, CrashRoundView, CrashSnapshot } from "@platform/fair/crash";
import { and, desc, eq, inArray, lt, ne } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { crashBets, crashChains, crashRounds } from "../db/schema.ts";
import type { CrashChainRow } from "./chain-store.ts";
import { betView, type CrashBetRow, ownBetView, roundView } from "./crash-views.ts";

/** What the crash game's readers ask of the database: public views, never a hash before its round ended. */

export async function recentRounds(db: GamesDatabase, limit: number): Promise<CrashRoundView[]> {
  const rows = await db
    .select()
    .from(crashRounds)
    .where(eq(crashRounds.state, "crashed"))
    .orderBy(desc(crashRounds.id))
    .limit(limit);
  return rows.map(roundView);
}

/** The chains whose rounds are shown: with the salt once fixed (the terminating hash from publication). */
export async function publishedChains(db: GamesDatabase): Promise<CrashChainRow[]> {
  return db
    .select()
    .from(crashChains)
    .where(eq(crashChains.state, "published"))
    .orderBy(desc(crashChains.id));
}

export async function snapshot(db: GamesDatabase, now: Date, growthRate: number): Promise<CrashSnapshot> {
  const live = await db.select().from(crashRounds).where(ne(crashRounds.state, "crashed"));
  const current =
    live.find((round) => round.state === "running") ?? live.find((round) => round.state === "betting");
  const next = live.find((round) => round.state === "queued");
  const ids = [current?.id, next?.id].filter((id): id is number => id !== undefined);
  const bets =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(crashBets)
          .where(
            and(inArray(crashBets.roundId, ids), inArray(crashBets.state, ["active", "cashed_out", "lost"])),
          );
  return {
    server_time: now.toISOString(),
    growth_rate: growthRate,
    current: current ? roundView(current) : null,
    next: next ? roundView(next) : null,
    bets: bets.map(betView),
    recent: await recentRounds(db, 20),
  };
}

/** A player's bets, newest first (my bets), each with its round revealed once it has ended. */
export async function playerBets(
  db: GamesDatabase,
  player: { operatorId: string; playerId: string },
  options: { limit: number; before?: Date },
): Promise<CrashOwnBetView[]> {
  const rows = await db
    .select({ bet: crashBets, round: crashRounds })
    .from(crashBets)
    .innerJoin(crashRounds, eq(crashRounds.id, crashBets.roundId))
    .where(
      and(
        eq(crashBets.operatorId, player.operatorId),
        eq(crashBets.playerId, player.playerId),
        options.before ? lt(crashBets.placedAt, options.before) : undefined,
      ),
    )
    .orderBy(desc(crashBets.placedAt))
    .limit(options.limit);
  return rows.map(({ bet, round }) => ownBetView(bet, round));
}

/** The player's bets of the rounds not ended yet (a page coming back shows them as they are). */
export async function openBets(
  db: GamesDatabase,
  player: { operatorId: string; playerId: string },
): Promise<CrashBetRow[]> {
  const rows = await db
    .select({ bet: crashBets })
    .from(crashBets)
    .innerJoin(crashRounds, eq(crashRounds.id, crashBets.roundId))
    .where(
      and(
        eq(crashBets.operatorId, player.operatorId),
        eq(crashBets.playerId, player.playerId),
        ne(crashRounds.state, "crashed"),
      ),
    );
  return rows.map((row) => row.bet);
}

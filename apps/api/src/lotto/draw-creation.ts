import { DRAW_GAME_PRODUCTS, type DrawGame, type DrawSchedule } from "@platform/contracts";
import { drawClientSeed, drawCommitment, generateDrawSeed } from "@platform/fair";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { draws } from "../db/schema.ts";
import { upcomingDraws } from "./draw-schedule.ts";

/*
 * Creating draws ahead. A draw's outcome is fixed the moment it is created: its server seed is
 * drawn from the CSPRNG and its SHA-256 stored next to it, with the public client seed
 * (drawClientSeed of the game, the draw's sequence and its time); the hash is published from then
 * on, before its sales open. Nothing is ever created in the past: after a downtime the timetable
 * resumes from now, and the draws that were due meanwhile are closed, drawn and settled late.
 */

/**
 * Creates the missing draws of one game of one site, in one transaction; the number created. Only
 * times after the game's latest draw are added, with sequences following on, so the sequence has no
 * gap and no duplicate; a second run (or a second node) inserts nothing, because the unique
 * indexes (site, game, draw_at) and (site, game, sequence) turn a repeat into "on conflict do nothing".
 */
export async function createDrawsAhead(
  db: Database,
  siteId: number,
  game: DrawGame,
  schedule: DrawSchedule,
  now: Date,
): Promise<number> {
  const latestAt = async (reader: Pick<Database, "select">) => {
    const [latest] = await reader
      .select({ sequence: draws.sequence, drawAt: draws.drawAt })
      .from(draws)
      .where(and(eq(draws.siteId, siteId), eq(draws.game, game)))
      .orderBy(desc(draws.drawAt))
      .limit(1);
    return latest;
  };
  // Every tick asks; nearly always the hour ahead is already there. Only the draws missing get
  // seeds (hashing an hour of seeds per game and site every second was most of an idle node's CPU).
  const known = (await latestAt(db))?.drawAt.getTime() ?? Number.NEGATIVE_INFINITY;
  const planned = upcomingDraws(now, schedule).filter(({ drawAt }) => drawAt.getTime() > known);
  if (planned.length === 0) return 0;
  // Seeds and their hashes first: WebCrypto is asynchronous and a transaction should not wait on it.
  const seeds = await Promise.all(
    planned.map(async () => {
      const serverSeed = generateDrawSeed();
      return { serverSeed, serverSeedHash: await drawCommitment(serverSeed) };
    }),
  );
  return db.transaction(async (tx) => {
    // Read again inside: another node may have created some since.
    const latest = await latestAt(tx);
    const after = latest?.drawAt.getTime() ?? Number.NEGATIVE_INFINITY;
    let sequence = latest?.sequence ?? 0;
    // Sales of a draw open when the game's previous draw takes place (or now, for the first one).
    let opensAt = new Date(Math.max(now.getTime(), after));
    const rows = [];
    for (const [index, { drawAt, closesAt }] of planned.entries()) {
      if (drawAt.getTime() <= after) continue;
      sequence += 1;
      rows.push({
        siteId,
        game,
        sequence,
        status: "open",
        // A close longer than the interval would open a draw after it closes: then it opens at its close.
        opensAt: opensAt.getTime() < closesAt.getTime() ? opensAt : closesAt,
        closesAt,
        drawAt,
        ...seeds[index]!,
        clientSeed: drawClientSeed({ game: DRAW_GAME_PRODUCTS[game], drawId: sequence, scheduledAt: drawAt }),
      });
      opensAt = drawAt;
    }
    if (rows.length === 0) return 0;
    const inserted = await tx.insert(draws).values(rows).onConflictDoNothing().returning({ id: draws.id });
    return inserted.length;
  });
}

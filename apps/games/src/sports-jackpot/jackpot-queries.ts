import type { SportsJackpotOverview, SportsJackpotRound, SportsJackpotTicket } from "@platform/contracts";
import { and, desc, eq, inArray, lt, ne, sql } from "drizzle-orm";
import {
  sportsFixtures,
  sportsJackpotPools,
  sportsJackpotRounds,
  sportsJackpotTickets,
} from "../db/schema.ts";
import { linePriceOf } from "./jackpot-config.ts";
import type { JackpotDeps } from "./jackpot-deps.ts";
import { roundView, ticketView } from "./jackpot-views.ts";

/** The jackpot as an operator's players see it: rounds with that operator's pool, and own tickets. */

type RoundRow = typeof sportsJackpotRounds.$inferSelect;

async function viewOf(
  deps: JackpotDeps,
  round: RoundRow,
  operator: { id: string; currency: string },
): Promise<SportsJackpotRound> {
  const [fixtures, [pool], [sales]] = await Promise.all([
    deps.db.select().from(sportsFixtures).where(inArray(sportsFixtures.id, round.fixtureIds)),
    deps.db
      .select()
      .from(sportsJackpotPools)
      .where(and(eq(sportsJackpotPools.roundId, round.id), eq(sportsJackpotPools.operatorId, operator.id))),
    deps.db
      .select({ stakes: sql<string>`coalesce(sum(${sportsJackpotTickets.stake}), 0)` })
      .from(sportsJackpotTickets)
      .where(
        and(
          eq(sportsJackpotTickets.roundId, round.id),
          eq(sportsJackpotTickets.operatorId, operator.id),
          inArray(sportsJackpotTickets.state, ["open", "settling", "settled"]),
        ),
      ),
  ]);
  return roundView(round, fixtures, {
    currency: operator.currency,
    linePrice: linePriceOf(deps.settings, operator.currency),
    pool,
    salesShare: Math.floor((Number(sales?.stakes ?? 0) * round.poolShareBp) / 10_000),
  });
}

export async function jackpotOverview(
  deps: JackpotDeps,
  operator: { id: string; currency: string },
  pastLimit = 5,
): Promise<SportsJackpotOverview> {
  const [running] = await deps.db
    .select()
    .from(sportsJackpotRounds)
    .where(ne(sportsJackpotRounds.status, "settled"))
    .limit(1);
  const past = await deps.db
    .select()
    .from(sportsJackpotRounds)
    .where(eq(sportsJackpotRounds.status, "settled"))
    .orderBy(desc(sportsJackpotRounds.number))
    .limit(pastLimit);
  const view = running ? await viewOf(deps, running, operator) : null;
  return {
    open: view?.status === "open" ? view : null,
    // Closed (waiting for results or the beacon) or settling (its tickets being paid).
    running: view && view.status !== "open" ? view : null,
    beacon: deps.settings.beacon ? "drand-quicknet" : "none",
    past: await Promise.all(past.map((round) => viewOf(deps, round, operator))),
  };
}

/** The player's tickets, newest first (only theirs: operator and player from the session). */
export async function playerTickets(
  deps: JackpotDeps,
  player: { operatorId: string; playerId: string },
  options: { limit: number; before?: Date },
): Promise<SportsJackpotTicket[]> {
  const rows = await deps.db
    .select({ ticket: sportsJackpotTickets, number: sportsJackpotRounds.number })
    .from(sportsJackpotTickets)
    .innerJoin(sportsJackpotRounds, eq(sportsJackpotRounds.id, sportsJackpotTickets.roundId))
    .where(
      and(
        eq(sportsJackpotTickets.operatorId, player.operatorId),
        eq(sportsJackpotTickets.playerId, player.playerId),
        ...(options.before ? [lt(sportsJackpotTickets.placedAt, options.before)] : []),
      ),
    )
    .orderBy(desc(sportsJackpotTickets.placedAt), desc(sportsJackpotTickets.id))
    .limit(options.limit);
  return rows.map(({ ticket, number }) => ticketView(ticket, number));
}

import { and, eq, inArray } from "drizzle-orm";
import { sportsFixtures, sportsJackpotRounds } from "../db/schema.ts";
import type { JackpotDeps } from "./jackpot-deps.ts";

/*
 * A coupon's fixture moved after the round opened (docs/decisions/050-sports-jackpot.md, the
 * published rule), re-checked on every step of the job while the round is open or closed:
 * - kick-off brought earlier than the close: the close moves to it, so no ticket is sold once any
 *   match started (a purchase also refuses itself when a fixture's kick-off is past: buy-ticket.ts);
 * - kick-off moved after the round's window (the first kick-off at opening plus the span, published
 *   with the round), or the fixture postponed or cancelled: the match is treated as cancelled and
 *   gets a drawn result (cancelled-draw.ts). Once listed it stays cancelled, even if it moves back,
 *   so the treatment of a match never flips.
 * The round's row is locked, as the close and a purchase lock it.
 */

const OFF = new Set(["postponed", "cancelled"]);

export interface FixtureMoves {
  roundId: string;
  closesAt: Date | null;
  cancelled: string[];
}

/** Applies the rule to the running round; answers what changed, or null. */
export async function recheckFixtures(deps: JackpotDeps): Promise<FixtureMoves | null> {
  return deps.db.transaction(async (tx) => {
    const [round] = await tx
      .select()
      .from(sportsJackpotRounds)
      .where(inArray(sportsJackpotRounds.status, ["open", "closed"]))
      .for("update");
    if (!round) return null;
    const fixtures = await tx
      .select({ id: sportsFixtures.id, startTime: sportsFixtures.startTime, status: sportsFixtures.status })
      .from(sportsFixtures)
      .where(inArray(sportsFixtures.id, round.fixtureIds));
    const window = round.windowEndsAt?.getTime() ?? Number.POSITIVE_INFINITY;
    const cancelled = fixtures
      .filter((fixture) => !round.cancelledFixtureIds.includes(fixture.id))
      .filter((fixture) => OFF.has(fixture.status) || fixture.startTime.getTime() > window)
      .map((fixture) => fixture.id);
    const all = [...round.cancelledFixtureIds, ...cancelled];
    const first = Math.min(
      ...fixtures
        .filter((fixture) => !all.includes(fixture.id))
        .map((fixture) => fixture.startTime.getTime()),
    );
    const closesAt = round.status === "open" && first < round.closesAt.getTime() ? new Date(first) : null;
    if (cancelled.length === 0 && !closesAt) return null;
    await tx
      .update(sportsJackpotRounds)
      .set({
        cancelledFixtureIds: round.fixtureIds.filter((id) => all.includes(id)),
        ...(closesAt ? { closesAt } : {}),
      })
      .where(and(eq(sportsJackpotRounds.id, round.id), eq(sportsJackpotRounds.status, round.status)));
    return { roundId: round.id, closesAt, cancelled };
  });
}

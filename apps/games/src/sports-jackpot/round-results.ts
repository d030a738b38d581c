import { and, eq, inArray } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import {
  type JackpotMatchResult,
  type sportsJackpotRounds,
  sportsMarketCancellations,
  sportsOutcomeResults,
} from "../db/schema.ts";
import { drawCancelled, OUTCOMES_1X2 } from "./cancelled-draw.ts";

/*
 * A round's 13 results (docs/decisions/050-sports-jackpot.md): each fixture's confirmed 1X2 result,
 * or, for a cancelled match, a drawn one (cancelled-draw.ts). Cancelled means a bet_cancel of market
 * 1, a 1X2 result void in full, or the round's own rule: moved out of its window or postponed
 * (`cancelled_fixture_ids`, fixture-moves.ts). Nothing before the entropy is fixed (with drand,
 * once its round is fetched).
 */

export async function roundResults(
  tx: GamesDatabase,
  round: Pick<
    typeof sportsJackpotRounds.$inferSelect,
    "fixtureIds" | "serverSeed" | "entropy" | "drawWeights" | "cancelledFixtureIds"
  >,
): Promise<JackpotMatchResult[] | null> {
  if (!round.entropy || !round.drawWeights) return null;
  const ids = round.fixtureIds;
  const [results, cancelled] = await Promise.all([
    tx
      .select()
      .from(sportsOutcomeResults)
      .where(
        and(
          inArray(sportsOutcomeResults.eventId, ids),
          eq(sportsOutcomeResults.marketId, 1),
          eq(sportsOutcomeResults.specifiers, ""),
        ),
      ),
    tx
      .select({ eventId: sportsMarketCancellations.eventId })
      .from(sportsMarketCancellations)
      .where(
        and(
          inArray(sportsMarketCancellations.eventId, ids),
          eq(sportsMarketCancellations.marketId, 1),
          eq(sportsMarketCancellations.specifiers, ""),
        ),
      ),
  ]);
  const out: JackpotMatchResult[] = [];
  for (const [index, id] of ids.entries()) {
    const rows = results.filter((row) => row.eventId === id);
    const voided = rows.length > 0 && rows.every((row) => row.voidFactor === 1);
    if (voided || round.cancelledFixtureIds.includes(id) || cancelled.some((row) => row.eventId === id)) {
      out.push({
        outcome: drawCancelled(round.serverSeed, round.entropy, index, round.drawWeights[index]!),
        drawn: true,
      });
      continue;
    }
    const won = rows.find((row) => row.result === 1 && row.certainty === "confirmed");
    const outcome = OUTCOMES_1X2.find((candidate) => candidate === won?.outcomeId);
    if (!outcome) return null;
    out.push({ outcome, drawn: false });
  }
  return out;
}

import { closeEntropy } from "@platform/sports";
import { and, eq, inArray, lte } from "drizzle-orm";
import { sportsJackpotRounds, sportsJackpotTickets, sportsOutcomes } from "../db/schema.ts";
import { quicknetRoundAfter } from "../virtual/drand/quicknet.ts";
import { drawWeightsOf, OUTCOMES_1X2 } from "./cancelled-draw.ts";
import type { JackpotDeps } from "./jackpot-deps.ts";

/*
 * The close (first kick-off): the round stops selling and fixes what a cancelled match's draw
 * needs. The entropy is decision 047's canonical line: the close time, the SHA-256 of every ticket
 * recorded (sorted ids) and the beacon. With drand configured the close only fixes which quicknet
 * round counts, the first after the close time (computed from the chain's genesis and period, so
 * the close never waits on the network); the entropy is written once the job has fetched and
 * verified that round (beacon-entropy.ts). Without (`beacon=none`, the demo) it is written now.
 * The 13 fixtures' 1X2 probabilities as the book holds them at the close, the last pre-match ones
 * the players saw, are rounded to weights and published. The round's row is locked first: a
 * purchase holds it FOR SHARE until it commits, so every ticket recorded is in the digest and none
 * is recorded after it.
 */
export async function closeDueRound(deps: JackpotDeps): Promise<string | null> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [round] = await tx
      .select()
      .from(sportsJackpotRounds)
      .where(and(eq(sportsJackpotRounds.status, "open"), lte(sportsJackpotRounds.closesAt, now)))
      .for("update");
    if (!round) return null;
    const tickets = await tx
      .select({ id: sportsJackpotTickets.id })
      .from(sportsJackpotTickets)
      .where(eq(sportsJackpotTickets.roundId, round.id));
    const prices = await tx
      .select({
        eventId: sportsOutcomes.eventId,
        outcomeId: sportsOutcomes.outcomeId,
        probability: sportsOutcomes.probability,
      })
      .from(sportsOutcomes)
      .where(
        and(
          inArray(sportsOutcomes.eventId, round.fixtureIds),
          eq(sportsOutcomes.marketId, 1),
          eq(sportsOutcomes.specifiers, ""),
        ),
      );
    const drawWeights = round.fixtureIds.map((fixture) => {
      const of = prices.filter((price) => price.eventId === fixture);
      const probabilities = OUTCOMES_1X2.map(
        (outcome) => of.find((price) => price.outcomeId === outcome)?.probability ?? 0,
      );
      return drawWeightsOf(of.length === 3 ? probabilities : null);
    });
    const beaconRound = deps.settings.beacon ? quicknetRoundAfter(round.closesAt) : null;
    const entropy =
      beaconRound === null
        ? closeEntropy({
            closedAt: round.closesAt.toISOString(),
            acceptedBetIds: tickets.map((ticket) => ticket.id),
          })
        : null;
    await tx
      .update(sportsJackpotRounds)
      .set({ status: "closed", entropy, beaconRound, drawWeights, closedAt: now })
      .where(eq(sportsJackpotRounds.id, round.id));
    return round.id;
  });
}

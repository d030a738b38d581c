import { closeEntropy } from "@platform/sports";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { sportsJackpotRounds, sportsJackpotTickets } from "../db/schema.ts";
import { waitForBeacon } from "../virtual/beacon-wait.ts";
import { QUICKNET_SOURCE, quicknetRoundTime } from "../virtual/drand/quicknet.ts";
import type { JackpotDeps } from "./jackpot-deps.ts";

/*
 * The close's beacon, fetched after the close (docs/decisions/050-sports-jackpot.md): the close
 * fixed drand quicknet's round (`beacon_round`, the first after the close time); any step of the
 * job from that round's time on asks the relays for it, accepts it only BLS-verified against the
 * chain's key (drand-beacon.ts), and writes the entropy
 * `v1|closed=…|bets=…|beacon=drand-quicknet:<round>:<randomness>`, the same line as a virtual match
 * day's. A relay down or lying only delays it: the step gives up after `beaconWaitMs` and the next
 * one tries again, for the same round (never another, never none). Settlement needs the entropy
 * (a cancelled match's draw), so it waits for the beacon. The tickets are those the close saw: none
 * is recorded once the round is closed.
 */

export type BeaconStep = "none" | "waiting" | "fixed" | "failed";

export async function fetchCloseBeacon(
  deps: JackpotDeps,
  log?: { warn(obj: object, msg: string): void },
): Promise<BeaconStep> {
  const beacon = deps.settings.beacon;
  if (!beacon) return "none";
  const [round] = await deps.db
    .select()
    .from(sportsJackpotRounds)
    .where(
      and(
        eq(sportsJackpotRounds.status, "closed"),
        isNull(sportsJackpotRounds.entropy),
        isNotNull(sportsJackpotRounds.beaconRound),
      ),
    )
    .limit(1);
  if (!round?.beaconRound) return "none";
  if (deps.clock().getTime() < quicknetRoundTime(round.beaconRound).getTime()) return "waiting";
  const answer = await waitForBeacon(beacon, round.closesAt, deps.settings.beaconWaitMs);
  const value = "value" in answer ? answer.value : null;
  if (!value || value.source !== QUICKNET_SOURCE || value.round !== round.beaconRound) {
    log?.warn(
      {
        round: round.id,
        beaconRound: round.beaconRound,
        error: "error" in answer ? String(answer.error) : value,
      },
      "sports jackpot: the close's drand round is not available yet",
    );
    return "failed";
  }
  const tickets = await deps.db
    .select({ id: sportsJackpotTickets.id })
    .from(sportsJackpotTickets)
    .where(eq(sportsJackpotTickets.roundId, round.id));
  const entropy = closeEntropy({
    closedAt: round.closesAt.toISOString(),
    acceptedBetIds: tickets.map((ticket) => ticket.id),
    beacon: value,
  });
  await deps.db
    .update(sportsJackpotRounds)
    .set({ entropy })
    .where(and(eq(sportsJackpotRounds.id, round.id), isNull(sportsJackpotRounds.entropy)));
  return "fixed";
}

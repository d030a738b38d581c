import { type EventFloats, fairEventFloats, virtualCommitment } from "../fair-source.ts";
import { type OrderTable, orderTable, type RaceOutcome, raceTimeline } from "./finishing-order.ts";
import type { Runner } from "./greyhounds.ts";

/**
 * A race played and verified by the match day's scheme (decision 047): commitment SHA-256(server
 * seed) before betting opens, entropy fixed at the close, the race the event index 0 of the stream
 * (server seed, entropy).
 */
export const RACE_EVENT_INDEX = 0;

/** Strengths in trap order, as orderTable takes them. */
export function cardStrengths(card: readonly Runner[]): number[] {
  return [...card].sort((a, b) => a.trap - b.trap).map((runner) => runner.strength);
}

/** Plays a race; `table` (the card's order table, also its prices') may be passed to skip rebuilding it. */
export function playRace(
  card: readonly Runner[],
  floatsFor: EventFloats,
  table: OrderTable = orderTable(cardStrengths(card)),
): RaceOutcome {
  return raceTimeline(table, floatsFor(RACE_EVENT_INDEX));
}

export interface RaceClaim {
  readonly serverSeed: string;
  readonly commitment: string;
  readonly entropy: string;
  readonly card: readonly Runner[];
  /** The finishing order the operator settled (traps, winner first). */
  readonly publishedOrder?: readonly number[];
}

export interface RaceVerification {
  readonly commitmentOk: boolean;
  readonly outcome: RaceOutcome;
  readonly orderMatches: boolean;
  readonly verified: boolean;
}

/** Replays a race from its revealed seed (pure, synchronous, browser-safe). */
export function verifyRace(claim: RaceClaim): RaceVerification {
  const commitmentOk = virtualCommitment(claim.serverSeed) === claim.commitment.trim().toLowerCase();
  const outcome = playRace(claim.card, fairEventFloats(claim.serverSeed, claim.entropy));
  const orderMatches =
    claim.publishedOrder === undefined ||
    (claim.publishedOrder.length === outcome.order.length &&
      claim.publishedOrder.every((trap, i) => outcome.order[i] === trap));
  return { commitmentOk, outcome, orderMatches, verified: commitmentOk && orderMatches };
}

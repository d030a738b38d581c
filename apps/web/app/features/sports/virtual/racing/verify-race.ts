import type { VirtualRace } from "@platform/contracts";
import { type RaceOutcome, verifyRace, virtualCommitment } from "@platform/sports";

/*
 * The browser's check of a settled race (decision 047): SHA-256 of the revealed seed against the
 * commitment published before betting, then the race replayed from the seed and the entropy line
 * (`verifyRace`, nothing sent anywhere) against the finish the page showed: order and times.
 */

export interface RaceVerdict {
  hash: string;
  commitmentOk: boolean;
  replayed: RaceOutcome;
  /** The replayed order and times are the served ones. */
  finishOk: boolean;
  verified: boolean;
}

export function verifyServedRace(race: VirtualRace): RaceVerdict | null {
  if (!race.server_seed || !race.entropy) return null;
  const result = verifyRace({
    serverSeed: race.server_seed,
    commitment: race.commitment,
    entropy: race.entropy,
    card: race.runners.map(({ trap, id, name, strength }) => ({ trap, id, name, strength })),
    publishedOrder: race.finish.map((finisher) => finisher.trap),
  });
  const timesOk =
    race.finish.length === result.outcome.order.length &&
    race.finish.every((finisher) => result.outcome.timesMs[finisher.trap - 1] === finisher.time_ms);
  const finishOk = result.orderMatches && timesOk;
  return {
    hash: virtualCommitment(race.server_seed),
    commitmentOk: result.commitmentOk,
    replayed: result.outcome,
    finishOk,
    verified: result.commitmentOk && finishOk,
  };
}

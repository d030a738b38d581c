import { isLiveChannel, liveUserChannel } from "@platform/contracts/client";
import { type CrashPublication, multiplierAt } from "@platform/fair/crash";
import type { LiveBus } from "@platform/server/live";
import {
  betView,
  type CrashBetRow,
  type CrashRoundRow,
  crashPlayerKey,
  ownBetView,
  roundView,
} from "./crash-views.ts";

/** The public channel of the crash game: rounds, every player's bets, sync frames. */
export const CRASH_CHANNEL = "crash";

/** Bets per publication: a 500-player round's cash-outs go out in a few frames, not one huge one. */
const BETS_PER_FRAME = 200;

/** A player's private channel: their own bets only (decision 039's `user:{owner}`). */
export function crashPlayerChannel(operatorId: string, playerId: string): string {
  return liveUserChannel(crashPlayerKey(operatorId, playerId));
}

/**
 * Publishes what happened, after it was committed, on the live bus (one process's memory or Redis
 * across nodes). Every publication is absolute state (a round or bet as it now is), so a repeat or
 * one that follows a snapshot changes nothing. A failed publish is logged: clients recover from
 * the next one or the snapshot.
 */
export class CrashPublisher {
  constructor(
    private readonly bus: LiveBus,
    private readonly log: { error(obj: object, msg: string): void },
    private readonly growthRate: number,
  ) {}

  round(round: CrashRoundRow, now: Date): void {
    this.#publish(CRASH_CHANNEL, { type: "round", round: roundView(round), server_time: now.toISOString() });
  }

  bets(roundId: number, bets: CrashBetRow[]): void {
    for (let at = 0; at < bets.length; at += BETS_PER_FRAME) {
      this.#publish(CRASH_CHANNEL, {
        type: "bets",
        round: roundId,
        bets: bets.slice(at, at + BETS_PER_FRAME).map(betView),
      });
    }
  }

  /** Each bet to its own player's channel (the round, to reveal it once ended). */
  own(bets: CrashBetRow[], round: Pick<CrashRoundRow, "state" | "crashPoint" | "hash"> | null): void {
    for (const bet of bets) {
      const channel = crashPlayerChannel(bet.operatorId, bet.playerId);
      // A player id the channel grammar cannot carry gets no private channel (its requests still answer).
      if (isLiveChannel(channel)) this.#publish(channel, { type: "own_bet", bet: ownBetView(bet, round) });
    }
  }

  sync(round: CrashRoundRow, now: Date): void {
    const running = round.state === "running" && round.startedAt;
    this.#publish(CRASH_CHANNEL, {
      type: "sync",
      round: round.id,
      state: round.state,
      server_time: now.toISOString(),
      multiplier: running ? multiplierAt(now.getTime() - round.startedAt!.getTime(), this.growthRate) : null,
    });
  }

  #publish(channel: string, data: CrashPublication | { type: "own_bet"; bet: unknown }): void {
    this.bus.publish(channel, data).catch((error: unknown) => {
      this.log.error({ err: error, channel }, "crash: a live publication failed");
    });
  }
}

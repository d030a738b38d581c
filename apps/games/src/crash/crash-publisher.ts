import type { WalletAnswer } from "@platform/contracts";
import { isLiveChannel, liveUserChannel } from "@platform/contracts/client";
import {
  type CrashOwnPublication,
  type CrashPublication,
  type CrashWalletBalance,
  multiplierAt,
} from "@platform/fair/crash";
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

/** A wallet answer as a player's channel carries it, stamped with when it was received. */
export function walletBalance(answer: WalletAnswer, receivedAt: Date): CrashWalletBalance {
  return {
    balance: answer.balance,
    cash: answer.cash,
    promo: answer.promo,
    currency: answer.currency,
    at: receivedAt.toISOString(),
  };
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

  /**
   * Each bet to its own player's channel (the round, to reveal it once ended), with the balance the
   * wallet answered when that answer is what changed the bet (so the page need not ask for it).
   */
  own(
    bets: CrashBetRow[],
    round: Pick<CrashRoundRow, "state" | "crashPoint" | "hash"> | null,
    balance?: CrashWalletBalance,
  ): void {
    for (const bet of bets) {
      const channel = crashPlayerChannel(bet.operatorId, bet.playerId);
      // A player id the channel grammar cannot carry gets no private channel (its requests still answer).
      if (!isLiveChannel(channel)) continue;
      const publication: CrashOwnPublication = { type: "own_bet", bet: ownBetView(bet, round) };
      if (balance) publication.balance = balance;
      this.#publish(channel, publication);
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

  #publish(channel: string, data: CrashPublication | CrashOwnPublication): void {
    this.bus.publish(channel, data).catch((error: unknown) => {
      this.log.error({ err: error, channel }, "crash: a live publication failed");
    });
  }
}

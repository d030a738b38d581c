import { walletAnswerSchema } from "@platform/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { crashBets, crashRounds, walletCalls } from "../db/schema.ts";
import type { ProductRounds } from "../play/settlement.ts";
import type { WalletCall } from "../wallet/wallet-calls.ts";
import type { WalletOutcome } from "../wallet/wallet-client.ts";
import { type CrashPublisher, walletBalance } from "./crash-publisher.ts";

/**
 * Crash's side of the shared outbox (play/settlement.ts): when a bet's closing call (win, zero win
 * or rollback) is acknowledged, the bet is settled and keeps the balance the wallet answered; its
 * player hears of it on their channel, with that answer's balance (stamped with the answer's receipt). A call refused for good stays parked in the outbox for an
 * operator, the bet unsettled.
 */
export class CrashBook implements ProductRounds {
  #publisher: CrashPublisher | null = null;

  constructor(private readonly db: GamesDatabase) {}

  /** The publisher is made with the live layer, after the settlement that calls this. */
  publishWith(publisher: CrashPublisher): void {
    this.#publisher = publisher;
  }

  async concluded(
    tx: GamesDatabase,
    call: WalletCall,
    verdict: "done" | "failed",
    outcome: WalletOutcome,
    now: Date,
  ): Promise<void> {
    if (verdict !== "done") return;
    await tx
      .update(crashBets)
      .set({ settledAt: now, ...(outcome.kind === "ok" ? { balance: BigInt(outcome.answer.balance) } : {}) })
      .where(and(eq(crashBets.id, call.roundId), isNull(crashBets.settledAt)));
  }

  afterConcluded(call: WalletCall, verdict: "done" | "failed"): void {
    const publisher = this.#publisher;
    if (verdict !== "done" || !publisher) return;
    void this.db
      .select({
        bet: crashBets,
        round: crashRounds,
        answer: walletCalls.answer,
        answeredAt: walletCalls.updatedAt,
      })
      .from(crashBets)
      .innerJoin(crashRounds, eq(crashRounds.id, crashBets.roundId))
      .leftJoin(walletCalls, eq(walletCalls.transactionId, call.transactionId))
      .where(eq(crashBets.id, call.roundId))
      .then(([row]) => {
        if (!row) return;
        // The closing call's answer as the outbox stored it when it was acknowledged.
        const answer = walletAnswerSchema.safeParse(row.answer);
        const balance =
          answer.success && row.answeredAt ? walletBalance(answer.data, row.answeredAt) : undefined;
        publisher.own([row.bet], row.round, balance);
      })
      // A notice only: the player's next snapshot or my bets shows the same.
      .catch(() => undefined);
  }
}

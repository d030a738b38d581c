import { randomUUID } from "node:crypto";
import type { CrashOwnBetView } from "@platform/fair/crash";
import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import { stakeLadder } from "../catalogue/bet-levels.ts";
import type { GamesDatabase } from "../db/database.ts";
import { crashBets, crashRounds, walletCalls } from "../db/schema.ts";
import { GamesError } from "../http/http-error.ts";
import type { AuthorizedSession } from "../play/sessions.ts";
import { walletRefusal } from "../play/sessions.ts";
import type { Settlement } from "../play/settlement.ts";
import type { Clock } from "../shared/clock.ts";
import { refuseBetCall } from "../wallet/bet-call-answers.ts";
import { transactionId } from "../wallet/wallet-calls.ts";
import { abandonBetCalls, betCallRow, queueClosingCalls } from "./bet-calls.ts";
import { CRASH_MAX_MULTIPLIER } from "./crash-config.ts";
import { type CrashPublisher, walletBalance } from "./crash-publisher.ts";
import { type CrashBetRow, ownBetView } from "./crash-views.ts";
import type { Deliveries } from "./deliveries.ts";
import { isUniqueViolation } from "./pg-errors.ts";

/*
 * Placing and cancelling bets, on any node. A bet goes to the round taking bets, or — while a round
 * runs, or once its window closed — to the round queued after it. Like a spin, it is on record
 * (state `placing`, its bet call in the outbox) before the bet call leaves; the wallet's answer
 * makes it `active`, `refused`, or (never answered) refunded by a rollback.
 */

export interface BetInput {
  slot: 1 | 2;
  amount: number;
  /** Hundredths, at least 101; null: cash out by hand. */
  auto_cash_out: number | null;
}

export interface BetRefusal {
  slot: 1 | 2;
  code: string;
  message: string;
  status: number;
  balance?: number;
}

export interface CrashBetsOptions {
  db: GamesDatabase;
  settlement: Settlement;
  deliveries: Deliveries;
  publisher: CrashPublisher;
  clock: Clock;
  leaseMs: number;
}

/** Any whole amount between the operator's smallest and largest stake of its ladder. */
export function betLimits(currency: string): { min: number; max: number } {
  const ladder = stakeLadder(currency);
  return { min: ladder[0] ?? 1, max: ladder.at(-1) ?? 1 };
}

export class CrashBets {
  constructor(private readonly o: CrashBetsOptions) {}

  /** One or two bets, each on its own (one may be refused while the other is placed). */
  async place(
    authorized: AuthorizedSession & { token: string },
    inputs: BetInput[],
  ): Promise<{ placed: CrashOwnBetView[]; refused: BetRefusal[] }> {
    const results = await Promise.all(inputs.map((input) => this.#placeOne(authorized, input)));
    const placed: CrashOwnBetView[] = [];
    const refused: BetRefusal[] = [];
    results.forEach((result, index) => {
      const slot = inputs[index]!.slot;
      if ("bet" in result) placed.push(ownBetView(result.bet, null));
      else
        refused.push({
          slot,
          code: result.error.code,
          message: result.error.message,
          status: result.error.statusCode,
          ...(result.error.balance === undefined ? {} : { balance: result.error.balance }),
        });
    });
    return { placed, refused };
  }

  async #placeOne(
    { session, token }: AuthorizedSession & { token: string },
    input: BetInput,
  ): Promise<{ bet: CrashBetRow } | { error: GamesError }> {
    const { db, settlement, clock, leaseMs } = this.o;
    const limits = betLimits(session.currency);
    if (input.amount < limits.min || input.amount > limits.max) {
      return {
        error: new GamesError(400, "RS_ERROR_WRONG_BET", `A bet is between ${limits.min} and ${limits.max}.`),
      };
    }
    if (
      input.auto_cash_out !== null &&
      (input.auto_cash_out < 101 || input.auto_cash_out > CRASH_MAX_MULTIPLIER)
    ) {
      return {
        error: new GamesError(400, "RS_ERROR_WRONG_AUTO_CASH_OUT", "An auto cash-out is at least 1.01×."),
      };
    }
    let placing: CrashBetRow;
    try {
      placing = await this.#record(session, token, input, clock());
    } catch (error) {
      if (error instanceof GamesError) return { error };
      if (isUniqueViolation(error)) {
        return {
          error: new GamesError(
            409,
            "RS_ERROR_SLOT_TAKEN",
            "You already have a bet in this slot for this round.",
          ),
        };
      }
      throw error;
    }

    const { call, outcome } = await settlement.sendBet(transactionId(placing.id, "bet"));
    const now = clock();
    if (outcome.kind === "ok") {
      const active = await db.transaction(async (tx) => {
        const [bet] = await tx
          .update(crashBets)
          .set({ state: "active", balance: BigInt(outcome.answer.balance) })
          .where(and(eq(crashBets.id, placing.id), eq(crashBets.state, "placing")))
          .returning();
        await tx
          .update(walletCalls)
          .set({
            ...(bet ? { status: "acknowledged" as const } : {}),
            answer: outcome.answer,
            lastError: null,
            updatedAt: now,
          })
          .where(eq(walletCalls.transactionId, call.transactionId));
        return bet;
      });
      // The round started without it (its answer came after the grace): the start refunds it.
      if (!active) return { error: unconfirmed() };
      this.o.publisher.bets(active.roundId, [active]);
      // The stake left the player's balance: their channel hears the wallet's new balance with it.
      this.o.publisher.own([active], null, walletBalance(outcome.answer, now));
      return { bet: active };
    }
    if (outcome.kind === "refused" && outcome.code !== "RS_ERROR_DUPLICATE_TRANSACTION") {
      await db.transaction(async (tx) => {
        const [refused] = await tx
          .update(crashBets)
          .set({ state: "refused", refusal: outcome.code, decidedAt: now })
          .where(and(eq(crashBets.id, placing.id), eq(crashBets.state, "placing")))
          .returning();
        if (!refused) return;
        await refuseBetCall(tx, call.transactionId, outcome, now);
      });
      return { error: walletRefusal(outcome) };
    }
    // No answer (or another body under the id): the bet is given up and rolled back.
    const calls = await db.transaction(async (tx) => {
      const refunded = await tx
        .update(crashBets)
        .set({ state: "refunded", refundReason: "unconfirmed", decidedAt: now })
        .where(and(eq(crashBets.id, placing.id), eq(crashBets.state, "placing")))
        .returning();
      await abandonBetCalls(
        tx,
        refunded.map((bet) => bet.id),
        "bet not confirmed",
        now,
      );
      return queueClosingCalls(tx, refunded, "rollback", now, leaseMs);
    });
    this.o.deliveries.send(calls);
    return { error: unconfirmed() };
  }

  /** The bet and its bet call, on the round taking bets or the queued one, in one transaction. */
  async #record(
    session: AuthorizedSession["session"],
    token: string,
    input: BetInput,
    now: Date,
  ): Promise<CrashBetRow> {
    return this.o.db.transaction(async (tx) => {
      // Shared lock on the round: a start (which locks it to update) waits, or has already moved it on.
      const [round] = await tx
        .select({ id: crashRounds.id })
        .from(crashRounds)
        .where(
          or(
            eq(crashRounds.state, "queued"),
            and(eq(crashRounds.state, "betting"), gt(crashRounds.bettingEndsAt, now)),
          ),
        )
        .orderBy(sql`${crashRounds.state} = 'betting' desc`)
        .limit(1)
        .for("share");
      if (!round) {
        throw new GamesError(
          503,
          "RS_ERROR_CRASH_NOT_READY",
          "No round is taking bets yet. Please try again shortly.",
        );
      }
      const [bet] = await tx
        .insert(crashBets)
        .values({
          id: randomUUID(),
          roundId: round.id,
          operatorId: session.operatorId,
          playerId: session.playerId!,
          sessionId: session.id,
          slot: input.slot,
          amount: BigInt(input.amount),
          currency: session.currency,
          autoCashOut: input.auto_cash_out,
          state: "placing",
          placedAt: now,
        })
        .returning();
      await tx.insert(walletCalls).values(betCallRow(bet!, token, now, this.o.leaseMs));
      return bet!;
    });
  }

  /** A bet taken back before its round starts: its stake is rolled back. */
  async cancel({ session }: AuthorizedSession, betId: string): Promise<CrashOwnBetView> {
    const { db, clock, leaseMs } = this.o;
    const now = clock();
    const result = await db.transaction(async (tx) => {
      const [bet] = await tx
        .select()
        .from(crashBets)
        .where(
          and(
            eq(crashBets.id, betId),
            eq(crashBets.operatorId, session.operatorId),
            eq(crashBets.playerId, session.playerId!),
          ),
        );
      if (!bet) throw betNotFound();
      if (bet.state === "placing") {
        throw new GamesError(
          409,
          "RS_ERROR_BET_PENDING",
          "This bet is still being placed. Please try again.",
        );
      }
      // The round locked against its start: cancelled only while it has not begun.
      const [open] = await tx
        .select({ id: crashRounds.id })
        .from(crashRounds)
        .where(and(eq(crashRounds.id, bet.roundId), inArray(crashRounds.state, ["queued", "betting"])))
        .for("share");
      if (!open || bet.state !== "active") {
        throw new GamesError(
          409,
          "RS_ERROR_BET_CLOSED",
          "This bet can no longer be cancelled: its round has started.",
        );
      }
      const [refunded] = await tx
        .update(crashBets)
        .set({ state: "refunded", refundReason: "cancelled", decidedAt: now })
        .where(and(eq(crashBets.id, bet.id), eq(crashBets.state, "active")))
        .returning();
      if (!refunded) throw new GamesError(409, "RS_ERROR_BET_CLOSED", "This bet can no longer be cancelled.");
      const calls = await queueClosingCalls(tx, [refunded], "rollback", now, leaseMs);
      return { bet: refunded, calls };
    });
    this.o.deliveries.send(result.calls);
    this.o.publisher.bets(result.bet.roundId, [result.bet]);
    this.o.publisher.own([result.bet], null);
    return ownBetView(result.bet, null);
  }
}

export const betNotFound = () =>
  new GamesError(404, "RS_ERROR_BET_NOT_FOUND", "There is no such bet of yours.");

const unconfirmed = () =>
  new GamesError(
    503,
    "RS_ERROR_BET_UNCONFIRMED",
    "Your bet could not be confirmed in time, so it was cancelled and its stake returned.",
  );

import { randomUUID } from "node:crypto";
import type { Round as RoundView, SlotOutcome } from "@platform/contracts";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Catalogue } from "../catalogue/catalogue.ts";
import type { GamesDatabase } from "../db/database.ts";
import { gameSessions, rounds, walletCalls } from "../db/schema.ts";
import { GamesError } from "../http/http-error.ts";
import type { Clock } from "../shared/clock.ts";
import { betRequest, transactionId } from "../wallet/wallet-calls.ts";
import type { SlotEngine } from "./engine.ts";
import { claimPlayerSpinStart, claimSpinStart } from "./pacing.ts";
import { roundView } from "./round-view.ts";
import { takeNonce } from "./seed-pairs.ts";
import { type AuthorizedSession, type GameSessionRow, seedOwner, walletRefusal } from "./sessions.ts";
import type { Settlement } from "./settlement.ts";

export interface SpinsOptions {
  db: GamesDatabase;
  catalogue: Catalogue;
  engine: SlotEngine;
  settlement: Settlement;
  clock: Clock;
  /** How long the job leaves a freshly sent bet to the player's request. */
  leaseMs?: number;
}

/**
 * One paid spin. The outcome is computed from the seeds before any money moves and stored with
 * the round; fun play settles in one transaction on the visitor's play money, real play goes
 * bet → win through the platform's seamless wallet (settlement.ts).
 */
export class Spins {
  constructor(private readonly options: SpinsOptions) {}

  async spin({ session, token }: AuthorizedSession, bet: number): Promise<RoundView> {
    const { catalogue, engine } = this.options;
    const game = await catalogue.game(session.operatorId, session.gameSlug);
    const slot = engine.games.get(session.gameSlug);
    if (!game?.playable || !slot)
      throw new GamesError(404, "RS_ERROR_GAME_NOT_FOUND", "This game is not offered here.");
    if (!game.bets.includes(bet)) {
      throw new GamesError(400, "RS_ERROR_WRONG_BET", "Please choose one of the game's stakes.");
    }
    const play = (seeds: { serverSeed: string; clientSeed: string; nonce: number }): SlotOutcome =>
      slot.play(engine.floats(seeds), bet);
    if (session.mode === "fun") return this.#fun(session, bet, play);
    if (!token) throw new Error(`real session ${session.id} authorized without its launch token`);
    return this.#real(session, token, bet, game.name, play);
  }

  async #fun(
    session: GameSessionRow,
    bet: number,
    play: (seeds: { serverSeed: string; clientSeed: string; nonce: number }) => SlotOutcome,
  ): Promise<RoundView> {
    const { db, clock } = this.options;
    const now = clock();
    return db.transaction(async (tx) => {
      await claimSpinStart(tx, session.id, now);
      const pair = await takeNonce(tx, seedOwner(session), now);
      const outcome = play(pair);
      const win = BigInt(outcome.total_win);
      const [purse] = await tx
        .update(gameSessions)
        .set({ funBalance: sql`${gameSessions.funBalance} - ${bet}::bigint + ${outcome.total_win}::bigint` })
        .where(and(eq(gameSessions.id, session.id), gte(gameSessions.funBalance, BigInt(bet))))
        .returning({ funBalance: gameSessions.funBalance });
      if (!purse) {
        const [current] = await tx
          .select({ funBalance: gameSessions.funBalance })
          .from(gameSessions)
          .where(eq(gameSessions.id, session.id));
        // Thrown inside the transaction: the spin start and the nonce are not used up.
        throw new GamesError(
          402,
          "RS_ERROR_NOT_ENOUGH_MONEY",
          "Not enough play money for this stake.",
          Number(current?.funBalance ?? 0n),
        );
      }
      const [round] = await tx
        .insert(rounds)
        .values({
          id: randomUUID(),
          sessionId: session.id,
          operatorId: session.operatorId,
          gameSlug: session.gameSlug,
          mode: "fun",
          playerId: null,
          currency: session.currency,
          bet: BigInt(bet),
          win,
          status: "settled",
          seedPairId: pair.id,
          nonce: pair.nonce,
          outcome,
          balance: purse.funBalance,
          createdAt: now,
          settledAt: now,
        })
        .returning();
      return roundView(round!, pair);
    });
  }

  async #real(
    session: GameSessionRow,
    token: string,
    bet: number,
    gameName: string,
    play: (seeds: { serverSeed: string; clientSeed: string; nonce: number }) => SlotOutcome,
  ): Promise<RoundView> {
    const { db, clock, settlement } = this.options;
    const now = clock();
    const leaseMs = this.options.leaseMs ?? 20_000;
    // The round and its bet are on record before the bet leaves: a crash from here on is
    // finished by the reconciliation job.
    const { round, pair } = await db.transaction(async (tx) => {
      await claimPlayerSpinStart(
        tx,
        { operatorId: session.operatorId, playerId: session.playerId!, sessionId: session.id },
        now,
      );
      const pair = await takeNonce(tx, seedOwner(session), now);
      const outcome = play(pair);
      const [round] = await tx
        .insert(rounds)
        .values({
          id: randomUUID(),
          sessionId: session.id,
          operatorId: session.operatorId,
          gameSlug: session.gameSlug,
          mode: "real",
          playerId: session.playerId,
          currency: session.currency,
          bet: BigInt(bet),
          win: BigInt(outcome.total_win),
          status: "betting",
          seedPairId: pair.id,
          nonce: pair.nonce,
          outcome,
          createdAt: now,
        })
        .returning();
      await tx.insert(walletCalls).values({
        transactionId: transactionId(round!.id, "bet"),
        roundId: round!.id,
        operatorId: session.operatorId,
        kind: "bet",
        // The outbox row, not the session, keeps the token: the round's win or rollback may be
        // sent after a restart, and the platform's wallet names the player by it.
        request: betRequest(round!, token, gameName),
        status: "pending",
        nextAttemptAt: new Date(now.getTime() + leaseMs),
        createdAt: now,
        updatedAt: now,
      });
      return { round: round!, pair };
    });

    const placed = await settlement.placeBet(round);
    if (placed.kind === "refused") {
      throw walletRefusal({
        kind: "refused",
        code: placed.code,
        message: placed.message,
        status: 400,
        ...(placed.balance === undefined ? {} : { balance: placed.balance }),
      });
    }
    if (placed.kind === "unconfirmed") {
      throw new GamesError(
        503,
        "RS_ERROR_BET_UNCONFIRMED",
        "Your bet could not be confirmed, so it was cancelled. Please try again.",
      );
    }
    return roundView(await settlement.payWin(placed.round), pair);
  }
}

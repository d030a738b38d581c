import { randomUUID } from "node:crypto";
import { type SportsJackpotTicket, sportsJackpotBuyRequestSchema } from "@platform/contracts";
import { and, eq, inArray, lte, ne, notInArray, or } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { sportsFixtures, sportsJackpotRounds, sportsJackpotTickets, walletCalls } from "../db/schema.ts";
import { GamesError } from "../http/http-error.ts";
import { walletRefusal } from "../play/sessions.ts";
import type { Authorized } from "../sports/betting/place-bet.ts";
import { acknowledgeBetCall, refuseBetCall } from "../wallet/bet-call-answers.ts";
import { transactionId } from "../wallet/wallet-calls.ts";
import { linePriceOf } from "./jackpot-config.ts";
import type { JackpotDeps } from "./jackpot-deps.ts";
import { ticketLines } from "./jackpot-maths.ts";
import { ticketView } from "./jackpot-views.ts";
import { queueTicketRollback, type TicketRow, ticketBetCallRow } from "./jackpot-wallet.ts";

/*
 * Buying a ticket (docs/decisions/050-sports-jackpot.md): lines are computed here, never taken from
 * the page; stake = lines × the operator currency's line price. Like a sports bet, the ticket is on
 * record (`placing`, its bet call in the outbox) before the call leaves, in a transaction that holds
 * the round FOR SHARE and finds it still on sale; the wallet's answer makes it `open`, `refused`,
 * or (never answered) `rolled_back`. The request id makes a replay buy nothing more.
 */

async function existing(deps: JackpotDeps, authorized: Authorized, requestId: string) {
  const [ticket] = await deps.db
    .select()
    .from(sportsJackpotTickets)
    .where(
      and(
        eq(sportsJackpotTickets.operatorId, authorized.session.operatorId),
        eq(sportsJackpotTickets.playerId, authorized.session.playerId!),
        eq(sportsJackpotTickets.requestId, requestId),
      ),
    );
  return ticket ?? null;
}

export async function buyTicket(
  deps: JackpotDeps,
  authorized: Authorized,
  body: unknown,
): Promise<SportsJackpotTicket> {
  const parsed = sportsJackpotBuyRequestSchema.safeParse(body);
  if (!parsed.success) throw new GamesError(400, "RS_ERROR_WRONG_TYPES", parsed.error.issues[0]!.message);
  const request = parsed.data;
  const { session, token } = authorized;
  const replay = await existing(deps, authorized, request.request_id);
  if (replay) return ticketView(replay, await roundNumber(deps, replay.roundId));

  const [round] = await deps.db
    .select()
    .from(sportsJackpotRounds)
    .where(eq(sportsJackpotRounds.id, request.round_id));
  if (!round) throw new GamesError(404, "RS_ERROR_JACKPOT_NOT_FOUND", "This jackpot round does not exist.");
  const lines = ticketLines(request.picks);
  if (lines > round.maxLines) {
    throw new GamesError(
      400,
      "RS_ERROR_WRONG_BET",
      `A ticket holds at most ${round.maxLines} lines; this one has ${lines}.`,
    );
  }
  const linePrice = linePriceOf(deps.settings, session.currency);
  const now = deps.clock();
  const id = randomUUID();
  const recorded = await deps.db.transaction(async (tx) => {
    // Held until commit: the close waits for this ticket, or has closed and it is refused here.
    const [onSale] = await tx
      .select({ status: sportsJackpotRounds.status, closesAt: sportsJackpotRounds.closesAt })
      .from(sportsJackpotRounds)
      .where(eq(sportsJackpotRounds.id, round.id))
      .for("share");
    if (
      onSale?.status !== "open" ||
      onSale.closesAt.getTime() <= now.getTime() ||
      (await anyKickedOff(tx, round, now))
    ) {
      throw new GamesError(409, "RS_ERROR_JACKPOT_CLOSED", "Sales for this jackpot have closed.");
    }
    const [ticket] = await tx
      .insert(sportsJackpotTickets)
      .values({
        id,
        roundId: round.id,
        operatorId: session.operatorId,
        playerId: session.playerId!,
        sessionId: session.id,
        requestId: request.request_id,
        currency: session.currency,
        picks: request.picks,
        lines,
        linePrice,
        stake: lines * linePrice,
        state: "placing",
        placedAt: now,
      })
      .onConflictDoNothing({
        target: [
          sportsJackpotTickets.operatorId,
          sportsJackpotTickets.playerId,
          sportsJackpotTickets.requestId,
        ],
      })
      .returning();
    if (!ticket) return null;
    await tx.insert(walletCalls).values(ticketBetCallRow(ticket, token, now, deps.leaseMs));
    return ticket;
  });
  // Another request with this id recorded it first: that ticket is the answer.
  const ticket = recorded
    ? await sendStake(deps, recorded)
    : await existing(deps, authorized, request.request_id);
  if (!ticket) throw new Error(`jackpot ticket of request ${request.request_id} vanished`);
  return ticketView(ticket, round.number);
}

/**
 * Whether a coupon's match kicked off already though the close has not moved yet (a kick-off
 * brought forward since the job's last step, fixture-moves.ts): no ticket once any match started.
 * A fixture the round treats as cancelled, or postponed, does not count.
 */
async function anyKickedOff(
  tx: GamesDatabase,
  round: Pick<typeof sportsJackpotRounds.$inferSelect, "fixtureIds" | "cancelledFixtureIds">,
  now: Date,
): Promise<boolean> {
  const live = round.fixtureIds.filter((id) => !round.cancelledFixtureIds.includes(id));
  const [started] = await tx
    .select({ id: sportsFixtures.id })
    .from(sportsFixtures)
    .where(
      and(
        inArray(sportsFixtures.id, live),
        notInArray(sportsFixtures.status, ["postponed", "cancelled"]),
        or(lte(sportsFixtures.startTime, now), ne(sportsFixtures.status, "not_started")),
      ),
    )
    .limit(1);
  return started !== undefined;
}

async function roundNumber(deps: JackpotDeps, roundId: string): Promise<number> {
  const [round] = await deps.db
    .select({ number: sportsJackpotRounds.number })
    .from(sportsJackpotRounds)
    .where(eq(sportsJackpotRounds.id, roundId));
  return round?.number ?? 0;
}

/** The bet call, and what its answer makes of the ticket; a refusal is the player's error. */
async function sendStake(deps: JackpotDeps, placing: TicketRow): Promise<TicketRow> {
  const { db, settlement, clock, leaseMs } = deps;
  const { call, outcome } = await settlement.sendBet(transactionId(placing.id, "bet"));
  const now = clock();
  if (outcome.kind === "ok") {
    return db.transaction(async (tx) => {
      const [open] = await tx
        .update(sportsJackpotTickets)
        .set({ state: "open", balance: outcome.answer.balance, acceptedAt: now })
        .where(and(eq(sportsJackpotTickets.id, placing.id), eq(sportsJackpotTickets.state, "placing")))
        .returning();
      await acknowledgeBetCall(tx, call.transactionId, outcome.answer, now);
      return open ?? placing;
    });
  }
  if (outcome.kind === "refused" && outcome.code !== "RS_ERROR_DUPLICATE_TRANSACTION") {
    await db.transaction(async (tx) => {
      await tx
        .update(sportsJackpotTickets)
        .set({ state: "refused", refusal: outcome.code })
        .where(and(eq(sportsJackpotTickets.id, placing.id), eq(sportsJackpotTickets.state, "placing")));
      await refuseBetCall(tx, call.transactionId, outcome, now);
    });
    throw walletRefusal(outcome);
  }
  const rollback = await db.transaction(async (tx) => {
    const [given] = await tx
      .update(sportsJackpotTickets)
      .set({ state: "rolled_back", refusal: "unconfirmed" })
      .where(and(eq(sportsJackpotTickets.id, placing.id), eq(sportsJackpotTickets.state, "placing")))
      .returning();
    return given ? queueTicketRollback(tx, given, now, leaseMs) : null;
  });
  if (rollback) deps.deliveries.send([rollback]);
  throw new GamesError(
    503,
    "RS_ERROR_BET_UNCONFIRMED",
    "Your ticket could not be confirmed in time, so it was cancelled and its stake returned.",
  );
}

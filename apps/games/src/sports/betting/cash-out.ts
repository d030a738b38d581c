import { randomUUID } from "node:crypto";
import type { SportsBetView, SportsCashOutQuote } from "@platform/contracts";
import { type CashOutLeg, cashOutValue, partialCashOut } from "@platform/sports";
import { and, eq, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { sportsBets, sportsCashOutQuotes, sportsOutcomeResults } from "../../db/schema.ts";
import { GamesError } from "../../http/http-error.ts";
import { betView, loadBet, type SportsBetLegRow, type SportsBetRow, shapeOf } from "./bet-views.ts";
import { type BettingDeps, rulesFor } from "./betting-deps.ts";
import { closedReason, loadSelections } from "./book-state.ts";
import type { Authorized } from "./place-bet.ts";
import { queueWin } from "./sports-wallet.ts";

/*
 * Cash-out (docs/decisions/046-sports-betting.md). The offer is @platform/sports cashOutValue: the
 * bet's fair value at the current fair probabilities of its open legs (settled legs at their
 * factor), less the published margin, never above the maximum payout. It is refused while any open
 * leg's market is not open. A quote carries an id, the offer and a short expiry; cashing out takes a
 * quote, all or part of the running unit stake, and moves the bet with `… where version = $v` (the
 * version the quote was made at): a settlement or another cash-out in between leaves nothing to
 * update, so a cash-out racing the settlement pays once. A partial cash-out leaves the rest running.
 */

const closed = (message: string) => new GamesError(409, "RS_ERROR_BET_CLOSED", message);
const suspended = () =>
  new GamesError(
    409,
    "RS_ERROR_CASH_OUT_SUSPENDED",
    "Cash-out is not available while a market is suspended.",
  );

async function ownBet(deps: BettingDeps, authorized: Authorized, betId: string) {
  const loaded = await loadBet(deps.db, betId);
  const { session } = authorized;
  if (!loaded || loaded.bet.operatorId !== session.operatorId || loaded.bet.playerId !== session.playerId) {
    throw new GamesError(404, "RS_ERROR_BET_NOT_FOUND", "There is no such bet of yours.");
  }
  return loaded;
}

/** The offer for an open bet now, or the reason there is none. */
export async function offerFor(
  deps: BettingDeps,
  bet: SportsBetRow,
  legs: readonly SportsBetLegRow[],
): Promise<{ offer: number; fairValue: number }> {
  if (bet.state !== "open") throw closed("This bet is no longer open.");
  const states = await loadSelections(deps.db, legs);
  const results = await deps.db
    .select()
    .from(sportsOutcomeResults)
    .where(
      inArray(
        sportsOutcomeResults.eventId,
        legs.map((leg) => leg.eventId),
      ),
    );
  const cashOutLegs: CashOutLeg[] = legs.map((leg, i) => {
    const result = results.find(
      (row) =>
        row.eventId === leg.eventId &&
        row.marketId === leg.marketId &&
        row.specifiers === leg.specifiers &&
        row.outcomeId === leg.outcomeId,
    );
    if (result) {
      const voidFactor = result.voidFactor as 0 | 0.5 | 1;
      return {
        state: "settled",
        priceMilli: leg.acceptedPriceMilli,
        result: voidFactor === 1 ? "void" : result.result === 1 ? "win" : "lose",
        voidFactor,
        deadHeatFactor: result.deadHeatFactor,
      };
    }
    const state = states[i];
    if (closedReason(state) !== null) throw suspended();
    return { state: "open", priceMilli: leg.acceptedPriceMilli, probability: state!.probability };
  });
  const rules = await rulesFor(deps, bet.operatorId);
  const value = cashOutValue({
    unitStake: bet.unitStake,
    shape: shapeOf(bet, legs.length),
    legs: cashOutLegs,
    margin: rules.cashOutMargin,
    maxPayout: rules.maxPayout,
  });
  if (value.offer <= 0)
    throw new GamesError(409, "RS_ERROR_NO_CASH_OUT", "There is no cash-out offer for this bet.");
  return value;
}

/** A quote for the player's open bet, stored with the bet's version and an expiry. */
export async function quoteCashOut(
  deps: BettingDeps,
  authorized: Authorized,
  betId: string,
): Promise<SportsCashOutQuote> {
  const { bet, legs } = await ownBet(deps, authorized, betId);
  const { offer, fairValue } = await offerFor(deps, bet, legs);
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + (await rulesFor(deps, bet.operatorId)).quoteTtlMs);
  const id = randomUUID();
  await deps.db
    .insert(sportsCashOutQuotes)
    .values({ id, betId: bet.id, betVersion: bet.version, offer, fairValue, createdAt: now, expiresAt });
  return { quote_id: id, bet_id: bet.id, offer, expires_at: expiresAt.toISOString() };
}

/**
 * Cashes out (all, or `unitStake` of the running unit stake) at an offer: the one state move, the
 * quote used, the win queued, in one transaction; null when the bet moved first (another cash-out,
 * the settlement). Shared by the player's cash-out and the auto cash-out rule.
 */
export async function cashOutAt(
  deps: BettingDeps,
  bet: SportsBetRow,
  offer: number,
  cashedUnitStake: number,
  quoteId: string | null,
): Promise<SportsBetRow | null> {
  const now = deps.clock();
  const { payout, remainingUnitStake } = partialCashOut(offer, bet.unitStake, cashedUnitStake);
  const full = remainingUnitStake === 0;
  const decided = await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(sportsBets)
      .set({
        ...(full
          ? { state: "cashed_out" as const, payout, decidedAt: now }
          : { unitStake: remainingUnitStake }),
        cashedOut: bet.cashedOut + payout,
        wins: bet.wins + 1,
        version: bet.version + 1,
      })
      .where(
        and(eq(sportsBets.id, bet.id), eq(sportsBets.version, bet.version), eq(sportsBets.state, "open")),
      )
      .returning();
    if (!moved) return null;
    if (quoteId) {
      const [used] = await tx
        .update(sportsCashOutQuotes)
        .set({ usedAt: now })
        .where(and(eq(sportsCashOutQuotes.id, quoteId), isNull(sportsCashOutQuotes.usedAt)))
        .returning();
      if (!used) throw new Error(`quote ${quoteId} used twice at one version`);
    }
    const win = await queueWin(tx, bet, moved.wins, payout, full, now, deps.leaseMs);
    return { moved, win };
  });
  if (!decided) return null;
  deps.deliveries.send([decided.win]);
  return decided.moved;
}

export async function cashOut(
  deps: BettingDeps,
  authorized: Authorized,
  betId: string,
  request: { quote_id: string; unit_stake?: number | undefined },
): Promise<SportsBetView> {
  const { bet, legs } = await ownBet(deps, authorized, betId);
  const [quote] = await deps.db
    .select()
    .from(sportsCashOutQuotes)
    .where(and(eq(sportsCashOutQuotes.id, request.quote_id), eq(sportsCashOutQuotes.betId, bet.id)));
  const expired = new GamesError(
    409,
    "RS_ERROR_QUOTE_EXPIRED",
    "This cash-out offer has expired. Please ask for a new one.",
  );
  if (!quote || quote.usedAt !== null || quote.expiresAt.getTime() <= deps.clock().getTime()) throw expired;
  if (bet.state !== "open") throw closed("This bet is no longer open.");
  if (bet.version !== quote.betVersion) throw expired;
  const cashed = request.unit_stake ?? bet.unitStake;
  if (cashed > bet.unitStake) {
    throw new GamesError(
      400,
      "RS_ERROR_WRONG_BET",
      `At most ${bet.unitStake} of the stake can be cashed out.`,
    );
  }
  // Suspended since the quote: no cash-out, whatever the quote said.
  await offerFor(deps, bet, legs);
  const moved = await cashOutAt(deps, bet, quote.offer, cashed, quote.id);
  if (!moved) throw closed("This bet was settled or cashed out meanwhile.");
  const after = await loadBet(deps.db, bet.id);
  return betView(after!.bet, after!.legs, await rulesFor(deps, bet.operatorId));
}

/** Sets or clears the bet's auto cash-out target. */
export async function setAutoCashOut(
  deps: BettingDeps,
  authorized: Authorized,
  betId: string,
  at: number | null,
): Promise<SportsBetView> {
  const { bet } = await ownBet(deps, authorized, betId);
  if (bet.state !== "open") throw closed("This bet is no longer open.");
  await deps.db.update(sportsBets).set({ autoCashOutAt: at }).where(eq(sportsBets.id, bet.id));
  const after = await loadBet(deps.db, bet.id);
  return betView(after!.bet, after!.legs, await rulesFor(deps, bet.operatorId));
}

/** The job's look at the auto cash-out rules: each open bet whose offer reached its target. */
export async function autoCashOuts(deps: BettingDeps, batch = 200): Promise<number> {
  const bets = await deps.db
    .select({ id: sportsBets.id })
    .from(sportsBets)
    .where(and(eq(sportsBets.state, "open"), isNotNull(sportsBets.autoCashOutAt)))
    .limit(batch);
  let cashed = 0;
  for (const { id } of bets) {
    const loaded = await loadBet(deps.db, id);
    if (!loaded || loaded.bet.autoCashOutAt === null) continue;
    let offer: number;
    try {
      offer = (await offerFor(deps, loaded.bet, loaded.legs)).offer;
    } catch (error) {
      if (error instanceof GamesError) continue;
      throw error;
    }
    if (offer < loaded.bet.autoCashOutAt) continue;
    if (await cashOutAt(deps, loaded.bet, offer, loaded.bet.unitStake, null)) cashed++;
  }
  return cashed;
}

/** How long an unused quote is kept past its expiry (support can still see what a player was offered). */
export const UNUSED_QUOTE_KEPT_MS = 60 * 60_000;
/** Deleted per statement, so one purge never holds the table long. */
const PURGE_BATCH = 5_000;

/**
 * Deletes unused quotes expired over UNUSED_QUOTE_KEPT_MS ago, a batch at a time; answers how many.
 * The bets view asks for a quote of each open bet every few seconds, so without this the table grows
 * by millions of rows a day. A used quote stays: its bet's cash-out names it.
 */
export async function purgeExpiredQuotes(deps: Pick<BettingDeps, "db" | "clock">): Promise<number> {
  const before = new Date(deps.clock().getTime() - UNUSED_QUOTE_KEPT_MS);
  let purged = 0;
  for (;;) {
    const stale = deps.db
      .select({ id: sportsCashOutQuotes.id })
      .from(sportsCashOutQuotes)
      .where(and(isNull(sportsCashOutQuotes.usedAt), lt(sportsCashOutQuotes.expiresAt, before)))
      .limit(PURGE_BATCH);
    const deleted = await deps.db
      .delete(sportsCashOutQuotes)
      .where(inArray(sportsCashOutQuotes.id, stale))
      .returning({ id: sportsCashOutQuotes.id });
    purged += deleted.length;
    if (deleted.length < PURGE_BATCH) return purged;
  }
}

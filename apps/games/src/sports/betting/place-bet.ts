import { randomUUID } from "node:crypto";
import {
  type PriceChangeChoice,
  type SportsBetView,
  type SportsLegRefusal,
  type SportsPlaceBetRequest,
  type SportsRefusedBet,
  type SportsSelection,
  sportsPlaceBetRequestSchema,
} from "@platform/contracts";
import { accumulator, type BetShape, betShape, SYSTEM_BETS, single, totalStake } from "@platform/sports";
import { and, eq, lt, sql } from "drizzle-orm";
import { sportsBetLegs, sportsBets, walletCalls } from "../../db/schema.ts";
import { GamesError } from "../../http/http-error.ts";
import type { AuthorizedSession } from "../../play/sessions.ts";
import { walletRefusal } from "../../play/sessions.ts";
import { acknowledgingBetCall, refuseBetCall } from "../../wallet/bet-call-answers.ts";
import { transactionId } from "../../wallet/wallet-calls.ts";
import { betView, loadBet, type SportsBetLegRow, type SportsBetRow } from "./bet-views.ts";
import type { BettingRules } from "./betting-config.ts";
import { type BettingDeps, realSleep, rulesFor } from "./betting-deps.ts";
import { closedReason, lockSelections, type SelectionState, selectionRef } from "./book-state.ts";
import { decidePrice } from "./price-choice.ts";
import { queueBetRollback, sportsBetCallRow } from "./sports-wallet.ts";

/*
 * Placing a slip (docs/decisions/046-sports-betting.md). Each bet is checked against the book as it
 * is now (one query): every leg's market open and outcome active, and its price acceptable under
 * the player's price-change choice. A bet with a leg in play is held for the live delay and checked
 * again, and refused if anything material happened meanwhile. Then, like a crash bet, it is on
 * record (state `placing`, its bet call in the outbox) before the call leaves; the wallet's answer
 * makes it `open`, `refused`, or (never answered) `rolled_back`. The slip's request id makes a
 * replay place nothing more: the first placement's bet is answered.
 */

export type Authorized = AuthorizedSession & { token: string };

interface BetSpec {
  requestId: string;
  selections: SportsSelection[];
  betType: SportsPlaceBetRequest["bet_type"];
  system: SportsPlaceBetRequest["system"];
  bankers: number[];
  unitStake: number;
  priceChange: PriceChangeChoice;
  bookingCode: string | undefined;
  autoCashOutAt: number | undefined;
}

class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly legs: SportsLegRefusal[] = [],
    readonly balance?: number,
  ) {
    super(message);
  }
}

/** A slip's bets: several singles are as many bets (request ids `<id>:<n>`), else one bet. */
export function betSpecs(request: SportsPlaceBetRequest): BetSpec[] {
  const common = {
    betType: request.bet_type,
    system: request.system,
    priceChange: request.price_change,
    bookingCode: request.booking_code,
    autoCashOutAt: request.auto_cash_out_at,
  };
  if (request.bet_type === "single" && request.selections.length > 1) {
    return request.selections.map((selection, index) => ({
      ...common,
      requestId: `${request.request_id}:${index}`,
      selections: [selection],
      bankers: [],
      unitStake: request.stakes?.[index] ?? request.unit_stake!,
    }));
  }
  return [
    {
      ...common,
      requestId: request.request_id,
      selections: request.selections,
      bankers: request.bankers ?? [],
      unitStake: request.unit_stake ?? request.stakes![0]!,
    },
  ];
}

function shapeFor(spec: BetSpec): BetShape {
  const legs = spec.selections.length;
  try {
    if (spec.betType === "single") return single();
    if (spec.betType === "accumulator") {
      if (legs < 2) throw new RangeError("an accumulator has at least two legs");
      return accumulator(legs);
    }
    const system = SYSTEM_BETS[spec.system!];
    if (legs !== system.legs + spec.bankers.length) {
      throw new RangeError(`a ${spec.system} takes ${system.legs} selections plus its bankers`);
    }
    return betShape(legs, system.sizes, spec.bankers);
  } catch (error) {
    throw new Refusal("RS_ERROR_WRONG_BET_SHAPE", (error as Error).message);
  }
}

/** Places every bet of the slip, each on its own: one may be refused while another is placed. */
export async function placeSlip(
  deps: BettingDeps,
  authorized: Authorized,
  body: unknown,
): Promise<{ bets: SportsBetView[]; refused: SportsRefusedBet[] }> {
  const parsed = sportsPlaceBetRequestSchema.safeParse(body);
  if (!parsed.success) throw new GamesError(400, "RS_ERROR_WRONG_TYPES", parsed.error.issues[0]!.message);
  const bets: SportsBetView[] = [];
  const refused: SportsRefusedBet[] = [];
  const results = await Promise.all(betSpecs(parsed.data).map((spec) => placeOne(deps, authorized, spec)));
  results.forEach((result) => {
    if ("bet" in result) bets.push(result.bet);
    else refused.push(result.refused);
  });
  return { bets, refused };
}

async function placeOne(
  deps: BettingDeps,
  authorized: Authorized,
  spec: BetSpec,
): Promise<{ bet: SportsBetView } | { refused: SportsRefusedBet }> {
  try {
    return { bet: await place(deps, authorized, spec) };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return {
      refused: {
        request_id: spec.requestId,
        code: error.code,
        message: error.message,
        legs: error.legs,
        ...(error.balance === undefined ? {} : { balance: error.balance }),
      },
    };
  }
}

/** The bet a request id placed, with its legs (a replay's answer); null when it placed none. */
async function existing(deps: BettingDeps, session: Authorized["session"], requestId: string) {
  const [bet] = await deps.db
    .select({ id: sportsBets.id })
    .from(sportsBets)
    .where(
      and(
        eq(sportsBets.operatorId, session.operatorId),
        eq(sportsBets.playerId, session.playerId!),
        eq(sportsBets.requestId, requestId),
      ),
    );
  return bet ? loadBet(deps.db, bet.id) : null;
}

/** Each leg's accepted price, or the refusals (every leg's reason, so the slip shows them all). */
function check(
  spec: BetSpec,
  states: (SelectionState | undefined)[],
  before?: (SelectionState | undefined)[],
): number[] {
  const refusals: SportsLegRefusal[] = [];
  const accepted = spec.selections.map((selection, leg) => {
    const state = states[leg];
    const reason = closedReason(state);
    if (reason) {
      refusals.push({ leg, reason, price_milli: state?.priceMilli ?? null });
      return 0;
    }
    // Held for the live delay: a goal or a card meanwhile is material, whatever the price did.
    if (before && before[leg]?.matchState !== state!.matchState) {
      refusals.push({ leg, reason: "market_suspended", price_milli: state!.priceMilli });
      return 0;
    }
    const decision = decidePrice(spec.priceChange, selection.price_milli, state!.priceMilli);
    if ("refused" in decision) {
      refusals.push({ leg, reason: "price_changed", price_milli: decision.current });
      return 0;
    }
    return decision.accepted;
  });
  if (refusals.length > 0) {
    const priceOnly = refusals.every((refusal) => refusal.reason === "price_changed");
    throw new Refusal(
      priceOnly ? "RS_ERROR_PRICE_CHANGED" : "RS_ERROR_SELECTION_CLOSED",
      priceOnly
        ? "The price changed. Please check the new prices and place the bet again."
        : "A selection can no longer be bet on.",
      refusals,
    );
  }
  return accepted;
}

/**
 * A replay is not looked for first: the bet's insert meets the first placement's row (ON CONFLICT)
 * and answers it, so a new bet costs no read. A replay the book or the rules would now refuse (its
 * market closed since) is answered with its bet all the same: a refusal looks for it then.
 */
async function place(deps: BettingDeps, authorized: Authorized, spec: BetSpec): Promise<SportsBetView> {
  const { session } = authorized;
  const rules = await rulesFor(deps, session.operatorId);
  let recorded: Recorded | null;
  try {
    recorded = await record(deps, authorized, spec, rules);
  } catch (error) {
    const first = error instanceof Refusal ? await existing(deps, session, spec.requestId) : null;
    if (!first) throw error;
    return betView(first.bet, first.legs, rules);
  }
  // Another request with this id placed it first: that bet is the answer.
  if (!recorded) {
    const first = await existing(deps, session, spec.requestId);
    if (!first) throw new Error(`sports bet of request ${spec.requestId} vanished`);
    return betView(first.bet, first.legs, rules);
  }
  const decided = await sendStake(deps, recorded.bet);
  // Decided by someone else meanwhile (a stale placing given up): as the database has it.
  const bet = decided ?? (await loadBet(deps.db, recorded.bet.id))!.bet;
  return betView(bet, recorded.legs, rules);
}

interface Recorded {
  bet: SportsBetRow;
  legs: SportsBetLegRow[];
}

/** The slip's checks, then the bet on record (`placing`, its call in the outbox); null: a replay. */
async function record(
  deps: BettingDeps,
  authorized: Authorized,
  spec: BetSpec,
  rules: BettingRules,
): Promise<Recorded | null> {
  const { db, clock, leaseMs } = deps;
  const { session, token } = authorized;
  const shape = shapeFor(spec);
  const refs = spec.selections.map(selectionRef);
  if (spec.betType !== "single") {
    const seen = new Set<string>();
    const correlated = refs.flatMap((ref, leg) => {
      const repeat = seen.has(ref.eventId);
      seen.add(ref.eventId);
      return repeat ? [{ leg, reason: "correlated" as const, price_milli: null }] : [];
    });
    if (correlated.length > 0) {
      throw new Refusal(
        "RS_ERROR_CORRELATED",
        "Two selections of the same match cannot be combined.",
        correlated,
      );
    }
  }
  const stake = totalStake(spec.unitStake, shape);
  if (stake < rules.minStake || stake > rules.maxStake) {
    throw new Refusal(
      "RS_ERROR_WRONG_BET",
      `A bet's stake is between ${rules.minStake} and ${rules.maxStake}.`,
    );
  }

  // The book as it was when a bet with a leg in play was first checked, before its delay.
  let held: (SelectionState | undefined)[] | undefined;
  for (;;) {
    type Outcome = { held: (SelectionState | undefined)[] } | { recorded: Recorded | null };
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      // Checked under lock at commit: a stop, a hard close or a move since refuses the bet (and,
      // thrown, leaves nothing written).
      const states = await lockSelections(tx, refs);
      const accepted = check(spec, states, held);
      const first = held ?? states;
      const live = first.map((state) => state?.fixtureStatus === "live");
      // Not held under lock: the delay is waited outside the transaction, then all read again.
      if (!held && live.some(Boolean) && rules.liveDelayMs > 0) return { held: states };
      const now = clock();
      const id = randomUUID();
      const [bet] = await tx
        .insert(sportsBets)
        .values({
          id,
          operatorId: session.operatorId,
          playerId: session.playerId!,
          sessionId: session.id,
          requestId: spec.requestId,
          currency: session.currency,
          betType: spec.betType,
          systemName: spec.system ?? null,
          sizes: [...shape.sizes],
          bankers: [...shape.bankers],
          placedUnitStake: spec.unitStake,
          unitStake: spec.unitStake,
          totalStake: stake,
          priceChange: spec.priceChange,
          bookingCode: spec.bookingCode ?? null,
          autoCashOutAt: spec.autoCashOutAt ?? null,
          state: "placing",
          placedAt: now,
        })
        .onConflictDoNothing({ target: [sportsBets.operatorId, sportsBets.playerId, sportsBets.requestId] })
        .returning();
      if (!bet) return { recorded: null };
      const legs = await tx
        .insert(sportsBetLegs)
        .values(
          refs.map((ref, leg) => ({
            betId: id,
            leg,
            ...ref,
            askedPriceMilli: spec.selections[leg]!.price_milli,
            acceptedPriceMilli: accepted[leg]!,
            live: live[leg]!,
          })),
        )
        .returning();
      await tx.insert(walletCalls).values(sportsBetCallRow(bet, token, now, leaseMs));
      return { recorded: { bet, legs } };
    });
    if ("recorded" in outcome) return outcome.recorded;
    // After the delay, against the price the player asked for: a move against their choice, a
    // suspension or a goal meanwhile refuses the bet.
    held = outcome.held;
    await (deps.sleep ?? realSleep)(rules.liveDelayMs);
  }
}

/**
 * Bets left `placing` past `olderThanMs` (their node died before the wallet answered): given up and
 * rolled back, as an unanswered bet is. The rollback also blocks a bet call that arrives late.
 */
export async function abandonStalePlacing(deps: BettingDeps, olderThanMs: number): Promise<number> {
  const now = deps.clock();
  const stale = await deps.db
    .select()
    .from(sportsBets)
    .where(
      and(eq(sportsBets.state, "placing"), lt(sportsBets.placedAt, new Date(now.getTime() - olderThanMs))),
    )
    .limit(200);
  const rollbacks: string[] = [];
  for (const bet of stale) {
    const rollback = await deps.db.transaction(async (tx) => {
      const [given] = await tx
        .update(sportsBets)
        .set({ state: "rolled_back", refusal: "unconfirmed", decidedAt: now })
        .where(and(eq(sportsBets.id, bet.id), eq(sportsBets.state, "placing")))
        .returning();
      return given ? queueBetRollback(tx, given, now, deps.leaseMs) : null;
    });
    if (rollback) rollbacks.push(rollback);
  }
  deps.deliveries.send(rollbacks);
  return rollbacks.length;
}

/** The bet call, and what its answer makes of the bet: open, or null if another decided it first. */
async function sendStake(deps: BettingDeps, placing: SportsBetRow): Promise<SportsBetRow | null> {
  const { db, settlement, clock, leaseMs } = deps;
  const { call, outcome } = await settlement.sendBet(transactionId(placing.id, "bet"));
  const now = clock();
  if (outcome.kind === "ok") {
    // The bet opened and its call acknowledged in one statement (a CTE): atomic without a
    // transaction's BEGIN and COMMIT.
    const acknowledged = db.$with("acknowledged").as(
      acknowledgingBetCall(db, call.transactionId, outcome.answer, now).returning({
        transactionId: walletCalls.transactionId,
      }),
    );
    const [open] = await db
      .with(acknowledged)
      .update(sportsBets)
      .set({
        state: "open",
        balance: outcome.answer.balance,
        acceptedAt: now,
        version: sql`${sportsBets.version} + 1`,
      })
      .where(and(eq(sportsBets.id, placing.id), eq(sportsBets.state, "placing")))
      .returning();
    return open ?? null;
  }
  if (outcome.kind === "refused" && outcome.code !== "RS_ERROR_DUPLICATE_TRANSACTION") {
    await db.transaction(async (tx) => {
      await tx
        .update(sportsBets)
        .set({ state: "refused", refusal: outcome.code, decidedAt: now })
        .where(and(eq(sportsBets.id, placing.id), eq(sportsBets.state, "placing")));
      await refuseBetCall(tx, call.transactionId, outcome, now);
    });
    const refusal = walletRefusal(outcome);
    throw new Refusal(outcome.code, refusal.message, [], outcome.balance);
  }
  // No answer: the bet is given up and its stake rolled back.
  const rollback = await db.transaction(async (tx) => {
    const [given] = await tx
      .update(sportsBets)
      .set({ state: "rolled_back", refusal: "unconfirmed", decidedAt: now })
      .where(and(eq(sportsBets.id, placing.id), eq(sportsBets.state, "placing")))
      .returning();
    return given ? queueBetRollback(tx, given, now, leaseMs) : null;
  });
  if (rollback) deps.deliveries.send([rollback]);
  throw new Refusal(
    "RS_ERROR_BET_UNCONFIRMED",
    "Your bet could not be confirmed in time, so it was cancelled and its stake returned.",
  );
}

import { MARKET_STATUS, type SportsSelection, specifierText } from "@platform/contracts";
import { parseMarketKey } from "@platform/sports";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { GamesDatabase } from "../../db/database.ts";
import { sportsFixtures, sportsMarkets, sportsOutcomes } from "../../db/schema.ts";

/*
 * What the book says now about a slip's selections, read in one query: each outcome's current price,
 * fair probability and activity, its market's status and its fixture's status and score (a bet held
 * for the live delay compares the score before and after: a goal meanwhile is material).
 */

/**
 * Sports whose every score is not material (UOF's sport 2, basketball: points every few seconds).
 * Their live bets are judged on the market's status and the price alone: the desk reprices with the
 * score and suspends at each buzzer, so a move that matters shows in the price.
 */
const HIGH_SCORING_SPORT = /:sport:2$/;

/** What a held live bet compares: score and red cards, or only red cards where points are routine. */
export function materialState(row: {
  sportId: string;
  homeScore: number | null;
  awayScore: number | null;
  homeRedCards: number | null;
  awayRedCards: number | null;
}): string {
  const cards = [row.homeRedCards, row.awayRedCards];
  return (HIGH_SCORING_SPORT.test(row.sportId) ? cards : [row.homeScore, row.awayScore, ...cards]).join(":");
}

export interface SelectionRef {
  eventId: string;
  marketId: number;
  specifiers: string;
  outcomeId: string;
}

export interface SelectionState extends SelectionRef {
  priceMilli: number;
  probability: number;
  outcomeActive: boolean;
  marketStatus: number;
  fixtureStatus: string;
  /** Score and red cards, joined (materialState): any change while a live bet is held refuses it. */
  matchState: string;
}

/** `18|total=2.5` of an event → the book's (market id, canonical specifiers). */
export function selectionRef(
  selection: Pick<SportsSelection, "event_id" | "market_key" | "outcome_id">,
): SelectionRef {
  const { marketId, specifiers } = parseMarketKey(selection.market_key);
  return {
    eventId: selection.event_id,
    marketId,
    specifiers: specifierText(specifiers),
    outcomeId: selection.outcome_id,
  };
}

export function marketKeyOf(ref: Pick<SelectionRef, "marketId" | "specifiers">): string {
  return ref.specifiers === "" ? String(ref.marketId) : `${ref.marketId}|${ref.specifiers}`;
}

export const refKey = (ref: SelectionRef) =>
  `${ref.eventId}#${ref.marketId}#${ref.specifiers}#${ref.outcomeId}`;

/** The current state of each selection, in their order; undefined for one the book does not have. */
export async function loadSelections(
  db: GamesDatabase,
  refs: readonly SelectionRef[],
): Promise<(SelectionState | undefined)[]> {
  if (refs.length === 0) return [];
  const rows = await db
    .select({
      eventId: sportsOutcomes.eventId,
      marketId: sportsOutcomes.marketId,
      specifiers: sportsOutcomes.specifiers,
      outcomeId: sportsOutcomes.outcomeId,
      priceMilli: sportsOutcomes.priceMilli,
      probability: sportsOutcomes.probability,
      outcomeActive: sportsOutcomes.active,
      marketStatus: sportsMarkets.status,
      fixtureStatus: sportsFixtures.status,
      sportId: sportsFixtures.sportId,
      homeScore: sportsFixtures.homeScore,
      awayScore: sportsFixtures.awayScore,
      homeRedCards: sportsFixtures.homeRedCards,
      awayRedCards: sportsFixtures.awayRedCards,
    })
    .from(sportsOutcomes)
    .innerJoin(
      sportsMarkets,
      and(
        eq(sportsMarkets.eventId, sportsOutcomes.eventId),
        eq(sportsMarkets.marketId, sportsOutcomes.marketId),
        eq(sportsMarkets.specifiers, sportsOutcomes.specifiers),
      ),
    )
    .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsOutcomes.eventId))
    .where(
      or(
        ...refs.map(
          (ref): SQL =>
            and(
              eq(sportsOutcomes.eventId, ref.eventId),
              eq(sportsOutcomes.marketId, ref.marketId),
              eq(sportsOutcomes.specifiers, ref.specifiers),
              eq(sportsOutcomes.outcomeId, ref.outcomeId),
            )!,
        ),
      ),
    );
  const byKey = new Map(
    rows.map((row) => [
      refKey(row),
      {
        ...row,
        matchState: materialState(row),
      } satisfies SelectionState & Record<string, unknown>,
    ]),
  );
  return refs.map((ref) => byKey.get(refKey(ref)));
}

/** Why a selection cannot be bet on now, or null when it can. */
export function closedReason(
  state: SelectionState | undefined,
): "unknown_selection" | "market_suspended" | "market_closed" | "outcome_inactive" | null {
  if (!state) return "unknown_selection";
  if (state.marketStatus === MARKET_STATUS.suspended) return "market_suspended";
  if (state.marketStatus !== MARKET_STATUS.active) return "market_closed";
  if (state.fixtureStatus !== "not_started" && state.fixtureStatus !== "live") return "market_closed";
  if (!state.outcomeActive) return "outcome_inactive";
  return null;
}

/** Sports whose matches kick off at the betting close (virtual football): no bet from start_time on. */
const HARD_CLOSE_SPORT = /^virtual:/;

/**
 * Inside the placement's transaction: the legs' markets locked (FOR SHARE) and read again. A
 * bet_stop's update of a market waits for this bet's commit, or has committed and is seen here, so
 * once a stop is applied no bet on the market can be recorded (decision 048: the accepted bets at a
 * close are final). A match of a hard-close sport is closed from its start time by the database's
 * clock, which every node shares. Returns the legs closed now, with why.
 */
export async function closedAtCommit(
  tx: GamesDatabase,
  refs: readonly SelectionRef[],
): Promise<{ leg: number; reason: "market_suspended" | "market_closed" }[]> {
  if (refs.length === 0) return [];
  const rows = await tx
    .select({
      eventId: sportsMarkets.eventId,
      marketId: sportsMarkets.marketId,
      specifiers: sportsMarkets.specifiers,
      status: sportsMarkets.status,
      sportId: sportsFixtures.sportId,
      fixtureStatus: sportsFixtures.status,
      started: sql<boolean>`${sportsFixtures.startTime} <= clock_timestamp()`,
    })
    .from(sportsMarkets)
    .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsMarkets.eventId))
    .where(
      or(
        ...refs.map(
          (ref): SQL =>
            and(
              eq(sportsMarkets.eventId, ref.eventId),
              eq(sportsMarkets.marketId, ref.marketId),
              eq(sportsMarkets.specifiers, ref.specifiers),
            )!,
        ),
      ),
    )
    .for("share", { of: sportsMarkets });
  const byMarket = new Map(rows.map((row) => [`${row.eventId}#${row.marketId}#${row.specifiers}`, row]));
  type Closed = { leg: number; reason: "market_suspended" | "market_closed" };
  return refs.flatMap((ref, leg): Closed[] => {
    const row = byMarket.get(`${ref.eventId}#${ref.marketId}#${ref.specifiers}`);
    if (!row || row.status === MARKET_STATUS.suspended) return [{ leg, reason: "market_suspended" }];
    if (row.status !== MARKET_STATUS.active) return [{ leg, reason: "market_closed" }];
    if (HARD_CLOSE_SPORT.test(row.sportId) && row.fixtureStatus === "not_started" && row.started)
      return [{ leg, reason: "market_closed" }];
    return [];
  });
}

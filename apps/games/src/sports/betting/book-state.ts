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
  /** A hard-close sport's match past its start time, as read under lock (lockSelections). */
  hardClosed: boolean;
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
export function loadSelections(
  db: GamesDatabase,
  refs: readonly SelectionRef[],
): Promise<(SelectionState | undefined)[]> {
  return readSelections(db, refs, false);
}

/**
 * Inside the placement's transaction: the selections read as loadSelections does, their markets
 * locked (FOR SHARE) until the bet commits. A bet_stop's update of a market waits for this bet's
 * commit, or has committed and is seen here, so once a stop is applied no bet on the market can be
 * recorded (decision 048: the accepted bets at a close are final). A match of a hard-close sport is
 * closed from its start time by the database's clock, which every node shares (`hardClosed`).
 * One statement: the bet's check and its check at commit are the same read.
 */
export function lockSelections(
  tx: GamesDatabase,
  refs: readonly SelectionRef[],
): Promise<(SelectionState | undefined)[]> {
  return readSelections(tx, refs, true);
}

/** Sports whose matches kick off at the betting close (virtual football): no bet from start_time on. */
const HARD_CLOSE_SPORT = /^virtual:/;

async function readSelections(
  db: GamesDatabase,
  refs: readonly SelectionRef[],
  lock: boolean,
): Promise<(SelectionState | undefined)[]> {
  if (refs.length === 0) return [];
  const query = db
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
      started: sql<boolean>`${sportsFixtures.startTime} <= clock_timestamp()`,
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
  const rows = await (lock ? query.for("share", { of: sportsMarkets }) : query);
  const byKey = new Map(
    rows.map(({ started, ...row }) => [
      refKey(row),
      {
        ...row,
        matchState: materialState(row),
        hardClosed:
          lock && HARD_CLOSE_SPORT.test(row.sportId) && row.fixtureStatus === "not_started" && started,
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
  if (state.hardClosed) return "market_closed";
  if (state.fixtureStatus !== "not_started" && state.fixtureStatus !== "live") return "market_closed";
  if (!state.outcomeActive) return "outcome_inactive";
  return null;
}

import {
  type BetCancel,
  type BetSettlement,
  type BetStop,
  type FeedEventMessage,
  type FixtureChange,
  MARKET_STATUS,
  type OddsChange,
  type RollbackBetCancel,
  type RollbackBetSettlement,
  specifierText,
} from "@platform/contracts";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { GamesDatabase } from "../../db/database.ts";
import {
  sportsCategories,
  sportsEventSequences,
  sportsFixtures,
  sportsMarketCancellations,
  sportsMarkets,
  sportsOutcomeResults,
  sportsOutcomes,
  sportsProducers,
  sportsSettlementMessages,
  sportsSports,
  sportsTournaments,
} from "../../db/schema.ts";
import type { MarketKeyRef } from "./feed-publisher.ts";

/*
 * One event message applied to the book, inside the caller's transaction. The first statement
 * claims the message's sequence for its event (an upsert that only moves forward); a message whose
 * sequence is not above the applied one claims nothing and changes nothing, so a repeat, a late
 * message or a recovery's replay of something already applied is a no-op.
 */

export type SettlementRow = typeof sportsSettlementMessages.$inferSelect;

/** What a message changed, for the publications after the commit. */
export interface Applied {
  eventId: string;
  sequence: number;
  /** Markets whose status or prices changed; null: every market of the event. */
  markets: MarketKeyRef[] | null;
  fixtureChanged: boolean;
  settlement: SettlementRow | null;
}

export async function applyEventMessage(
  tx: GamesDatabase,
  message: FeedEventMessage,
  now: Date,
): Promise<Applied | null> {
  if (!(await claimSequence(tx, message, now))) return null;
  const applied: Applied = {
    eventId: message.event,
    sequence: message.sequence,
    markets: [],
    fixtureChanged: false,
    settlement: null,
  };
  switch (message.type) {
    case "fixture_change":
      await applyFixtureChange(tx, message, now);
      applied.fixtureChanged = true;
      break;
    case "odds_change":
      applied.markets = await applyOddsChange(tx, message, now);
      applied.fixtureChanged = message.match_state !== null;
      break;
    case "bet_stop":
      applied.markets = await applyBetStop(tx, message, now);
      break;
    case "bet_settlement":
      applied.settlement = await recordSettlement(tx, message, now);
      applied.markets = await applySettlement(tx, message, applied.settlement.id, now);
      break;
    case "rollback_bet_settlement":
      applied.settlement = await recordSettlement(tx, message, now);
      applied.markets = await applyRollbackSettlement(tx, message, now);
      break;
    case "bet_cancel":
      applied.settlement = await recordSettlement(tx, message, now);
      applied.markets = await applyCancel(tx, message, applied.settlement.id, now);
      break;
    case "rollback_bet_cancel":
      applied.settlement = await recordSettlement(tx, message, now);
      applied.markets = await applyRollbackCancel(tx, message, now);
      break;
  }
  return applied;
}

async function claimSequence(tx: GamesDatabase, message: FeedEventMessage, now: Date): Promise<boolean> {
  const claimed = await tx
    .insert(sportsEventSequences)
    .values({
      eventId: message.event,
      producerId: message.producer,
      sequence: message.sequence,
      appliedAt: now,
    })
    .onConflictDoUpdate({
      target: sportsEventSequences.eventId,
      set: { sequence: message.sequence, producerId: message.producer, appliedAt: now },
      setWhere: sql`${sportsEventSequences.sequence} < ${message.sequence}`,
    })
    .returning({ eventId: sportsEventSequences.eventId });
  return claimed.length === 1;
}

async function applyFixtureChange(tx: GamesDatabase, message: FixtureChange, now: Date): Promise<void> {
  const { sport, category, tournament } = message;
  await tx
    .insert(sportsSports)
    .values({ id: sport.id, name: sport.name })
    .onConflictDoUpdate({ target: sportsSports.id, set: { name: sport.name } });
  await tx
    .insert(sportsCategories)
    .values({ id: category.id, sportId: sport.id, name: category.name, countryCode: category.country_code })
    .onConflictDoUpdate({
      target: sportsCategories.id,
      set: { name: category.name, countryCode: category.country_code },
    });
  await tx
    .insert(sportsTournaments)
    .values({ id: tournament.id, categoryId: category.id, name: tournament.name })
    .onConflictDoUpdate({ target: sportsTournaments.id, set: { name: tournament.name } });
  const fixture = {
    producerId: message.producer,
    sportId: sport.id,
    tournamentId: tournament.id,
    homeId: message.home.id,
    homeName: message.home.name,
    awayId: message.away.id,
    awayName: message.away.name,
    startTime: new Date(message.start_time),
    status: message.status,
    updatedAt: now,
  };
  await tx
    .insert(sportsFixtures)
    .values({ id: message.event, ...fixture })
    .onConflictDoUpdate({ target: sportsFixtures.id, set: fixture });
}

/** Whether the producer is down: its markets are held suspended until the recovery's snapshot. */
async function producerDown(tx: GamesDatabase, producer: number): Promise<boolean> {
  const [row] = await tx
    .select({ state: sportsProducers.state })
    .from(sportsProducers)
    .where(eq(sportsProducers.id, producer));
  return row?.state === "down";
}

async function applyOddsChange(tx: GamesDatabase, message: OddsChange, now: Date): Promise<MarketKeyRef[]> {
  const held = message.markets.length > 0 && (await producerDown(tx, message.producer));
  const markets = message.markets.map((market) => {
    const hold = held && market.status === MARKET_STATUS.active;
    return {
      eventId: message.event,
      marketId: market.id,
      specifiers: specifierText(market.specifiers),
      producerId: message.producer,
      status: hold ? MARKET_STATUS.suspended : market.status,
      heldByWatchdog: hold,
      sequence: message.sequence,
      updatedAt: now,
    };
  });
  if (markets.length > 0) {
    await tx
      .insert(sportsMarkets)
      .values(markets)
      .onConflictDoUpdate({
        target: [sportsMarkets.eventId, sportsMarkets.marketId, sportsMarkets.specifiers],
        set: {
          status: sql`excluded.status`,
          heldByWatchdog: sql`excluded.held_by_watchdog`,
          producerId: sql`excluded.producer_id`,
          sequence: sql`excluded.sequence`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  const outcomes = message.markets.flatMap((market) =>
    market.outcomes.map((outcome) => ({
      eventId: message.event,
      marketId: market.id,
      specifiers: specifierText(market.specifiers),
      outcomeId: outcome.id,
      priceMilli: outcome.price_milli,
      probability: outcome.probability,
      active: outcome.active,
      updatedAt: now,
    })),
  );
  if (outcomes.length > 0) {
    await tx
      .insert(sportsOutcomes)
      .values(outcomes)
      .onConflictDoUpdate({
        target: [
          sportsOutcomes.eventId,
          sportsOutcomes.marketId,
          sportsOutcomes.specifiers,
          sportsOutcomes.outcomeId,
        ],
        set: {
          priceMilli: sql`excluded.price_milli`,
          probability: sql`excluded.probability`,
          active: sql`excluded.active`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  const state = message.match_state;
  if (state) {
    await tx
      .update(sportsFixtures)
      .set({
        period: state.period,
        clockSeconds: state.clock_seconds,
        homeScore: state.score.home,
        awayScore: state.score.away,
        homeRedCards: state.red_cards.home,
        awayRedCards: state.red_cards.away,
        updatedAt: now,
      })
      .where(eq(sportsFixtures.id, message.event));
  }
  return markets.map(({ marketId, specifiers }) => ({ marketId, specifiers }));
}

async function applyBetStop(tx: GamesDatabase, message: BetStop, now: Date): Promise<MarketKeyRef[]> {
  const which =
    message.groups === "all" || !message.market_ids
      ? undefined
      : inArray(sportsMarkets.marketId, message.market_ids);
  return tx
    .update(sportsMarkets)
    .set({
      status: MARKET_STATUS.suspended,
      heldByWatchdog: false,
      sequence: message.sequence,
      updatedAt: now,
    })
    .where(
      and(
        eq(sportsMarkets.eventId, message.event),
        // A market the watchdog holds stops too: the snapshot must not reopen what the feed stopped.
        or(eq(sportsMarkets.status, MARKET_STATUS.active), eq(sportsMarkets.heldByWatchdog, true)),
        which,
      ),
    )
    .returning({ marketId: sportsMarkets.marketId, specifiers: sportsMarkets.specifiers });
}

type SettlementKindMessage = BetSettlement | RollbackBetSettlement | BetCancel | RollbackBetCancel;

/** The journal row the betting service settles from; unique per (event, sequence). */
async function recordSettlement(tx: GamesDatabase, message: SettlementKindMessage, now: Date) {
  const [row] = await tx
    .insert(sportsSettlementMessages)
    .values({
      eventId: message.event,
      producerId: message.producer,
      sequence: message.sequence,
      kind: message.type,
      message,
      receivedAt: now,
    })
    .returning();
  return row!;
}

function keysOf(message: { markets: { id: number; specifiers: Record<string, string> }[] }): MarketKeyRef[] {
  return message.markets.map((market) => ({
    marketId: market.id,
    specifiers: specifierText(market.specifiers),
  }));
}

/** The event's markets among `keys`, as one SQL condition. */
function marketsIn(eventId: string, keys: MarketKeyRef[]) {
  return and(
    eq(sportsMarkets.eventId, eventId),
    or(
      ...keys.map((key) =>
        and(eq(sportsMarkets.marketId, key.marketId), eq(sportsMarkets.specifiers, key.specifiers)),
      ),
    ),
  );
}

async function setStatus(
  tx: GamesDatabase,
  message: SettlementKindMessage,
  keys: MarketKeyRef[],
  status: number,
  now: Date,
): Promise<void> {
  await tx
    .update(sportsMarkets)
    .set({ status, heldByWatchdog: false, sequence: message.sequence, updatedAt: now })
    .where(marketsIn(message.event, keys));
  await tx
    .update(sportsOutcomes)
    .set({ active: false, updatedAt: now })
    .where(
      and(
        eq(sportsOutcomes.eventId, message.event),
        or(
          ...keys.map((key) =>
            and(eq(sportsOutcomes.marketId, key.marketId), eq(sportsOutcomes.specifiers, key.specifiers)),
          ),
        ),
      ),
    );
}

async function applySettlement(
  tx: GamesDatabase,
  message: BetSettlement,
  settlementId: number,
  now: Date,
): Promise<MarketKeyRef[]> {
  const results = message.markets.flatMap((market) =>
    market.outcomes.map((outcome) => ({
      eventId: message.event,
      marketId: market.id,
      specifiers: specifierText(market.specifiers),
      outcomeId: outcome.id,
      result: outcome.result,
      voidFactor: outcome.void_factor,
      deadHeatFactor: outcome.dead_heat_factor,
      certainty: message.certainty,
      settlementMessageId: settlementId,
    })),
  );
  await tx
    .insert(sportsOutcomeResults)
    .values(results)
    .onConflictDoUpdate({
      target: [
        sportsOutcomeResults.eventId,
        sportsOutcomeResults.marketId,
        sportsOutcomeResults.specifiers,
        sportsOutcomeResults.outcomeId,
      ],
      set: {
        result: sql`excluded.result`,
        voidFactor: sql`excluded.void_factor`,
        deadHeatFactor: sql`excluded.dead_heat_factor`,
        certainty: sql`excluded.certainty`,
        settlementMessageId: sql`excluded.settlement_message_id`,
      },
    });
  const keys = keysOf(message);
  await setStatus(tx, message, keys, MARKET_STATUS.settled, now);
  return keys;
}

async function applyRollbackSettlement(
  tx: GamesDatabase,
  message: RollbackBetSettlement,
  now: Date,
): Promise<MarketKeyRef[]> {
  const keys = keysOf(message);
  await tx
    .delete(sportsOutcomeResults)
    .where(
      and(
        eq(sportsOutcomeResults.eventId, message.event),
        or(
          ...keys.map((key) =>
            and(
              eq(sportsOutcomeResults.marketId, key.marketId),
              eq(sportsOutcomeResults.specifiers, key.specifiers),
            ),
          ),
        ),
      ),
    );
  // Open again but not for betting: the feed's next settlement (or odds) says what comes next.
  await setStatus(tx, message, keys, MARKET_STATUS.suspended, now);
  return keys;
}

async function applyCancel(
  tx: GamesDatabase,
  message: BetCancel,
  settlementId: number,
  now: Date,
): Promise<MarketKeyRef[]> {
  const keys = keysOf(message);
  const window = {
    startTime: message.start_time ? new Date(message.start_time) : null,
    endTime: message.end_time ? new Date(message.end_time) : null,
    reason: message.reason,
    settlementMessageId: settlementId,
  };
  await tx
    .insert(sportsMarketCancellations)
    .values(keys.map((key) => ({ eventId: message.event, ...key, ...window })))
    .onConflictDoUpdate({
      target: [
        sportsMarketCancellations.eventId,
        sportsMarketCancellations.marketId,
        sportsMarketCancellations.specifiers,
      ],
      set: window,
    });
  // A window cancels the bets placed inside it; the market itself stays (suspended) for later ones.
  const whole = !message.start_time && !message.end_time;
  await setStatus(tx, message, keys, whole ? MARKET_STATUS.cancelled : MARKET_STATUS.suspended, now);
  return keys;
}

async function applyRollbackCancel(
  tx: GamesDatabase,
  message: RollbackBetCancel,
  now: Date,
): Promise<MarketKeyRef[]> {
  const keys = keysOf(message);
  await tx
    .delete(sportsMarketCancellations)
    .where(
      and(
        eq(sportsMarketCancellations.eventId, message.event),
        or(
          ...keys.map((key) =>
            and(
              eq(sportsMarketCancellations.marketId, key.marketId),
              eq(sportsMarketCancellations.specifiers, key.specifiers),
            ),
          ),
        ),
      ),
    );
  await setStatus(tx, message, keys, MARKET_STATUS.suspended, now);
  return keys;
}

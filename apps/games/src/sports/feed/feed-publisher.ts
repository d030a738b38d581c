import {
  type FixtureStatus,
  type MarketStatus,
  type MatchPeriod,
  SPORTS_LIVE_CHANNEL,
  type SportsEventPublication,
  sportsEventChannel,
} from "@platform/contracts";
import type { LiveBus } from "@platform/server/live";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { GamesDatabase } from "../../db/database.ts";
import { type sportsFixtures, sportsMarkets, sportsOutcomes } from "../../db/schema.ts";

/*
 * What the book shows, pushed after each commit on the live bus: `sports:event:{event}` carries the
 * event's changed markets (absolute state: status and every outcome's price) and its fixture;
 * `sports:live` carries the fixture of every match in play (status, clock, score), for the in-play
 * list. A failed publish is logged: pages catch up from the next one or their snapshot.
 */

export type MarketKeyRef = { marketId: number; specifiers: string };

export class FeedPublisher {
  constructor(
    private readonly bus: LiveBus,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  /** The event's markets as they now are (only `keys` when given). */
  async markets(db: GamesDatabase, eventId: string, sequence: number, keys: MarketKeyRef[] | null) {
    if (keys && keys.length === 0) return;
    const markets = await db
      .select()
      .from(sportsMarkets)
      .where(eq(sportsMarkets.eventId, eventId))
      .orderBy(asc(sportsMarkets.marketId), asc(sportsMarkets.specifiers));
    const wanted = keys ? new Set(keys.map((key) => `${key.marketId}|${key.specifiers}`)) : null;
    const chosen = wanted
      ? markets.filter((market) => wanted.has(`${market.marketId}|${market.specifiers}`))
      : markets;
    if (chosen.length === 0) return;
    const outcomes = await db
      .select()
      .from(sportsOutcomes)
      .where(
        and(
          eq(sportsOutcomes.eventId, eventId),
          inArray(sportsOutcomes.marketId, [...new Set(chosen.map((market) => market.marketId))]),
        ),
      )
      .orderBy(asc(sportsOutcomes.outcomeId));
    this.#publish(sportsEventChannel(eventId), {
      type: "markets",
      event: eventId,
      sequence,
      markets: chosen.map((market) => ({
        id: market.marketId,
        specifiers: market.specifiers,
        status: market.status as MarketStatus,
        outcomes: outcomes
          .filter(
            (outcome) => outcome.marketId === market.marketId && outcome.specifiers === market.specifiers,
          )
          .map((outcome) => ({
            id: outcome.outcomeId,
            price_milli: outcome.priceMilli,
            probability: outcome.probability,
            active: outcome.active,
          })),
      })),
    });
  }

  /** The fixture on its own channel, and on `sports:live` while (or as it stops being) in play. */
  fixture(row: typeof sportsFixtures.$inferSelect): void {
    const publication: SportsEventPublication = {
      type: "fixture",
      event: row.id,
      status: row.status as FixtureStatus,
      match_state:
        row.period === null
          ? null
          : {
              period: row.period as MatchPeriod,
              clock_seconds: row.clockSeconds ?? 0,
              score: { home: row.homeScore ?? 0, away: row.awayScore ?? 0 },
              red_cards: { home: row.homeRedCards ?? 0, away: row.awayRedCards ?? 0 },
            },
    };
    this.#publish(sportsEventChannel(row.id), publication);
    if (row.status === "live" || row.period !== null) this.#publish(SPORTS_LIVE_CHANNEL, publication);
  }

  #publish(channel: string, data: SportsEventPublication): void {
    this.bus.publish(channel, data).catch((error: unknown) => {
      this.log.error({ err: error, channel }, "sports: a live publication failed");
    });
  }
}

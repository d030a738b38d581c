import type { FeedEventMessage } from "@platform/contracts";
import type { BenchFixture } from "./sports-protocol.ts";

/**
 * Feed messages of the sportsbook bench, shaped as the simulated desk's (UOF): a pre-match fixture
 * with a 1X2 market, odds changes of that market, and its settlement. Each event's sequence is
 * counted here, as a producer numbers its messages.
 */

const PRODUCER = 1;
const MARKET_1X2 = 1;
/** A 6 % book: the fair probability is the price's implied one less the margin. */
const fair = (priceMilli: number) => Math.min(1, 1_000 / priceMilli / 1.06);

export class BenchFeed {
  readonly #sequences = new Map<string, number>();

  #fields(event: string) {
    const sequence = (this.#sequences.get(event) ?? 0) + 1;
    this.#sequences.set(event, sequence);
    return { producer: PRODUCER, event, sequence, timestamp: new Date().toISOString() };
  }

  /** A fixture kicking off tomorrow (pre-match: no live delay), in the Kenya Premier League. */
  fixture(event: string, index: number): FeedEventMessage {
    return {
      type: "fixture_change",
      ...this.#fields(event),
      sport: { id: "sim:sport:1", name: "Soccer" },
      category: { id: "sim:category:kenya", name: "Kenya", country_code: "KE" },
      tournament: { id: "sim:tournament:kpl", name: "Kenya Premier League" },
      home: { id: `sim:competitor:h${index}`, name: `Home ${index}` },
      away: { id: `sim:competitor:a${index}`, name: `Away ${index}` },
      start_time: new Date(Date.now() + 86_400_000).toISOString(),
      status: "not_started",
    };
  }

  odds(fixture: BenchFixture): FeedEventMessage & { sequence: number } {
    const prices = fixture.prices;
    return {
      type: "odds_change",
      ...this.#fields(fixture.event),
      markets: [
        {
          id: MARKET_1X2,
          specifiers: {},
          status: 1,
          outcomes: (["1", "2", "3"] as const).map((id) => ({
            id,
            price_milli: prices[id],
            probability: fair(prices[id]),
            active: true,
          })),
        },
      ],
      match_state: null,
    };
  }

  /** The 1X2 market resulted: `winner` wins, the others lose. */
  settlement(event: string, winner: "1" | "2" | "3"): FeedEventMessage {
    return {
      type: "bet_settlement",
      ...this.#fields(event),
      certainty: "confirmed",
      markets: [
        {
          id: MARKET_1X2,
          specifiers: {},
          outcomes: (["1", "2", "3"] as const).map((id) => ({
            id,
            result: id === winner ? 1 : 0,
            void_factor: 0,
            dead_heat_factor: 1,
          })),
        },
      ],
    } as FeedEventMessage;
  }
}

/** Prices a little apart per event, so the book is not one price repeated. */
export function fixturePrices(index: number): BenchFixture["prices"] {
  const home = 1_500 + ((index * 37) % 900);
  return { "1": home, "2": 3_300, "3": 2_200 + ((index * 53) % 2_000) };
}

/**
 * What the sportsbook bench's processes say to each other over fork's IPC channel: the driver
 * (bench/sports-bench.ts) asks the platform (bench/sports-platform-server.ts) to fund players and
 * enable the aggregator's games, and the aggregator (bench/sports-games-server.ts) to put fixtures
 * in the book and to feed odds changes to its processor at a steady rate.
 */

/** A pre-match fixture the aggregator's book holds, with its 1X2 prices (milli). */
export interface BenchFixture {
  event: string;
  prices: { "1": number; "2": number; "3": number };
}

export type PlatformRequest =
  | { type: "fund"; userIds: string[] }
  /** `npm run operator -- games sync`: the site's games, the sportsbook among them, enabled. */
  | { type: "sync"; site: string; aggregatorBaseUrl: string };

export type PlatformReply = { type: "funded" } | { type: "synced" };

export type GamesRequest =
  | { type: "fixtures"; count: number; prefix: string }
  /**
   * Odds changes on these events, `perSecond` of them each, for `seconds`: each stamped with the
   * time it is handed to the feed processor, the stamp carried to the clients in the publication.
   */
  | { type: "feed"; events: string[]; perSecond: number; seconds: number };

export type GamesReply =
  | { type: "fixtures"; fixtures: BenchFixture[] }
  /** Messages handed to the processor, and the time it took to apply them all. */
  | { type: "fed"; messages: number; seconds: number; lagMs: number };

/** The settlement child (bench/sports-settlement.ts) → driver. */
export type SettlementReply =
  | { type: "ready"; setupSeconds: number }
  /** Since the first settlement was handed to the processor: bets resulted, and settled (win acknowledged). */
  | {
      type: "progress";
      seconds: number;
      resulted: number;
      acknowledged: number;
      /** When the last bet was resulted, and when the last win was acknowledged (null: not yet). */
      resultedSeconds: number | null;
      acknowledgedSeconds: number | null;
    }
  | { type: "failed"; message: string };

import type { FeedMessage } from "@platform/contracts";

/*
 * The one way prices and results reach the sportsbook (docs/decisions/045-sports-feed.md): a feed
 * normalised to UOF-shaped messages. The simulated desk is the built-in adapter; a real feed
 * (Sportradar, Betradar, another) is another implementation of this interface.
 */

/** Receives each message in the order the feed delivers it; the promise is awaited before the next. */
export type FeedHandler = (message: FeedMessage) => Promise<void>;

export interface FeedAdapter {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** One handler per subscriber; returns the unsubscribe. */
  subscribe(handler: FeedHandler): () => void;
  /**
   * Asks the producer to replay what happened since `since` (each event's messages after that time,
   * with their own sequences) and then to send `snapshot_complete` with `requestId`. Rejects when
   * the producer cannot be reached; the processor asks again at its next `alive`.
   */
  recover(producer: number, since: Date, requestId: number): Promise<void>;
}

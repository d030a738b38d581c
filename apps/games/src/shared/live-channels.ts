/**
 * A product's public channels on the aggregator's live server (one WebSocket per page carries the
 * crash game's and the sportsbook's channels alike; docs/decisions/039-live-layer.md): which names
 * it owns, and the snapshot a client gets when it subscribes or cannot resume.
 */
export interface LiveChannels {
  owns(channel: string): boolean;
  snapshot(channel: string): Promise<unknown>;
}

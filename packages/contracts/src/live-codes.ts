/**
 * The live layer's names and codes (docs/decisions/039), zod-free so the browser's LiveClient can
 * import them without the schema library. The frames' schemas are in live.ts.
 */

/** Longest channel name: names travel in every publication frame and key Redis streams. */
export const LIVE_CHANNEL_MAX_LENGTH = 128;

/**
 * `crash`, `jackpot:{slug}`, `user:{userId}`: a lower-case namespace, then `:`-separated parts.
 * No `*`, `?`, `[`, `{` or spaces, so a name is safe as a Redis key hash tag and a pub/sub glob.
 */
export const LIVE_CHANNEL_PATTERN = /^[a-z][a-z0-9_-]*(?::[A-Za-z0-9_.-]+)*$/;

export function isLiveChannel(name: string): boolean {
  return name.length <= LIVE_CHANNEL_MAX_LENGTH && LIVE_CHANNEL_PATTERN.test(name);
}

/** A player's private channel (balance pushes, notifications): only that player may subscribe. */
export const LIVE_USER_PREFIX = "user:";

export function liveUserChannel(userId: string): string {
  return `${LIVE_USER_PREFIX}${userId}`;
}

/** The owner of a `user:` channel, or null for a public channel. */
export function liveChannelOwner(channel: string): string | null {
  return channel.startsWith(LIVE_USER_PREFIX) ? channel.slice(LIVE_USER_PREFIX.length) : null;
}

/** Channels one subscribe or unsubscribe frame may name (the server's per-connection limit is its own). */
export const LIVE_MAX_CHANNELS_PER_FRAME = 100;

export const LIVE_ERROR_CODES = [
  /** Not JSON, not text, or not the shape of a client frame. */
  "bad_frame",
  /** The channel is private to another player, or needs a session the connection does not have. */
  "forbidden",
  /** The connection already holds the server's maximum of channels. */
  "too_many_channels",
  /** The bus or the snapshot failed: subscribe again later. */
  "unavailable",
  /** A refresh's credential is not valid, or names another player: the connection keeps its old one. */
  "unauthorized",
] as const;
export type LiveErrorCode = (typeof LIVE_ERROR_CODES)[number];

/** WebSocket close codes the server uses (4000–4999 are the application's own). */
export const LIVE_CLOSE = {
  /** The server is shutting down: reconnect (to another node). */
  goingAway: 1001,
  /** A frame larger than the server's maxPayload (ws closes with it). */
  tooBig: 1009,
  /** The client did not read fast enough and the server's send buffer passed its limit. */
  slowConsumer: 4001,
  /**
   * The credential the connection authenticated with expired and was not refreshed (the player
   * logged out, or their session was revoked): the page says so; reconnecting with it is pointless.
   */
  sessionEnded: 4002,
} as const;

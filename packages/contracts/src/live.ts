import { z } from "zod";
import {
  LIVE_CHANNEL_MAX_LENGTH,
  LIVE_CHANNEL_PATTERN,
  LIVE_ERROR_CODES,
  LIVE_MAX_CHANNELS_PER_FRAME,
} from "./live-codes.ts";

/*
 * The live layer's wire protocol (docs/decisions/039): JSON text frames over one WebSocket per
 * page. Every publication of a channel has an offset (1, 2, 3… per channel) and the channel's
 * epoch; a client that reconnects sends the last position it saw and gets what it missed, or, when
 * the server can no longer tell (the window passed, the history was lost: another epoch), a
 * snapshot marked `recovered: false`.
 *
 * The server validates what clients send with these schemas; the browser's LiveClient trusts its
 * own server and only imports the types (live-client.ts), so pages do not ship zod for it.
 */

export const liveChannelSchema = z.string().max(LIVE_CHANNEL_MAX_LENGTH).regex(LIVE_CHANNEL_PATTERN);

const offsetSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const epochSchema = z.string().min(1).max(64);

/** Where a client is in a channel: the last offset it has, in which epoch. */
export const livePositionSchema = z.object({ offset: offsetSchema, epoch: epochSchema });
export type LivePosition = z.infer<typeof livePositionSchema>;

// Client → server.

export const liveSubscribeFrameSchema = z.object({
  type: z.literal("subscribe"),
  channels: z
    .array(z.object({ channel: liveChannelSchema, since: livePositionSchema.optional() }))
    .min(1)
    .max(LIVE_MAX_CHANNELS_PER_FRAME),
});

export const liveUnsubscribeFrameSchema = z.object({
  type: z.literal("unsubscribe"),
  channels: z.array(liveChannelSchema).min(1).max(LIVE_MAX_CHANNELS_PER_FRAME),
});

/**
 * A browser cannot see the server's WebSocket pings, so a client that wants to know its connection
 * is alive sends this when it has heard nothing for a while; the server answers `pong`.
 */
export const livePingFrameSchema = z.object({ type: z.literal("ping") });

/**
 * A fresh credential for the open connection (the app's own: a crash ticket, a session token), sent
 * before the one it connected with expires: the server keeps the connection's private channels if it
 * names the same player, answers `refreshed`, and otherwise `error` `unauthorized`. A connection
 * whose credential expires unrenewed is closed with LIVE_CLOSE.sessionEnded.
 */
export const liveRefreshFrameSchema = z.object({
  type: z.literal("refresh"),
  credential: z.string().min(1).max(4096),
});

export const liveClientFrameSchema = z.discriminatedUnion("type", [
  liveSubscribeFrameSchema,
  liveUnsubscribeFrameSchema,
  livePingFrameSchema,
  liveRefreshFrameSchema,
]);
export type LiveClientFrame = z.infer<typeof liveClientFrameSchema>;
export type LiveSubscribeFrame = z.infer<typeof liveSubscribeFrameSchema>;

// Server → client.

export const livePublicationFrameSchema = z.object({
  type: z.literal("publication"),
  channel: liveChannelSchema,
  offset: offsetSchema,
  epoch: epochSchema,
  data: z.unknown(),
});
export type LivePublicationFrame = z.infer<typeof livePublicationFrameSchema>;

/** A missed publication inside `subscribed` (its channel and epoch are the frame's). */
export const liveRecoveredPublicationSchema = z.object({ offset: offsetSchema, data: z.unknown() });

/**
 * The answer to a subscribe. `offset`/`epoch`: the channel's position this frame brings the client
 * to; live publications follow from offset + 1. `recovered: true`: `publications` are exactly the
 * ones after the client's `since`, in order. `recovered: false` (a first subscribe, or one that could
 * not be recovered): `snapshot` is the channel's state, read after that position, so a live
 * publication may repeat what the snapshot already shows.
 */
export const liveSubscribedFrameSchema = z.object({
  type: z.literal("subscribed"),
  channel: liveChannelSchema,
  offset: offsetSchema,
  epoch: epochSchema,
  recovered: z.boolean(),
  publications: z.array(liveRecoveredPublicationSchema).optional(),
  snapshot: z.unknown().optional(),
});
export type LiveSubscribedFrame = z.infer<typeof liveSubscribedFrameSchema>;

export const liveErrorFrameSchema = z.object({
  type: z.literal("error"),
  code: z.enum(LIVE_ERROR_CODES),
  message: z.string(),
  /** The channel a subscribe failed for, when the error is about one. */
  channel: liveChannelSchema.optional(),
});
export type LiveErrorFrame = z.infer<typeof liveErrorFrameSchema>;

export const livePongFrameSchema = z.object({ type: z.literal("pong") });

/** A refresh was accepted: the connection's authentication now lasts this many more seconds (null: no end). */
export const liveRefreshedFrameSchema = z.object({
  type: z.literal("refreshed"),
  expires_in: z.number().int().min(0).nullable(),
});

export const liveServerFrameSchema = z.discriminatedUnion("type", [
  livePublicationFrameSchema,
  liveSubscribedFrameSchema,
  liveErrorFrameSchema,
  livePongFrameSchema,
  liveRefreshedFrameSchema,
]);
export type LiveServerFrame = z.infer<typeof liveServerFrameSchema>;

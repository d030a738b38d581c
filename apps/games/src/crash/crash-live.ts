import type { IncomingMessage } from "node:http";
import { liveChannelOwner } from "@platform/contracts/client";
import { type LiveBus, LiveServer } from "@platform/server/live";
import { eq } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { gameSessions } from "../db/schema.ts";
import type { Clock } from "../shared/clock.ts";
import type { LiveChannels } from "../shared/live-channels.ts";
import { CRASH_CHANNEL } from "./crash-publisher.ts";
import { playerBets, snapshot } from "./crash-queries.ts";
import { CRASH_GAME_SLUG, crashPlayerKey } from "./crash-views.ts";
import type { LiveTickets } from "./live-tickets.ts";

/*
 * The aggregator's WebSocket (docs/decisions/039, 040): `crash` for everyone, and a player's own
 * `user:{operator}:{player}` channel for a connection opened with their session's ticket. No
 * cookie authenticates it (only the ticket in the URL), so another site's page gains nothing by
 * connecting, and no Origin check is needed.
 *
 * The ticket is short (LIVE_TICKET_MS): the page sends a fresh one (`refresh` frame) before it
 * expires, and a socket whose ticket expired unrenewed is closed, so the player's channel stops at
 * most one ticket after they logged out. A refresh must name the same player.
 */

export interface CrashPrincipal {
  operatorId: string;
  playerId: string;
  /** The ticket's expiry (ms). */
  expiresAt: number;
}

export interface CrashLiveOptions {
  db: GamesDatabase;
  bus: LiveBus;
  path: string;
  tickets: LiveTickets;
  clock: Clock;
  growthRate: number;
  log: { error(obj: object, msg: string): void };
  /** Other products' public channels on the same socket (the sportsbook's). */
  channels?: LiveChannels[];
}

export function createCrashLive(options: CrashLiveOptions): LiveServer<CrashPrincipal> {
  const { db, clock, tickets } = options;
  const principalOf = async (ticket: string): Promise<CrashPrincipal | null> => {
    const sessionId = tickets.verify(ticket, clock());
    if (!sessionId) return null;
    const [session] = await db.select().from(gameSessions).where(eq(gameSessions.id, sessionId));
    if (!session?.playerId || session.gameSlug !== CRASH_GAME_SLUG) return null;
    return {
      operatorId: session.operatorId,
      playerId: session.playerId,
      expiresAt: tickets.expiryOf(ticket),
    };
  };
  return new LiveServer<CrashPrincipal>({
    bus: options.bus,
    path: options.path,
    log: options.log,
    now: () => clock().getTime(),
    async authenticate(request: IncomingMessage) {
      const ticket = new URL(request.url ?? "/", "http://live").searchParams.get("ticket");
      return ticket ? principalOf(ticket) : null;
    },
    expiry: {
      expiresAt: (principal) => principal.expiresAt,
      refresh: principalOf,
      same: (current, next) => current.operatorId === next.operatorId && current.playerId === next.playerId,
    },
    authorize(principal, channel) {
      if (channel === CRASH_CHANNEL) return true;
      if (options.channels?.some((product) => product.owns(channel))) return true;
      const owner = liveChannelOwner(channel);
      return (
        owner !== null &&
        principal !== null &&
        owner === crashPlayerKey(principal.operatorId, principal.playerId)
      );
    },
    async snapshot(channel) {
      if (channel === CRASH_CHANNEL) return snapshot(db, clock(), options.growthRate);
      const product = options.channels?.find((candidate) => candidate.owns(channel));
      if (product) return product.snapshot(channel);
      const owner = liveChannelOwner(channel) ?? "";
      const split = owner.indexOf(":");
      return {
        type: "own_bets",
        bets: await playerBets(
          db,
          { operatorId: owner.slice(0, split), playerId: owner.slice(split + 1) },
          { limit: 20 },
        ),
      };
    },
  });
}

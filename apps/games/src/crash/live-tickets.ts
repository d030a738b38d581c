import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * How a page's WebSocket proves whose it is. A browser cannot set headers on a WebSocket, and a
 * launch token must not travel in URLs, so opening a crash session answers a ticket: the session id
 * and its expiry, signed with a key derived from GAMES_WALLET_KEY (every node has it, nothing is
 * stored). `…/live?ticket=` with it carries that player's channel; without one, public channels
 * only. It opens nothing else: no bet, no cash-out.
 *
 * A ticket is short-lived (LIVE_TICKET_MS): the socket keeps the player's channel only until its
 * ticket's expiry, and the page renews it by asking its session again (GET /v1/crash/sessions/:id),
 * which asks the platform's wallet with the launch token: a player who logged out, or whose session
 * was revoked elsewhere, gets no new ticket and their socket is closed at the old one's expiry.
 */

/** How long a ticket lasts: how long a socket may outlive its player's platform session. */
export const LIVE_TICKET_MS = 5 * 60_000;

export class LiveTickets {
  readonly #key: Buffer;

  constructor(walletKey: string) {
    this.#key = createHmac("sha256", walletKey).update("crash live tickets").digest();
  }

  issue(sessionId: string, expiresAt: Date): string {
    const body = `${sessionId}.${expiresAt.getTime()}`;
    return `${body}.${this.#sign(body)}`;
  }

  /** The session id, if the ticket is ours and not expired. */
  verify(ticket: string, now: Date): string | null {
    const parts = ticket.split(".");
    if (parts.length !== 3) return null;
    const [sessionId, expires, signature] = parts as [string, string, string];
    const expected = Buffer.from(this.#sign(`${sessionId}.${expires}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return Number(expires) > now.getTime() ? sessionId : null;
  }

  /** When a ticket (one `verify` accepted) expires, in milliseconds since the epoch. */
  expiryOf(ticket: string): number {
    return Number(ticket.split(".")[1]);
  }

  #sign(body: string): string {
    return createHmac("sha256", this.#key).update(body).digest("base64url");
  }
}

import { createHmac, timingSafeEqual } from "node:crypto";
import type { Clock } from "../security/clock.ts";

/** Hub88-style launch tokens live for hours: a long session of play must not be cut off. */
export const LAUNCH_TOKEN_TTL_S = 4 * 60 * 60;

export interface LaunchClaims {
  userId: string;
  siteCode: string;
  /** The player's session: the token serves balance and bet only while it is alive. */
  sessionId: string;
  expiresAt: Date;
}

/**
 * Stateless launch tokens for the aggregator: `<base64url claims>.<base64url HMAC-SHA256>`. The
 * key is derived from the API's own secret (AUTH_SECRET), not from the wallet key the aggregator
 * holds, so the aggregator cannot mint a token for a player it has never been sent. Never a
 * session token: it cannot call the player API, and it stops serving stakes when the session ends.
 */
export class LaunchTokens {
  readonly #key: Buffer;

  constructor(
    serverSecret: string,
    private readonly clock: Clock,
  ) {
    this.#key = createHmac("sha256", serverSecret).update("bv-launch-token").digest();
  }

  mint(claims: Omit<LaunchClaims, "expiresAt">): { token: string; expiresAt: Date } {
    const expiresAt = new Date(this.clock().getTime() + LAUNCH_TOKEN_TTL_S * 1000);
    const payload = Buffer.from(
      JSON.stringify({
        u: claims.userId,
        s: claims.siteCode,
        sid: claims.sessionId,
        exp: Math.floor(expiresAt.getTime() / 1000),
      }),
    ).toString("base64url");
    return { token: `${payload}.${this.#mac(payload).toString("base64url")}`, expiresAt };
  }

  /** The claims of a token this API minted, expired or not; null for anything else. */
  read(token: string): LaunchClaims | null {
    const [payload, mac, extra] = token.split(".");
    if (!payload || !mac || extra !== undefined) return null;
    const given = Buffer.from(mac, "base64url");
    const expected = this.#mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<
        string,
        unknown
      >;
      const { u, s, sid, exp } = claims;
      if (
        typeof u !== "string" ||
        typeof s !== "string" ||
        typeof sid !== "string" ||
        typeof exp !== "number"
      ) {
        return null;
      }
      return { userId: u, siteCode: s, sessionId: sid, expiresAt: new Date(exp * 1000) };
    } catch {
      return null;
    }
  }

  isExpired(claims: LaunchClaims): boolean {
    return this.clock().getTime() >= claims.expiresAt.getTime();
  }

  #mac(payload: string): Buffer {
    return createHmac("sha256", this.#key).update(payload).digest();
  }
}

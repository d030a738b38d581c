import { and, eq, lte } from "drizzle-orm";
import { enabledGames, gameRounds, sessions, users } from "../db/schema.ts";
import { utcMinute } from "../safer-gambling/exclusion-message.ts";
import { sha256Hex } from "../security/secret-tokens.ts";
import type { SessionRow, SessionStore } from "../session/session-store.ts";
import type { Site } from "../sites/site-repository.ts";
import { type PlayBlock, type PlayRefusal, playRefusal } from "../users/play-block.ts";
import type { UserRow } from "../users/user-view.ts";
import type { CallRow, RoundRow, Tx } from "./game-store.ts";
import type { LaunchClaims, LaunchTokens } from "./launch-tokens.ts";
import { invalidToken, WalletFailure } from "./wallet-failure.ts";
import type { EnabledGame } from "./win-limits.ts";

const BLOCK_MESSAGES: Record<PlayBlock, string> = {
  deactivated: "The player's account is disabled.",
  time_out: "The player is taking a time-out from gambling",
  self_excluded: "The player has excluded themselves from gambling",
  fica_required: "The player must have their identity (FICA) approved to play.",
};

/** The aggregator's message; an exclusion names its end date. */
function refusalMessage(refusal: PlayRefusal): string {
  const message = BLOCK_MESSAGES[refusal.block];
  if (refusal.block !== "time_out" && refusal.block !== "self_excluded") return message;
  return refusal.until ? `${message} until ${utcMinute(refusal.until)}.` : `${message}.`;
}

/** A session's last_used_at is written at most this often (as SessionStore does for the API). */
const TOUCH_AFTER_MS = 60_000;

export interface WalletPlayer {
  user: UserRow;
  claims: LaunchClaims;
}

/** A player about to stake: also the session the launch token was minted for (null once gone). */
export interface Staker extends WalletPlayer {
  session: SessionRow | null;
}

/** A player placing a bet: also the game as the site enabled it, and the round if it exists. */
export interface Bettor extends Staker {
  game: EnabledGame | null;
  /** As it was read before the bet locked anything (null: no such round yet). */
  round: RoundRow | null;
}

/**
 * The player a launch token names, on the operator's own site. Only the signature and the site
 * are checked here: that is all a win or a rollback needs (Hub88: their token may have expired).
 */
export async function identify(
  tx: Tx,
  tokens: LaunchTokens,
  site: Site,
  token: string,
): Promise<WalletPlayer> {
  const claims = claimsOn(tokens, site, token);
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, claims.userId), eq(users.siteId, site.id)));
  if (!user) throw invalidToken();
  return { user, claims };
}

function claimsOn(tokens: LaunchTokens, site: Site, token: string): LaunchClaims {
  const claims = tokens.read(token);
  if (!claims || claims.siteCode !== site.siteCode) throw invalidToken();
  return claims;
}

/** identify, with the token's session in the same round trip (a balance call). */
export async function identifyStaker(
  tx: Tx,
  tokens: LaunchTokens,
  site: Site,
  token: string,
): Promise<Staker> {
  const claims = claimsOn(tokens, site, token);
  const [row] = await tx
    .select({ user: users, session: sessions })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.id, claims.sessionId), eq(sessions.userId, users.id)))
    .where(and(eq(users.id, claims.userId), eq(users.siteId, site.id)));
  if (!row) throw invalidToken();
  return { user: row.user, claims, session: row.session };
}

/**
 * identify for a bet: the player, the token's session, the game as the site enabled it and the
 * round, all in one round trip (a spin's every statement is a round trip on PostgreSQL). The
 * round is read, not locked: the bet's own write judges it again under its lock.
 */
export async function identifyBettor(
  tx: Tx,
  tokens: LaunchTokens,
  site: Site,
  token: string,
  bet: { game: string; roundId: string },
): Promise<Bettor> {
  const claims = claimsOn(tokens, site, token);
  const [row] = await tx
    .select({ user: users, session: sessions, game: enabledGames, round: gameRounds })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.id, claims.sessionId), eq(sessions.userId, users.id)))
    .leftJoin(enabledGames, and(eq(enabledGames.siteId, site.id), eq(enabledGames.game, bet.game)))
    .leftJoin(gameRounds, and(eq(gameRounds.siteId, site.id), eq(gameRounds.roundId, bet.roundId)))
    .where(and(eq(users.id, claims.userId), eq(users.siteId, site.id)));
  if (!row) throw invalidToken();
  return { user: row.user, claims, session: row.session, game: row.game, round: row.round };
}

/**
 * The player of a win or rollback: the token's, or, when the token no longer verifies (the key
 * that signed it changed: a restarted demo, a rotated AUTH_SECRET), the player of the bet that
 * came with this very token. What a round owes is paid whatever happened to the key meanwhile.
 */
export async function settlingPlayer(
  tx: Tx,
  tokens: LaunchTokens,
  site: Site,
  token: string,
  bet: CallRow | undefined,
): Promise<string> {
  // The bet's own player, on this site: a known account (its rows keep the user), nothing to read.
  const claims = tokens.read(token);
  if (claims?.siteCode === site.siteCode && bet?.siteId === site.id && bet.userId === claims.userId) {
    return claims.userId;
  }
  try {
    return (await identify(tx, tokens, site, token)).user.id;
  } catch (error) {
    if (error instanceof WalletFailure && bet?.tokenHash && bet.tokenHash === sha256Hex(token))
      return bet.userId;
    throw error;
  }
}

/**
 * What balance and bet check on top: the token's expiry, whether the player may play, and that the
 * session it was minted for is still alive (a logout or a revoked session ends it). Play counts
 * as activity: the session's idle clock restarts, as a page view would.
 */
export async function assertMayStake(
  tx: Tx,
  deps: { tokens: LaunchTokens; sessions: SessionStore; now: Date },
  site: Site,
  player: Staker,
): Promise<void> {
  if (deps.tokens.isExpired(player.claims)) {
    throw new WalletFailure("RS_ERROR_TOKEN_EXPIRED", "The launch token has expired.");
  }
  // Also an exclusion taken on another brand of the operator, after this token was minted.
  const refusal = await playRefusal(tx, player.user, site, deps.now);
  if (refusal) throw new WalletFailure("RS_ERROR_USER_DISABLED", refusalMessage(refusal));
  const { session } = player;
  if (!session || !deps.sessions.isLive(session, site.settings, deps.now)) throw invalidToken();
  if (deps.now.getTime() - session.lastUsedAt.getTime() >= TOUCH_AFTER_MS) {
    const stale = new Date(deps.now.getTime() - TOUCH_AFTER_MS);
    await tx
      .update(sessions)
      .set({ lastUsedAt: deps.now })
      .where(and(eq(sessions.id, session.id), lte(sessions.lastUsedAt, stale)));
  }
}

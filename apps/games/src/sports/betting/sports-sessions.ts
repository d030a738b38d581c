import { createHash, randomBytes } from "node:crypto";
import type { GamesDatabase } from "../../db/database.ts";
import { gameSessions, games } from "../../db/schema.ts";
import { GamesError } from "../../http/http-error.ts";
import type { Operators } from "../../operators/operators.ts";
import type { Sessions } from "../../play/sessions.ts";
import { walletRefusal } from "../../play/sessions.ts";
import type { Clock } from "../../shared/clock.ts";
import type { WalletClient } from "../../wallet/wallet-client.ts";
import type { Authorized } from "./place-bet.ts";
import { SPORTS_GAME_NAME, SPORTS_GAME_SLUG } from "./sports-wallet.ts";

/*
 * A player's sportsbook session, as crash's (crash/crash-sessions.ts): a game session of game
 * `sports`, opened with one balance call that names the player; every later call carries the launch
 * token as `Authorization: Bearer`, checked against the session's hash. Real money only.
 */

const SESSION_MS = 12 * 60 * 60_000;

/** The sportsbook as a catalogue game: game sessions name it (not shown in the slots' lobby). */
export async function listSportsbook(db: GamesDatabase): Promise<void> {
  await db
    .insert(games)
    .values({
      slug: SPORTS_GAME_SLUG,
      name: SPORTS_GAME_NAME,
      providerId: "bitville",
      category: "sports",
      rtp: "94.00",
      volatility: "medium",
      lines: "",
      description: "Pre-match and in-play football: singles, accumulators and system bets.",
      artFrom: "#14532d",
      artTo: "#0f172a",
      playable: false,
      tags: ["sports"],
      position: 2,
    })
    .onConflictDoNothing();
}

export async function openSportsSession(
  deps: { db: GamesDatabase; operators: Operators; wallet: WalletClient; clock: Clock },
  request: { operator: string; token: string },
) {
  const operator = await deps.operators.require(request.operator);
  const outcome = await deps.wallet.call(await deps.operators.walletTarget(operator.id), "balance", {
    token: request.token,
    game: SPORTS_GAME_SLUG,
  });
  if (outcome.kind !== "ok") throw walletRefusal(outcome);
  if (outcome.answer.currency !== operator.currency) {
    throw walletRefusal({ kind: "refused", code: "RS_ERROR_WRONG_CURRENCY", message: "", status: 409 });
  }
  const now = deps.clock();
  const [session] = await deps.db
    .insert(gameSessions)
    .values({
      id: randomBytes(32).toString("base64url"),
      operatorId: operator.id,
      gameSlug: SPORTS_GAME_SLUG,
      mode: "real",
      playerId: outcome.answer.user_id,
      tokenHash: createHash("sha256").update(request.token).digest("hex"),
      currency: operator.currency,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MS),
    })
    .returning();
  return { session: session!, balance: outcome.answer.balance };
}

export async function authorizeSportsSession(
  sessions: Sessions,
  id: string,
  authorization: string | undefined,
): Promise<Authorized> {
  const authorized = await sessions.authorize(id, authorization);
  if (authorized.session.gameSlug !== SPORTS_GAME_SLUG || !authorized.token) {
    throw new GamesError(404, "RS_ERROR_SESSION_NOT_FOUND", "This sportsbook session does not exist.");
  }
  return { session: authorized.session, token: authorized.token };
}

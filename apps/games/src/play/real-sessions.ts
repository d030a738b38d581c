import { createHash, randomBytes } from "node:crypto";
import type { GamesDatabase } from "../db/database.ts";
import { gameSessions } from "../db/schema.ts";
import { GamesError } from "../http/http-error.ts";
import type { Operators } from "../operators/operators.ts";
import type { Clock } from "../shared/clock.ts";
import type { WalletClient } from "../wallet/wallet-client.ts";
import { type AuthorizedSession, type GameSessionRow, type Sessions, walletRefusal } from "./sessions.ts";

/*
 * A player's session of a game played with real money only, outside the slots' launch flow (crash,
 * the sportsbook): a game session of that game (the slots' table and their launch-token check),
 * opened with one balance call that names the player. Visitors watch without one.
 */

const SESSION_MS = 12 * 60 * 60_000;

export interface OpenedRealSession {
  session: GameSessionRow;
  balance: number;
}

export async function openRealSession(
  deps: { db: GamesDatabase; operators: Operators; wallet: WalletClient; clock: Clock },
  request: { operator: string; token: string },
  game: string,
): Promise<OpenedRealSession> {
  const operator = await deps.operators.require(request.operator);
  const outcome = await deps.wallet.call(await deps.operators.walletTarget(operator.id), "balance", {
    token: request.token,
    game,
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
      gameSlug: game,
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

/** A session of `game` for the player who opened it (its launch token), with that token for its calls. */
export async function authorizeRealSession(
  sessions: Sessions,
  id: string,
  authorization: string | undefined,
  game: string,
  notFoundMessage: string,
): Promise<AuthorizedSession & { token: string }> {
  const authorized = await sessions.authorize(id, authorization);
  if (authorized.session.gameSlug !== game || !authorized.token) {
    throw new GamesError(404, "RS_ERROR_SESSION_NOT_FOUND", notFoundMessage);
  }
  return { session: authorized.session, token: authorized.token };
}

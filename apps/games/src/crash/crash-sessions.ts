import { createHash, randomBytes } from "node:crypto";
import type { GamesDatabase } from "../db/database.ts";
import { gameSessions } from "../db/schema.ts";
import { GamesError } from "../http/http-error.ts";
import type { Operators } from "../operators/operators.ts";
import type { AuthorizedSession, GameSessionRow, Sessions } from "../play/sessions.ts";
import { walletRefusal } from "../play/sessions.ts";
import type { Clock } from "../shared/clock.ts";
import type { WalletClient } from "../wallet/wallet-client.ts";
import { CRASH_GAME_SLUG } from "./crash-views.ts";

/*
 * A player's crash session: a game session of game `crash` (the slots' table and their launch-token
 * check, play/sessions.ts), opened with one balance call that names the player. Real money only:
 * a visitor watches the rounds without a session.
 */

const SESSION_MS = 12 * 60 * 60_000;

export interface OpenedCrashSession {
  session: GameSessionRow;
  balance: number;
}

export async function openCrashSession(
  deps: { db: GamesDatabase; operators: Operators; wallet: WalletClient; clock: Clock },
  request: { operator: string; token: string },
): Promise<OpenedCrashSession> {
  const operator = await deps.operators.require(request.operator);
  const outcome = await deps.wallet.call(await deps.operators.walletTarget(operator.id), "balance", {
    token: request.token,
    game: CRASH_GAME_SLUG,
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
      gameSlug: CRASH_GAME_SLUG,
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

/** A crash session, for the player who opened it (its launch token), with that token for its calls. */
export async function authorizeCrashSession(
  sessions: Sessions,
  id: string,
  authorization: string | undefined,
): Promise<AuthorizedSession & { token: string }> {
  const authorized = await sessions.authorize(id, authorization);
  if (authorized.session.gameSlug !== CRASH_GAME_SLUG || !authorized.token) {
    throw new GamesError(404, "RS_ERROR_SESSION_NOT_FOUND", "This crash session does not exist.");
  }
  return { session: authorized.session, token: authorized.token };
}

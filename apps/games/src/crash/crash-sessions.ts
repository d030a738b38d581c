import { authorizeRealSession, type OpenedRealSession, openRealSession } from "../play/real-sessions.ts";
import type { AuthorizedSession, Sessions } from "../play/sessions.ts";
import { CRASH_GAME_SLUG } from "./crash-views.ts";

/*
 * A player's crash session: a real-money game session of game `crash` (play/real-sessions.ts).
 * A visitor watches the rounds without one.
 */

export type OpenedCrashSession = OpenedRealSession;

export function openCrashSession(
  deps: Parameters<typeof openRealSession>[0],
  request: { operator: string; token: string },
): Promise<OpenedCrashSession> {
  return openRealSession(deps, request, CRASH_GAME_SLUG);
}

/** A crash session, for the player who opened it (its launch token), with that token for its calls. */
export function authorizeCrashSession(
  sessions: Sessions,
  id: string,
  authorization: string | undefined,
): Promise<AuthorizedSession & { token: string }> {
  return authorizeRealSession(
    sessions,
    id,
    authorization,
    CRASH_GAME_SLUG,
    "This crash session does not exist.",
  );
}

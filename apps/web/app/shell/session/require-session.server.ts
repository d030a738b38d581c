import { redirect } from "react-router";
import { type Session, sessionContext } from "../session.ts";

type ContextReader = { get: typeof import("react-router").RouterContextProvider.prototype.get };

/**
 * For actions and loaders of player-only pages. The guards already keep visitors off these pages
 * on GET; a form post (or a session that ended meanwhile) is checked here.
 */
export function requireSession(context: ContextReader): Session {
  const session = context.get(sessionContext);
  if (!session) throw redirect("/login");
  return session;
}

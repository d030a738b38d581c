import { createContext } from "react-router";

/**
 * The logged-in player as the route guards see it. Sessions arrive with issue 3: its middleware
 * sets this context from the session cookie. Until then nobody is logged in and it stays null.
 */
export interface SessionUser {
  id: string;
  /** Spec §3 `approved_fica_status`: the identity check has been approved. */
  approvedFicaStatus: boolean;
}

export const sessionUserContext = createContext<SessionUser | null>(null);

/** Client-readable cookie holding user info (spec §3); the token cookie itself is httpOnly. */
export const USER_INFO_COOKIE = "user_info";

import type { User } from "@platform/contracts";
import { createContext } from "react-router";

/** The logged-in player as the route guards see it; set by the session middleware. */
export interface SessionUser {
  id: string;
  /** Spec §3 `approved_fica_status`: the identity check has been approved. */
  approvedFicaStatus: boolean;
}

export const sessionUserContext = createContext<SessionUser | null>(null);

/**
 * The server-side session of this request: the bearer token and the profile the API returned for
 * it. Never sent to the browser; loaders hand out only what a page needs.
 */
export interface Session {
  token: string;
  user: User;
}

export const sessionContext = createContext<Session | null>(null);

/**
 * Spec §3 "user info": what the page may know about the player. It rides in the root loader data
 * and in the `user_info` cookie; the token never does.
 */
export interface UserInfo {
  id: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  approved_fica_status: boolean;
  isLogin: true;
}

/** Holds user info (spec §3); JS-readable by design. The token lives in the httpOnly `session` cookie. */
export const USER_INFO_COOKIE = "user_info";
/** The opaque session token; httpOnly, so no script can read it. */
export const SESSION_COOKIE = "session";

import { CONTINUE, type Guard } from "./types.ts";

/**
 * Guard 2 (spec §2): the session check. Issue 3 (sessions) plugs in here: an expired or revoked
 * session is cleared, and the §6 visitor rules for /account and /users apply. No session exists
 * yet, so every request continues as a visitor.
 */
export const checkSession: Guard = () => CONTINUE;

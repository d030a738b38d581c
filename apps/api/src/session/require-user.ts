import { DEFAULT_SITE_CODE } from "@platform/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../http/http-error.ts";
import type { Site } from "../sites/site-repository.ts";
import type { UserRow } from "../users/user-view.ts";
import type { Accounts } from "./accounts.ts";

export interface AuthContext {
  site: Site;
  user: UserRow;
  sessionId: string;
  /** The session's last proof of identity (its login, or a later fresh OAuth sign-in). */
  authenticatedAt: Date;
}

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler for calls that need a logged-in player; sets request.auth or answers 401. */
    requireUser(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The message of a 401 for a token that no longer opens a session. */
export const SESSION_EXPIRED = "Your session has expired. Please log in again.";
const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/i;

/**
 * Resolves `Authorization: Bearer <token>` against the site named by `site-code`: a token issued on
 * another site, or revoked, idle too long, past its lifetime or belonging to a deactivated account,
 * is a 401.
 */
export async function authenticate(accounts: Accounts, request: FastifyRequest): Promise<AuthContext> {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, "Please log in to continue.");
  const siteCode = request.headers["site-code"];
  const site = await accounts.sites.byCode(typeof siteCode === "string" ? siteCode : DEFAULT_SITE_CODE);
  const session = await accounts.sessions.find(token, site);
  if (!session) throw new HttpError(401, SESSION_EXPIRED);
  return { site, user: session.user, sessionId: session.sessionId, authenticatedAt: session.authenticatedAt };
}

/** The token of `Authorization: Bearer <token>`, when the header is one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === "string" ? BEARER.exec(header.trim())?.[1] : undefined;
}

export function registerRequireUser(app: FastifyInstance, accounts: Accounts): void {
  app.decorateRequest("auth", null);
  app.decorate("requireUser", async (request: FastifyRequest) => {
    request.auth = await authenticate(accounts, request);
  });
}

/** The auth context inside a handler guarded by requireUser. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, SESSION_EXPIRED);
  return request.auth;
}

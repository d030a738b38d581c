import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../db/database.ts";
import { userRoles } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { authOf } from "../session/require-user.ts";

/** Staff roles. An operator is an account of a site holding one; it logs in like a player. */
export const ROLES = ["fica_reviewer", "operator"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export async function hasRole(db: Database, userId: string, role: Role): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
  return row !== undefined;
}

/** Grants a role once; granting it again changes nothing. */
export async function grantRole(
  db: Database,
  userId: string,
  role: Role,
  grantedBy: string,
): Promise<boolean> {
  const rows = await db
    .insert(userRoles)
    .values({ userId, role, grantedBy })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}

/**
 * A preHandler to run after requireUser: a visitor already got 401 there; a logged-in account
 * without the role gets 403. The session is bound to its site, so an operator only ever acts on
 * the site named by `site-code` that issued the token.
 */
export function requireRole(db: Database, role: Role) {
  return async (request: FastifyRequest): Promise<void> => {
    const { user } = authOf(request);
    if (!(await hasRole(db, user.id, role))) {
      throw new HttpError(403, "This account may not use the operator tools.");
    }
  };
}

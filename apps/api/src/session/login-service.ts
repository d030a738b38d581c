import type { AuthResponse } from "@platform/contracts";
import { HttpError } from "../http/http-error.ts";
import { POLICIES } from "../security/attempt-limiter.ts";
import type { ClientInfo } from "../security/client-info.ts";
import type { Site } from "../sites/site-repository.ts";
import { updateUser } from "../users/user-repository.ts";
import { toUser, type UserRow } from "../users/user-view.ts";
import type { Accounts } from "./accounts.ts";

export const DEACTIVATED = "This account has been deactivated.";

/**
 * Password login shared by the phone and email calls: lockout per account and per IP, the same
 * work whether or not the account exists, and every outcome in the account events.
 */
export async function loginWithPassword(
  accounts: Accounts,
  site: Site,
  attempt: { identifier: string; user: UserRow | null; password: string; wrongMessage: string },
  client: ClientInfo,
): Promise<AuthResponse> {
  const accountKey = `login:${site.id}:${attempt.identifier}`;
  const ipKey = `login-ip:${client.ip}`;
  await accounts.limiter.assertOpen(accountKey, POLICIES.loginAccount);
  await accounts.limiter.assertOpen(ipKey, POLICIES.loginIp);

  const { user } = attempt;
  const valid = user?.passwordHash
    ? await accounts.hasher.verify(user.passwordHash, attempt.password)
    : await accounts.hasher.verifyNothing(attempt.password);
  if (!user || !valid) {
    await accounts.events.record(
      { siteId: site.id, userId: user?.id ?? null, kind: "login_failed", identifier: attempt.identifier },
      client,
    );
    await accounts.limiter.fail(ipKey, POLICIES.loginIp);
    if (await accounts.limiter.fail(accountKey, POLICIES.loginAccount)) {
      await accounts.limiter.assertOpen(accountKey, POLICIES.loginAccount);
    }
    throw new HttpError(400, attempt.wrongMessage);
  }
  if (user.deactivatedAt) {
    await accounts.events.record(
      { siteId: site.id, userId: user.id, kind: "login_refused_deactivated" },
      client,
    );
    throw new HttpError(403, DEACTIVATED);
  }
  await accounts.limiter.reset(accountKey);
  return startSession(accounts, user, client);
}

/** Records the login (previous_login_at keeps the one before) and opens a session. */
export async function startSession(
  accounts: Accounts,
  user: UserRow,
  client: ClientInfo,
  kind: "login_succeeded" | "registered" = "login_succeeded",
): Promise<AuthResponse> {
  const updated = await updateUser(accounts.db, user.id, {
    previousLoginAt: user.lastLoginAt,
    lastLoginAt: accounts.clock(),
  });
  await accounts.events.record({ siteId: user.siteId, userId: user.id, kind }, client);
  const token = await accounts.sessions.create(updated, client);
  return { token, user: toUser(updated) };
}

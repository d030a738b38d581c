import type { AuthResponse } from "@platform/contracts";
import { HttpError } from "../http/http-error.ts";
import { excludedError } from "../safer-gambling/exclusion-message.ts";
import { exclusionOnAnyBrand } from "../safer-gambling/operator-exclusion.ts";
import { type Attempt, minutesText, POLICIES } from "../security/attempt-limiter.ts";
import type { ClientInfo } from "../security/client-info.ts";
import { sha256Hex } from "../security/secret-tokens.ts";
import type { Site } from "../sites/site-repository.ts";
import { updateUser } from "../users/user-repository.ts";
import { toUser, type UserRow } from "../users/user-view.ts";
import type { Accounts } from "./accounts.ts";
import type { SessionMethod } from "./session-store.ts";

export const DEACTIVATED = "This account has been deactivated.";

function lockedHere(ms: number): HttpError {
  const message = `Too many wrong passwords from this device or network. Try again in ${minutesText(ms)}, or reset your password.`;
  return new HttpError(423, message, [], Math.ceil(ms / 1000));
}
function lockedElsewhere(ms: number): HttpError {
  const message = `This account is protected after many failed logins from other places. Log in from a device you have used before, reset your password, or try again in ${minutesText(ms)}.`;
  return new HttpError(423, message, [], Math.ceil(ms / 1000));
}
function addressThrottled(ms: number): HttpError {
  const message = `Too many failed logins from your network. Try again in ${minutesText(ms)}.`;
  return new HttpError(429, message, [], Math.ceil(ms / 1000));
}

/**
 * Password login shared by the phone and email calls. Budgets are taken before the password is
 * checked, so parallel guesses cannot outrun them:
 * - per account and client (a device that logged in to the account before, else the address):
 *   5 in 15 minutes; a stranger elsewhere never locks the owner's own device or network;
 * - per account across untrusted clients: 30 an hour (guessing spread over many addresses);
 * - per address across accounts: 100 in 15 minutes (credential stuffing).
 * The same work happens whether or not the account exists, and every outcome is recorded.
 */
export async function loginWithPassword(
  accounts: Accounts,
  site: Site,
  attempt: { identifier: string; user: UserRow | null; password: string; wrongMessage: string },
  client: ClientInfo,
): Promise<AuthResponse> {
  const { user } = attempt;
  const account = `login:${site.id}:${attempt.identifier}`;
  const trusted = user ? await accounts.devices.isTrusted(user.id, client.deviceToken) : false;
  const clientKey = `${account}:${trusted && client.deviceToken ? `device:${sha256Hex(client.deviceToken)}` : `ip:${client.ip}`}`;
  const addressKey = `login-ip:${client.ip}`;

  const here = await accounts.limiter.take(clientKey, POLICIES.loginClient);
  if (!here.allowed) throw lockedHere(here.lockedForMs);
  let elsewhere: Attempt | null = null;
  if (!trusted) {
    const address = await accounts.limiter.take(addressKey, POLICIES.loginAddress);
    if (!address.allowed) throw addressThrottled(address.lockedForMs);
    elsewhere = await accounts.limiter.take(account, POLICIES.loginAccount);
    if (!elsewhere.allowed) throw lockedElsewhere(elsewhere.lockedForMs);
  }

  const valid = user?.passwordHash
    ? await accounts.hasher.verify(user.passwordHash, attempt.password)
    : await accounts.hasher.verifyNothing(attempt.password);
  if (!user || !valid) {
    await accounts.events.record(
      { siteId: site.id, userId: user?.id ?? null, kind: "login_failed", identifier: attempt.identifier },
      client,
    );
    if (here.last) throw lockedHere(here.lockedForMs);
    if (elsewhere?.last) throw lockedElsewhere(elsewhere.lockedForMs);
    throw new HttpError(400, attempt.wrongMessage);
  }
  if (user.deactivatedAt) {
    await accounts.events.record(
      { siteId: site.id, userId: user.id, kind: "login_refused_deactivated" },
      client,
    );
    throw new HttpError(403, DEACTIVATED);
  }
  // The budgets count failures: the right password gives its attempts back.
  await accounts.limiter.reset(clientKey);
  if (!trusted) {
    await accounts.limiter.release(addressKey, POLICIES.loginAddress);
    await accounts.limiter.release(account, POLICIES.loginAccount);
  }
  return startSession(accounts, user, site, client, "password");
}

/**
 * Records the login (previous_login_at keeps the one before), trusts the browser's device for
 * this account from now on, and opens a session.
 */
export async function startSession(
  accounts: Accounts,
  user: UserRow,
  site: Site,
  client: ClientInfo,
  method: SessionMethod,
): Promise<AuthResponse> {
  // Every way in (password, Google, autologin, registration) ends here: a time-out or
  // self-exclusion refuses it, the player's own or one taken on another brand of the operator.
  const exclusion = await exclusionOnAnyBrand(accounts.db, site, user, accounts.clock());
  if (exclusion) {
    await accounts.events.record(
      { siteId: user.siteId, userId: user.id, kind: "login_refused_excluded" },
      client,
    );
    throw excludedError(exclusion, "login");
  }
  const updated = await updateUser(accounts.db, user.id, {
    previousLoginAt: user.lastLoginAt,
    lastLoginAt: accounts.clock(),
  });
  const kind = method === "register" ? "registered" : "login_succeeded";
  await accounts.events.record({ siteId: user.siteId, userId: user.id, kind }, client);
  await accounts.devices.remember(user.id, client.deviceToken);
  const token = await accounts.sessions.create(updated, site, client, method);
  return { token, user: toUser(updated) };
}

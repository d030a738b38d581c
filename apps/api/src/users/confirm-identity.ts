import { HttpError } from "../http/http-error.ts";
import { minutesText, POLICIES } from "../security/attempt-limiter.ts";
import type { Accounts } from "../session/accounts.ts";
import type { AuthContext } from "../session/require-user.ts";

/** How recent a fresh OAuth sign-in must be for an account without a password to change itself. */
export const REAUTH_WINDOW_MS = 10 * 60_000;

export const REAUTHENTICATE =
  "Please confirm it is you: sign in with Google again, then repeat the change within 10 minutes.";

/**
 * Proof of identity before a sensitive change (phone, email, password, deactivation): the current
 * password, or for an account that only signs in with an OAuth provider, a sign-in through it in
 * the last 10 minutes. A stolen session alone is not enough. Password checks take their attempt
 * first (5 in 15 minutes per account), so parallel guesses cannot outrun the budget.
 */
export async function confirmIdentity(
  accounts: Accounts,
  auth: AuthContext,
  password: string | undefined,
  field: string,
): Promise<void> {
  const { user } = auth;
  if (!user.passwordHash) {
    const fresh = accounts.clock().getTime() - auth.authenticatedAt.getTime() < REAUTH_WINDOW_MS;
    if (fresh) return;
    throw new HttpError(403, REAUTHENTICATE, [{ message: REAUTHENTICATE, field: "reauthenticate" }]);
  }
  if (!password) {
    const message = "Please enter your current password.";
    throw new HttpError(400, message, [{ message, field }]);
  }
  const key = `password:${user.id}`;
  const attempt = await accounts.limiter.take(key, POLICIES.confirmPassword);
  const locked = (ms: number) =>
    new HttpError(
      423,
      `Too many wrong passwords. Try again in ${minutesText(ms)}.`,
      [],
      Math.ceil(ms / 1000),
    );
  if (!attempt.allowed) throw locked(attempt.lockedForMs);
  if (await accounts.hasher.verify(user.passwordHash, password)) {
    await accounts.limiter.reset(key);
    return;
  }
  if (attempt.last) throw locked(attempt.lockedForMs);
  const message = "The password is incorrect.";
  throw new HttpError(400, message, [{ message, field }]);
}

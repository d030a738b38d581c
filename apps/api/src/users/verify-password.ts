import { HttpError } from "../http/http-error.ts";
import { POLICIES } from "../security/attempt-limiter.ts";
import type { Accounts } from "../session/accounts.ts";
import type { UserRow } from "./user-view.ts";

/**
 * Re-checks the password of a logged-in player before a sensitive change. Wrong guesses count
 * toward the same kind of lockout as login, so a stolen session cannot brute-force the password.
 */
export async function verifyAccountPassword(
  accounts: Accounts,
  user: UserRow,
  password: string,
  field: string,
  message = "The password is incorrect.",
): Promise<void> {
  const key = `password:${user.id}`;
  await accounts.limiter.assertOpen(key, POLICIES.loginAccount);
  const valid = user.passwordHash ? await accounts.hasher.verify(user.passwordHash, password) : false;
  if (valid) {
    await accounts.limiter.reset(key);
    return;
  }
  if (await accounts.limiter.fail(key, POLICIES.loginAccount)) {
    await accounts.limiter.assertOpen(key, POLICIES.loginAccount);
  }
  throw new HttpError(400, message, [{ message, field }]);
}

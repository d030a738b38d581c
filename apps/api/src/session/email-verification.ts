import type { FastifyBaseLogger } from "fastify";
import { messagesFor } from "../notifier/messages/index.ts";
import type { Site } from "../sites/site-repository.ts";
import type { UserRow } from "../users/user-view.ts";
import type { Accounts } from "./accounts.ts";
import { ONE_TIME_TTL_MS } from "./one-time-tokens.ts";

/**
 * Mails a link that confirms the account's email (`/verify-email?code=` on the site's own origin).
 * Until it is opened the address is unverified, and an unverified address never lets a Google
 * sign-in take over the account. A failed send is logged; the player can ask again.
 */
export async function sendEmailVerification(
  accounts: Accounts,
  site: Site,
  user: UserRow,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (!user.email) return false;
  const code = await accounts.tokens.issue(site.id, user.id, "verify_email", { email: user.email });
  const message = messagesFor(user.locale).verifyEmail({
    site: site.settings.site,
    link: `${site.origin}/verify-email?code=${code}`,
    hours: ONE_TIME_TTL_MS.verify_email / 3_600_000,
  });
  try {
    await accounts.notifier.send({
      siteCode: site.siteCode,
      channel: "email",
      to: user.email,
      ...message,
      purpose: "verify_email",
    });
    return true;
  } catch (error) {
    log.error({ err: error }, "verification email failed");
    return false;
  }
}

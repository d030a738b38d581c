import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { referrals, trustedDevices } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { sha256Hex } from "../security/secret-tokens.ts";
import type { Site } from "../sites/site-repository.ts";
import { findReferrer } from "./referral-codes.ts";
import { referralProgrammeOn } from "./referral-rules.ts";
import { sameMailbox } from "./same-mailbox.ts";

export const REFERRAL_CODE_INVALID = "This referral code is not valid.";
export const OWN_REFERRAL_CODE = "You cannot use your own referral code.";

function refuse(message: string): HttpError {
  return new HttpError(400, message, [{ message, field: "referral_code" }]);
}

/**
 * Checks a code given at registration, before the account exists: the referrer it names, or null
 * when none was given or the site runs no programme. Refused (400, on the field): a code that
 * names nobody, and the referrer's own code, recognised by the browser (a device that logged in
 * to the referrer's account) or by the email (one mailbox under another spelling).
 */
export async function referrerFor(
  db: Database,
  site: Site,
  input: { code: string | null | undefined; email: string | null; deviceToken: string | null },
): Promise<{ id: string } | null> {
  const code = input.code?.trim();
  if (!code || !referralProgrammeOn(site.settings)) return null;
  const referrer = await findReferrer(db, site.id, code);
  if (!referrer) throw refuse(REFERRAL_CODE_INVALID);
  if (input.email && referrer.email && sameMailbox(input.email, referrer.email)) {
    throw refuse(OWN_REFERRAL_CODE);
  }
  if (input.deviceToken) {
    const [device] = await db
      .select({ userId: trustedDevices.userId })
      .from(trustedDevices)
      .where(
        and(
          eq(trustedDevices.userId, referrer.id),
          eq(trustedDevices.tokenHash, sha256Hex(input.deviceToken)),
        ),
      );
    if (device) throw refuse(OWN_REFERRAL_CODE);
  }
  return { id: referrer.id };
}

/** Records the friend under the referrer; the reward waits for the friend's first deposit. */
export async function recordReferral(
  db: Database,
  site: Site,
  referrerId: string,
  friendId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(referrals)
    .values({ siteId: site.id, referrerId, friendId, createdAt: now })
    .onConflictDoNothing();
}

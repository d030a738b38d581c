/** Keeps the code of a share link while the visitor looks around before registering. */
export const REFERRAL_COOKIE = "referral_code";
/** Thirty days, like the affiliate cookie's default (spec §9). */
export const REFERRAL_COOKIE_MAX_AGE_S = 2_592_000;

const CODE = /^[A-Za-z0-9-]{4,20}$/;

/**
 * The referral code for the register form: a share link's `?ref=` wins (and is to be stored),
 * else the one stored from an earlier visit. Anything that cannot be a code is ignored.
 */
export function incomingReferralCode(
  query: URLSearchParams,
  stored: string | undefined,
): { code: string | null; store: boolean } {
  const fromLink = query.get("ref")?.trim();
  if (fromLink && CODE.test(fromLink)) return { code: fromLink, store: fromLink !== stored };
  return { code: stored && CODE.test(stored) ? stored : null, store: false };
}

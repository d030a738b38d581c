import { randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { referralCodes, users } from "../db/schema.ts";

/** No 0/O, 1/I/L: a code is read aloud or typed from a message on a phone. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/** 31^8 ≈ 8.5e11 codes: far more than players, so a guessed code rarely lands on anybody. */
const LENGTH = 8;

function newCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** Upper case without spaces or dashes: "ab2c-d3ef" and "AB2CD3EF" are one code. */
export function normalizeReferralCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "");
}

/**
 * The player's own code, made on first use. Two requests racing both insert "do nothing" on
 * conflict and read back the one that won; a code already taken on the site is drawn again.
 */
export async function ensureReferralCode(db: Database, siteId: number, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    await db.insert(referralCodes).values({ userId, siteId, code: newCode() }).onConflictDoNothing();
  }
  throw new Error(`no free referral code for ${userId}`);
}

/** The active player a code belongs to on this site, or null. */
export async function findReferrer(db: Database, siteId: number, code: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(
      and(
        eq(referralCodes.siteId, siteId),
        eq(referralCodes.code, normalizeReferralCode(code)),
        eq(users.siteId, siteId),
        isNull(users.deactivatedAt),
      ),
    );
  return row ?? null;
}

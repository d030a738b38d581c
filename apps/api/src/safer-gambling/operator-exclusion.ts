import { and, desc, gt, inArray, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { sites, users } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";
import { type ExclusionInForce, exclusionInForce } from "../users/exclusion-in-force.ts";
import type { UserRow } from "../users/user-view.ts";

type Reader = Pick<Database, "select">;

/** Who is asking: an account (its id is left out of the match) or a registration's contact. */
export interface Identity {
  id?: string;
  email: string | null;
  phone: string | null;
  idNumber?: string | null;
}

/**
 * A time-out or self-exclusion in force on any brand of the site's operator (settings.operator)
 * whose player shares a PROVEN identity with `identity`: an email we verified, a phone that
 * received our code, an identity number FICA approved. An address anyone can type at
 * registration matches nothing, so nobody can lock another person out of a sibling brand by
 * excluding themselves under that person's email or phone. The latest end wins. One query on the
 * partial indexes of excluded players; a site without an operator asks nothing.
 */
export async function operatorExclusion(
  db: Reader,
  site: Site,
  identity: Identity,
  now: Date,
): Promise<ExclusionInForce | null> {
  const operator = site.settings.operator;
  if (!operator) return null;
  const matches: SQL[] = [];
  if (identity.email) {
    matches.push(sql`(${users.emailVerified} and lower(${users.email}) = ${identity.email.toLowerCase()})`);
  }
  if (identity.phone) matches.push(sql`(${users.phoneVerified} and ${users.phone} = ${identity.phone})`);
  if (identity.idNumber) {
    matches.push(sql`(${users.approvedFicaStatus} and ${users.idNumber} = ${identity.idNumber})`);
  }
  if (matches.length === 0) return null;
  const brands = db
    .select({ id: sites.id })
    .from(sites)
    .where(sql`${sites.settings}->>'operator' = ${operator}`);
  const [row] = await db
    .select({ playBlockedUntil: users.playBlockedUntil, playBlockKind: users.playBlockKind })
    .from(users)
    .where(
      and(
        isNotNull(users.playBlockedUntil),
        gt(users.playBlockedUntil, now),
        or(...matches),
        inArray(users.siteId, brands),
        identity.id ? ne(users.id, identity.id) : undefined,
      ),
    )
    .orderBy(desc(users.playBlockedUntil))
    .limit(1);
  return row ? exclusionInForce(row, now) : null;
}

/**
 * The exclusion that holds for this player on this site: their own, or one taken on another brand
 * of the operator, whichever ends later (the date the player is told is when play is possible).
 */
export async function exclusionOnAnyBrand(
  db: Reader,
  site: Site,
  user: UserRow,
  now: Date,
): Promise<ExclusionInForce | null> {
  const own = exclusionInForce(user, now);
  const elsewhere = await operatorExclusion(db, site, user, now);
  if (!own || !elsewhere) return own ?? elsewhere;
  return elsewhere.until.getTime() > own.until.getTime() ? elsewhere : own;
}

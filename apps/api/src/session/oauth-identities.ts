import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { userIdentities } from "../db/schema.ts";

/** The account a provider's person (subject) is linked to on a site, if any. */
export async function linkedUserId(
  db: Database,
  siteId: number,
  provider: string,
  subject: string,
): Promise<string | null> {
  const [identity] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(
      and(
        eq(userIdentities.siteId, siteId),
        eq(userIdentities.provider, provider),
        eq(userIdentities.subject, subject),
      ),
    );
  return identity?.userId ?? null;
}

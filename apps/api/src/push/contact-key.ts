import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { pushContacts } from "../db/schema.ts";

/**
 * The player's push contact key (spec §6): 128 random bits, made on first use and kept, so the
 * push service sees one stable id per player that reveals neither the internal id nor the phone.
 * Racing first uses insert "do nothing" and read back the row that won.
 */
export async function contactKeyOf(db: Database, userId: string): Promise<string> {
  const [existing] = await db
    .select({ key: pushContacts.contactKey })
    .from(pushContacts)
    .where(eq(pushContacts.userId, userId));
  if (existing) return existing.key;
  await db
    .insert(pushContacts)
    .values({ userId, contactKey: randomBytes(16).toString("hex") })
    .onConflictDoNothing({ target: pushContacts.userId });
  const [created] = await db
    .select({ key: pushContacts.contactKey })
    .from(pushContacts)
    .where(eq(pushContacts.userId, userId));
  if (!created) throw new Error(`push contact of ${userId} missing after insert`);
  return created.key;
}

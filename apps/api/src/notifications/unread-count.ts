import { and, count, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { notifications } from "../db/schema.ts";

/** The header's badge: one count on a partial index of unread rows. */
export async function unreadCount(db: Pick<Database, "select">, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

import type { Notification, NotificationsResponse } from "@platform/contracts";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { notifications, promotions, users } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { eligibility } from "../promotions/grant-promotion.ts";
import { takenAmong } from "../promotions/promotion-store.ts";
import { contentIn } from "../promotions/promotion-view.ts";
import { exclusionOnAnyBrand } from "../safer-gambling/operator-exclusion.ts";
import type { Site } from "../sites/site-repository.ts";
import { marketingAllowed } from "../users/marketing-allowed.ts";
import type { UserRow } from "../users/user-view.ts";
import { unreadCount } from "./unread-count.ts";

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationCategory = "marketing" | "service";

/** Spec §7 GET api/user/notifications: newest first, a page at a time, with each promotion's state. */
export async function listNotifications(
  db: Database,
  site: Site,
  user: UserRow,
  query: { page: number; per_page: number },
  locale: string | undefined,
  now: Date,
): Promise<NotificationsResponse> {
  const mine = and(eq(notifications.siteId, site.id), eq(notifications.userId, user.id));
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(notifications).where(mine),
    unreadCount(db, user.id),
  ]);
  const promotionIds = [...new Set(rows.flatMap((row) => (row.promotionId ? [row.promotionId] : [])))];
  const attached =
    promotionIds.length > 0
      ? await db.select().from(promotions).where(inArray(promotions.id, promotionIds))
      : [];
  const taken = await takenAmong(db, user.id, promotionIds);
  const byId = new Map(attached.map((promotion) => [promotion.id, promotion]));
  const items = rows.map((row): Notification => {
    const promotion = row.promotionId ? byId.get(row.promotionId) : undefined;
    return {
      id: row.id,
      category: row.category as Notification["category"],
      title: row.title,
      body: row.body,
      created_at: row.createdAt.toISOString(),
      read_at: row.readAt?.toISOString() ?? null,
      promotion: promotion
        ? {
            id: promotion.id,
            slug: promotion.slug,
            title: contentIn(promotion, site, locale).title,
            image: `/promotions/art/${promotion.image}`,
            state: taken.has(promotion.id)
              ? "accepted"
              : eligibility(promotion, user, now) === "ended"
                ? "expired"
                : "offered",
          }
        : null,
    };
  });
  return { items, page: query.page, per_page: query.per_page, total: total?.total ?? 0, unread };
}

/** The player's own notification, or 404 (another player's id reveals nothing). */
export async function findOwnNotification(
  db: Database,
  site: Site,
  userId: string,
  id: string,
): Promise<NotificationRow> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.siteId, site.id)),
    );
  if (!row) throw new HttpError(404, "This notification does not exist.");
  return row;
}

export async function markRead(db: Database, site: Site, userId: string, id: string | null, now: Date) {
  const mine = and(
    eq(notifications.siteId, site.id),
    eq(notifications.userId, userId),
    isNull(notifications.readAt),
  );
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(id ? and(mine, eq(notifications.id, id)) : mine);
}

export interface NewNotification {
  category: NotificationCategory;
  title: string;
  body: string;
  promotionId?: string | null;
}

/**
 * Sends a notification to a player's account. A marketing one is not sent to a player on a
 * time-out or self-excluded (null then): the check is made here, where every sender passes.
 */
export async function sendNotification(
  db: Pick<Database, "insert" | "select">,
  site: Site,
  userId: string,
  message: NewNotification,
  now: Date,
): Promise<NotificationRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.siteId, site.id)));
  if (!user) throw new HttpError(404, "No such player.");
  if (message.category === "marketing") {
    if (!marketingAllowed(user, now)) return null;
    // An exclusion on a sibling brand of the operator silences its marketing here too.
    if (await exclusionOnAnyBrand(db, site, user, now)) return null;
  }
  const [row] = await db
    .insert(notifications)
    .values({
      siteId: site.id,
      userId,
      category: message.category,
      title: message.title,
      body: message.body,
      promotionId: message.promotionId ?? null,
    })
    .returning();
  return row ?? null;
}

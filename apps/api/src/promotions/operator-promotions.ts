import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { promotions, retentionOffers, users } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { type NotificationRow, sendNotification } from "../notifications/notification-store.ts";
import type { Site } from "../sites/site-repository.ts";
import type { UserRow } from "../users/user-view.ts";
import { contentIn, type PromotionRow } from "./promotion-view.ts";

/*
 * What the operator does with notifications and offers; the CLI (`npm run operator -- notify …`,
 * `retention-offer …`) and the demo-only dev route call these same functions.
 */

/** A player of the site by international phone digits, email or id; 404 when none. */
export async function findPlayer(db: Database, site: Site, login: string): Promise<UserRow> {
  const identifier = login.trim().toLowerCase();
  const [player] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.siteId, site.id),
        or(
          eq(users.phone, identifier.replace(/^\+/, "")),
          sql`lower(${users.email}) = ${identifier}`,
          sql`${users.id}::text = ${identifier}`,
        ),
      ),
    );
  if (!player) throw new HttpError(404, `No player ${login} on ${site.siteCode}.`);
  return player;
}

async function promotionBySlug(db: Database, site: Site, slug: string): Promise<PromotionRow> {
  const [promotion] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.siteId, site.id), eq(promotions.slug, slug)));
  if (!promotion) throw new HttpError(404, `No promotion ${slug} on ${site.siteCode}.`);
  return promotion;
}

/** Makes a targeted promotion available to this one player (again: nothing changes). */
async function offerTo(
  db: Pick<Database, "insert">,
  site: Site,
  promotion: PromotionRow,
  userId: string,
): Promise<void> {
  await db
    .insert(retentionOffers)
    .values({ siteId: site.id, promotionId: promotion.id, userId })
    .onConflictDoNothing();
}

export interface NotifyRequest {
  title: string;
  body: string;
  promotionSlug?: string | undefined;
  /** Without a promotion a message is a service one unless said otherwise. */
  marketing?: boolean | undefined;
}

/**
 * Sends a notification to a player. One carrying a promotion is marketing: not sent to a player on
 * a time-out or self-excluded (null then); a targeted promotion is offered to them with it.
 */
export async function notifyPlayer(
  db: Database,
  site: Site,
  login: string,
  request: NotifyRequest,
  now: Date,
): Promise<NotificationRow | null> {
  const title = request.title.trim();
  const body = request.body.trim();
  if (!title || !body) throw new HttpError(400, "A notification needs a title and a body.");
  const player = await findPlayer(db, site, login);
  const promotion = request.promotionSlug ? await promotionBySlug(db, site, request.promotionSlug) : null;
  const category = promotion || request.marketing ? "marketing" : "service";
  return db.transaction(async (tx) => {
    const sent = await sendNotification(
      tx,
      site,
      player.id,
      { category, title, body, promotionId: promotion?.id ?? null },
      now,
    );
    if (sent && promotion?.audience === "targeted") await offerTo(tx, site, promotion, player.id);
    return sent;
  });
}

/**
 * A retention offer: the targeted promotion becomes available to this player only, and a
 * notification in their language tells them and links to it. Null when marketing may not reach
 * them (time-out, self-exclusion): no offer is made then either.
 */
export async function createRetentionOffer(
  db: Database,
  site: Site,
  login: string,
  slug: string,
  now: Date,
): Promise<{ notification: NotificationRow; path: string } | null> {
  const player = await findPlayer(db, site, login);
  const promotion = await promotionBySlug(db, site, slug);
  if (promotion.audience !== "targeted") {
    throw new HttpError(400, `${slug} is a public promotion: a retention offer needs a targeted one.`);
  }
  const text = contentIn(promotion, site, player.locale);
  const sent = await notifyPlayer(
    db,
    site,
    player.id,
    { title: text.title, body: text.summary, promotionSlug: slug },
    now,
  );
  return sent ? { notification: sent, path: `/promotions/retention-offer/${promotion.id}` } : null;
}

import type { BonusProgress } from "@platform/contracts";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { promotionGrants, promotions, retentionOffers } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { Site } from "../sites/site-repository.ts";
import type { UserRow } from "../users/user-view.ts";
import type { Ledger } from "../wallet/ledger.ts";
import { lockActiveBonus } from "./bonus-settlement.ts";
import { eligibility } from "./grant-promotion.ts";
import { type GrantRow, type PromotionRow, toProgress } from "./promotion-view.ts";

/** What the public list shows: the site's live, public promotions in their order. */
export async function listPublicPromotions(db: Database, site: Site, now: Date): Promise<PromotionRow[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(eq(promotions.siteId, site.id), eq(promotions.active, true), eq(promotions.audience, "public")),
    )
    .orderBy(asc(promotions.position), asc(promotions.slug));
  return rows.filter((row) => (!row.startsAt || row.startsAt <= now) && (!row.endsAt || row.endsAt > now));
}

/** A public promotion by its slug (targeted ones are reached only through their offer). */
export async function findPublicPromotion(db: Database, site: Site, slug: string): Promise<PromotionRow> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.siteId, site.id), eq(promotions.slug, slug), eq(promotions.audience, "public")));
  if (!row) throw new HttpError(404, "This promotion does not exist.");
  return row;
}

export async function findPromotionById(
  db: Database,
  siteId: number,
  id: string,
): Promise<PromotionRow | null> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.siteId, siteId), eq(promotions.id, id)));
  return row ?? null;
}

export async function grantOf(db: Database, promotionId: string, userId: string): Promise<GrantRow | null> {
  const [row] = await db
    .select()
    .from(promotionGrants)
    .where(and(eq(promotionGrants.promotionId, promotionId), eq(promotionGrants.userId, userId)));
  return row ?? null;
}

/** Which of these promotions the player has taken. */
export async function takenAmong(db: Database, userId: string, promotionIds: string[]): Promise<Set<string>> {
  if (promotionIds.length === 0) return new Set();
  const rows = await db
    .select({ promotionId: promotionGrants.promotionId })
    .from(promotionGrants)
    .where(and(eq(promotionGrants.userId, userId), inArray(promotionGrants.promotionId, promotionIds)));
  return new Set(rows.map((row) => row.promotionId));
}

/** May this player claim the promotion now, and their bonus from it. */
export async function playerView(
  db: Database,
  site: Site,
  user: UserRow,
  promotion: PromotionRow,
  locale: string | undefined,
  now: Date,
) {
  const grant = await grantOf(db, promotion.id, user.id);
  if (grant) return { state: "claimed" as const, progress: toProgress(site, grant, promotion, locale) };
  let state: "claimable" | "not_eligible" =
    eligibility(promotion, user, now) === "ok" ? "claimable" : "not_eligible";
  if (state === "claimable" && promotion.audience === "targeted") {
    const [offer] = await db
      .select({ id: retentionOffers.id })
      .from(retentionOffers)
      .where(and(eq(retentionOffers.promotionId, promotion.id), eq(retentionOffers.userId, user.id)));
    if (!offer) state = "not_eligible";
  }
  return { state, progress: null };
}

/**
 * The bonus the overview shows: the active one (an expired one is forfeited on the way: the lazy
 * half of expiry), else the latest grant of the last month, else none.
 */
export async function currentBonus(
  db: Database,
  ledger: Ledger,
  site: Site,
  userId: string,
  locale: string | undefined,
  now: Date,
): Promise<BonusProgress | null> {
  const active = await ledger.inTransaction((tx) => lockActiveBonus(tx, ledger, userId, now));
  const grant =
    active ??
    (
      await db
        .select()
        .from(promotionGrants)
        .where(and(eq(promotionGrants.siteId, site.id), eq(promotionGrants.userId, userId)))
        .orderBy(desc(promotionGrants.createdAt))
        .limit(1)
    )[0];
  if (!grant) return null;
  const promotion = await findPromotionById(db, site.id, grant.promotionId);
  return promotion ? toProgress(site, grant, promotion, locale) : null;
}

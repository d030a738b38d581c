import { currencyExponent, toMinorUnits } from "@platform/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { notifications, promotions, users } from "../db/schema.ts";
import { demoNotifications, demoPromotions } from "./demo-promotions/index.ts";
import { updateIfChanged } from "./upsert.ts";

/**
 * A demo site's promotions (upserted by slug: an edited text reaches a running demo) and, for its
 * demo players who have none yet, a welcome notification and one carrying the free credit.
 */
export async function seedPromotions(
  db: Database,
  site: { id: number; siteCode: string; currency: string },
  playerEmailsOrPhones: string[],
): Promise<void> {
  const list = demoPromotions[site.siteCode];
  if (!list) return;
  const exponent = currencyExponent(site.currency);
  const minor = (amount: string | undefined) =>
    amount === undefined ? null : toMinorUnits(amount, exponent);
  await db
    .insert(promotions)
    .values(
      list.map((promotion, position) => ({
        siteId: site.id,
        slug: promotion.slug,
        type: promotion.type,
        content: promotion.content,
        image: promotion.image,
        credit: promotion.credit,
        currency: site.currency,
        amount: minor(promotion.amount),
        percent: promotion.percent ?? null,
        cap: minor(promotion.cap),
        minDeposit: minor(promotion.minDeposit),
        wageringMultiplier: promotion.wagering,
        validDays: promotion.validDays,
        eligibility: promotion.eligibility,
        audience: promotion.audience,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: [promotions.siteId, promotions.slug],
      ...updateIfChanged(promotions, [
        "type",
        "content",
        "image",
        "credit",
        "amount",
        "percent",
        "cap",
        "minDeposit",
        "wageringMultiplier",
        "validDays",
        "eligibility",
        "audience",
        "position",
      ]),
    });
  if (playerEmailsOrPhones.length === 0) return;
  const [gift] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.siteId, site.id), eq(promotions.slug, "free-credit")));
  const players = await db
    .select({ id: users.id, locale: users.locale, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.siteId, site.id));
  const demo = players.filter(
    (player) =>
      playerEmailsOrPhones.includes(player.email ?? "") || playerEmailsOrPhones.includes(player.phone ?? ""),
  );
  if (demo.length === 0) return;
  const reached = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      inArray(
        notifications.userId,
        demo.map((player) => player.id),
      ),
    );
  const done = new Set(reached.map((row) => row.userId));
  for (const player of demo) {
    if (done.has(player.id)) continue;
    const [welcome, offer] = demoNotifications[player.locale] ?? demoNotifications.en ?? [];
    if (!welcome || !offer) continue;
    // The offer is the newer of the two, so it tops the list.
    const now = Date.now();
    await db.insert(notifications).values([
      {
        siteId: site.id,
        userId: player.id,
        category: "service",
        ...welcome,
        createdAt: new Date(now - 60_000),
      },
      {
        siteId: site.id,
        userId: player.id,
        category: "marketing",
        ...offer,
        promotionId: gift?.id ?? null,
        createdAt: new Date(now),
      },
    ]);
  }
}

import { randomUUID } from "node:crypto";
import type { Database } from "../db/database.ts";
import { notifications, promotions } from "../db/schema.ts";

type PromotionInsert = typeof promotions.$inferInsert;

/** A KES promotion on a test site: 100.00 promo credit, 3× wagering, unless told otherwise. */
export async function insertPromotion(
  db: Database,
  siteId: number,
  overrides: Partial<PromotionInsert> = {},
): Promise<typeof promotions.$inferSelect> {
  const slug = overrides.slug ?? `promo-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(promotions)
    .values({
      siteId,
      slug,
      type: "free_credit",
      content: {
        en: { title: `Title ${slug}`, summary: "Summary", body: ["Body"], terms: ["Terms"] },
        fr: { title: `Titre ${slug}`, summary: "Résumé", body: ["Corps"], terms: ["Conditions"] },
      },
      image: "free-credit.svg",
      credit: "promo",
      currency: "KES",
      amount: 10_000n,
      wageringMultiplier: 3,
      validDays: 14,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("promotion insert returned no row");
  return row;
}

/** A notification straight into a player's list. */
export async function insertNotification(
  db: Database,
  siteId: number,
  userId: string,
  values: { promotionId?: string; title?: string; createdAt?: Date; category?: "marketing" | "service" } = {},
): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({
      siteId,
      userId,
      category: values.category ?? (values.promotionId ? "marketing" : "service"),
      title: values.title ?? "Hello",
      body: "A message for you.",
      promotionId: values.promotionId ?? null,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error("notification insert returned no row");
  return row.id;
}

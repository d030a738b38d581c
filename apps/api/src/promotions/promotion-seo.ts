import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { promotions } from "../db/schema.ts";
import type { SeoEntry } from "../seo/find-seo-entry.ts";
import type { Site } from "../sites/site-repository.ts";
import { contentIn } from "./promotion-view.ts";

const DETAIL = /^\/promotions\/([a-z0-9-]{1,80})$/;
const OFFER = /^\/promotions\/retention-offer\/[0-9a-f-]{36}$/;

/** The offer page's heading: the same for everyone, so it reveals nothing about the offer. */
const OFFER_HEADING: Record<string, string> = {
  en: "Your personal offer",
  fr: "Votre offre personnelle",
  sw: "Ofa yako binafsi",
  pt: "A sua oferta pessoal",
};

/**
 * SEO of the promotion pages, whose paths carry a slug or an id: a promotion's own title and
 * summary (its artwork as og:image), and a fixed heading for a retention offer.
 */
export async function promotionSeo(
  db: Database,
  site: Site,
  path: string,
  locale: string,
): Promise<SeoEntry | null> {
  if (OFFER.test(path)) {
    const h1 = OFFER_HEADING[locale] ?? OFFER_HEADING.en ?? "";
    return { h1, title: `${h1} | ${site.settings.site}`, description: h1, keywords: null, ogImage: null };
  }
  const slug = DETAIL.exec(path)?.[1];
  if (!slug || !site.settings.allow_promotion) return null;
  const [promotion] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.siteId, site.id), eq(promotions.slug, slug), eq(promotions.audience, "public")));
  if (!promotion) return null;
  const text = contentIn(promotion, site, locale);
  return {
    h1: text.title,
    title: `${text.title} | ${site.settings.site}`,
    description: text.summary,
    keywords: null,
    ogImage: `/promotions/art/${promotion.image}`,
  };
}

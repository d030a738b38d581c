import type { BonusProgress, PromotionSummary } from "@platform/contracts";
import type { PromotionContent, promotionGrants, promotions } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";
import { formatMinor } from "../wallet/amounts.ts";

export type PromotionRow = typeof promotions.$inferSelect;
export type GrantRow = typeof promotionGrants.$inferSelect;

/** Where the web app serves the promotions' artwork (apps/web/public/promotions/art). */
const ART_PATH = "/promotions/art/";

/** The promotion's text in `locale`, else the site's default language, else any it has. */
export function contentIn(promotion: PromotionRow, site: Site, locale: string | undefined): PromotionContent {
  const content = promotion.content;
  const found =
    (locale ? content[locale] : undefined) ?? content[site.defaultLanguage] ?? Object.values(content)[0];
  return found ?? { title: promotion.slug, summary: "", body: [], terms: [] };
}

export function toSummary(site: Site, promotion: PromotionRow, locale: string | undefined): PromotionSummary {
  const text = contentIn(promotion, site, locale);
  const money = (minor: bigint | null) => (minor === null ? null : formatMinor(site, minor));
  return {
    id: promotion.id,
    slug: promotion.slug,
    type: promotion.type as PromotionSummary["type"],
    title: text.title,
    summary: text.summary,
    image: `${ART_PATH}${promotion.image}`,
    credited_to: promotion.credit as PromotionSummary["credited_to"],
    amount: money(promotion.amount),
    percent: promotion.percent,
    cap: money(promotion.cap),
    min_deposit: money(promotion.minDeposit),
    wagering_multiplier: promotion.wageringMultiplier,
    valid_days: promotion.validDays,
    eligibility: promotion.eligibility as PromotionSummary["eligibility"],
    ends_at: promotion.endsAt?.toISOString() ?? null,
  };
}

export function toDetailText(site: Site, promotion: PromotionRow, locale: string | undefined) {
  const text = contentIn(promotion, site, locale);
  return { ...toSummary(site, promotion, locale), body: text.body, terms: text.terms };
}

export function toProgress(
  site: Site,
  grant: GrantRow,
  promotion: PromotionRow,
  locale: string | undefined,
): BonusProgress {
  const required = grant.wageringRequired;
  // Stakes beyond the requirement (a bet that crossed it) show as the requirement met.
  let counted = grant.wagered;
  if (counted > required) counted = required;
  const done = grant.state === "converted" || required === 0n;
  return {
    grant_id: grant.id,
    promotion_slug: promotion.slug,
    title: contentIn(promotion, site, locale).title,
    amount: formatMinor(site, grant.amount),
    credited_to: grant.credit as BonusProgress["credited_to"],
    state: grant.state as BonusProgress["state"],
    wagered: formatMinor(site, counted),
    required: formatMinor(site, required),
    percent: done ? 100 : Number((counted * 100n) / required),
    expires_at: grant.expiresAt.toISOString(),
    settled_amount: grant.settledAmount === null ? null : formatMinor(site, grant.settledAmount),
  };
}

import type { PromotionDetail, PromotionSummary } from "@platform/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../shell/use-shell.ts";
import { PromotionFacts } from "./promotion-facts.tsx";

/**
 * One promotion (base2's promo detail screen): the artwork, the pitch, the facts and the terms;
 * `claim` is where the player opts in. The page's h1 (SEO) carries the promotion's title.
 */
export function PromotionArticle({
  promotion,
  claim,
  back = true,
}: {
  promotion: PromotionSummary & Pick<PromotionDetail, "body" | "terms">;
  claim: ReactNode;
  back?: boolean;
}) {
  const t = useT();
  return (
    <article className="promo-detail" data-type={promotion.type}>
      <img className="promo-detail__art" src={promotion.image} alt="" width={1280} height={640} />
      <div className="promo-detail__main">
        <p className="promo-card__kind">{t(`promotions.type.${promotion.type}`)}</p>
        <p className="promo-detail__summary">{promotion.summary}</p>
        {promotion.body.map((paragraph) => (
          <p key={paragraph} className="promo-detail__text">
            {paragraph}
          </p>
        ))}
        {claim}
      </div>
      <aside className="promo-detail__side">
        <PromotionFacts promotion={promotion} />
        {promotion.eligibility === "new_players" && (
          <p className="promo-card__note">{t("promotions.fact.new_players")}</p>
        )}
        {promotion.terms.length > 0 && (
          <section className="promo-terms" aria-labelledby="promo-terms">
            <h2 id="promo-terms">{t("promotions.terms")}</h2>
            <ul>
              {promotion.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </section>
        )}
        {back && (
          <Link to="/promotions" className="form__link">
            {t("promotions.back")}
          </Link>
        )}
      </aside>
    </article>
  );
}

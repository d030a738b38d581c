import type { PromotionSummary } from "@platform/contracts";
import { Link } from "react-router";
import { useT } from "../../shell/use-shell.ts";

function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  const t = useT();
  return (
    <li className="promo-card" data-type={promotion.type}>
      <img className="promo-card__art" src={promotion.image} alt="" width={640} height={320} loading="lazy" />
      <div className="promo-card__body">
        <p className="promo-card__kind">{t(`promotions.type.${promotion.type}`)}</p>
        <h2 className="promo-card__title">{promotion.title}</h2>
        <p className="promo-card__summary">{promotion.summary}</p>
        {promotion.eligibility === "new_players" && (
          <p className="promo-card__note">{t("promotions.fact.new_players")}</p>
        )}
        <Link
          to={`/promotions/${promotion.slug}`}
          className="btn btn--primary promo-card__cta"
          aria-label={`${t("promotions.more")}: ${promotion.title}`}
        >
          {t("promotions.more")}
        </Link>
      </div>
    </li>
  );
}

/** Spec §2 /promotions (base2's promo screen): a card per live offer with its artwork. */
export function PromotionsPage({ promotions }: { promotions: PromotionSummary[] }) {
  const t = useT();
  if (promotions.length === 0) {
    return (
      <p className="promo-empty" role="status">
        {t("promotions.empty")}
      </p>
    );
  }
  return (
    <ul className="promo-grid">
      {promotions.map((promotion) => (
        <PromotionCard key={promotion.id} promotion={promotion} />
      ))}
    </ul>
  );
}

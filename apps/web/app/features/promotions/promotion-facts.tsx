import type { PromotionSummary } from "@platform/contracts";
import { formatSiteDate } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";

/** The rules that matter before claiming, as a definition list: what, how much, what to wager. */
export function PromotionFacts({ promotion }: { promotion: PromotionSummary }) {
  const t = useT();
  const { settings } = useShell();
  const format = useFormatMoney();
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const bonus =
    promotion.amount !== null
      ? format(promotion.amount)
      : t("promotions.fact.percent", {
          percent: String(promotion.percent ?? 0),
          cap: format(promotion.cap ?? "0"),
        });
  const wagering =
    promotion.wagering_multiplier > 0
      ? t("promotions.fact.wagering_value", {
          times: String(promotion.wagering_multiplier),
          days: String(promotion.valid_days),
        })
      : t("promotions.fact.none");
  return (
    <dl className="promo-facts">
      <div>
        <dt>{t("promotions.fact.bonus")}</dt>
        <dd>{bonus}</dd>
      </div>
      <div>
        <dt>{t("promotions.fact.credited_to")}</dt>
        <dd>{t(`promotions.credit.${promotion.credited_to}`)}</dd>
      </div>
      {promotion.min_deposit && (
        <div>
          <dt>{t("promotions.fact.min_deposit")}</dt>
          <dd>{format(promotion.min_deposit)}</dd>
        </div>
      )}
      <div>
        <dt>{t("promotions.fact.wagering")}</dt>
        <dd>{wagering}</dd>
      </div>
      {promotion.ends_at && (
        <div>
          <dt>{t("promotions.fact.ends")}</dt>
          <dd>{formatSiteDate(promotion.ends_at, clock)}</dd>
        </div>
      )}
    </dl>
  );
}

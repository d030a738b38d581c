import type { ReferralRewardsResponse } from "@platform/contracts";
import { formatSiteDate, type SiteClock } from "../../shell/site-date-time.ts";
import { useT } from "../../shell/use-shell.ts";
import { Money } from "../../shell/wallet/money.tsx";

/** The rewards earned: totals, then one row per friend with its status (and why, when withheld). */
export function ReferralRewards({ rewards, clock }: { rewards: ReferralRewardsResponse; clock: SiteClock }) {
  const t = useT();
  const { totals } = rewards;
  return (
    <section className="referral-card" aria-labelledby="referral-rewards-title">
      <h2 id="referral-rewards-title">{t("referral.rewards.title")}</h2>
      <dl className="referral-totals">
        <div>
          <dt>{t("referral.totals.paid")}</dt>
          <dd className="referral-totals__amount">
            <Money amount={totals.paid} />
          </dd>
        </div>
        <div>
          <dt>{t("referral.totals.paid_count")}</dt>
          <dd>{totals.paid_count}</dd>
        </div>
        <div>
          <dt>{t("referral.totals.pending_count")}</dt>
          <dd>{totals.pending_count}</dd>
        </div>
      </dl>
      {rewards.items.length === 0 ? (
        <p className="form__hint">{t("referral.rewards.empty")}</p>
      ) : (
        <table className="referral-table">
          <caption className="visually-hidden">{t("referral.rewards.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("referral.col.friend")}</th>
              <th scope="col">{t("referral.col.status")}</th>
              <th scope="col">{t("referral.col.amount")}</th>
            </tr>
          </thead>
          <tbody>
            {rewards.items.map((item) => (
              <tr key={item.id} className="referral-reward" data-status={item.status}>
                <td data-label={t("referral.col.friend")}>
                  {item.friend.name ?? item.friend.contact ?? t("referral.friend.unnamed")}
                  {item.decided_at && (
                    <span className="referral-friend__contact">
                      <time dateTime={item.decided_at}>{formatSiteDate(item.decided_at, clock)}</time>
                    </span>
                  )}
                </td>
                <td data-label={t("referral.col.status")}>
                  <span className="referral-badge" data-status={item.status}>
                    {t(`referral.status.${item.status}`)}
                  </span>
                  {item.reason && (
                    <span className="referral-reason">{t(`referral.reason.${item.reason}`)}</span>
                  )}
                </td>
                <td data-label={t("referral.col.amount")}>
                  {item.amount ? (
                    <>
                      <Money amount={item.amount} />
                      {item.credit && (
                        <span className="referral-credit">{t(`referral.credit.${item.credit}`)}</span>
                      )}
                    </>
                  ) : (
                    "—"
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { accountAreaOf } from "../../shell/account-area/account-area.ts";
import { notificationsPath } from "../../shell/account-area/notifications-path.ts";
import { formatSiteDateTime } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useBalance } from "../../shell/wallet/balance-context.tsx";
import { Money } from "../../shell/wallet/money.tsx";
import { walletFeatures } from "../../shell/wallet/wallet-features.ts";
import type { OverviewPageData } from "./overview.server.ts";

function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section className="ov-card" aria-labelledby={id}>
      <h2 className="ov-card__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Spec §2 overview: balance, bonus, recent activity, FICA status, open withdrawals, quick links.
 * The bonus's progress is the promotions feature's, rendered by the route into `bonusProgress`.
 */
export function OverviewPage({
  data,
  bonusProgress,
}: {
  data: OverviewPageData;
  /** The active bonus's progress; nothing when the player has no bonus. */
  bonusProgress: ReactNode;
}) {
  const t = useT();
  const { settings, theme } = useShell();
  const area = accountAreaOf(useLocation().pathname, theme);
  const { balance } = useBalance();
  const features = walletFeatures(settings);
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const { details, recent } = data;
  const quickLinks = [
    features.deposit && { to: `${area}/deposit`, label: "account.nav.deposit" },
    features.withdraw && { to: `${area}/withdraw`, label: "account.nav.withdraw" },
    settings.allow_promotion && { to: "/promotions", label: "nav.promotions" },
    { to: notificationsPath(area), label: "account.nav.notifications" },
    { to: `${area}/my-bets`, label: "account.nav.my_bets" },
    { to: `${area}/settings`, label: "account.nav.settings" },
  ].filter((link): link is { to: string; label: string } => Boolean(link));
  return (
    <div className="ov">
      <Card title={t("overview.balance")} id="ov-balance">
        {balance && (
          <dl className="ov-balance">
            <div>
              <dt>{t("overview.funds")}</dt>
              <dd data-testid="overview-funds">
                <Money amount={balance.funds_total} />
              </dd>
            </div>
            <div>
              <dt>{t("overview.promo")}</dt>
              <dd data-testid="overview-promo">
                <Money amount={balance.promo_credit} />
              </dd>
            </div>
            <div>
              <dt>{t("overview.withdrawable")}</dt>
              <dd>
                <Money amount={balance.withdrawable} />
              </dd>
            </div>
          </dl>
        )}
      </Card>
      <Card title={t("bonus.title")} id="ov-bonus">
        {details.bonus ? (
          bonusProgress
        ) : (
          <p className="form__hint">
            {t("bonus.none")}{" "}
            {settings.allow_promotion && (
              <Link to="/promotions" className="form__link">
                {t("bonus.see_promotions")}
              </Link>
            )}
          </p>
        )}
      </Card>
      <Card title={t("overview.recent")} id="ov-recent">
        {recent.length === 0 ? (
          <p className="form__hint">{t("overview.recent_empty")}</p>
        ) : (
          <ul className="ov-list">
            {recent.map((item) => (
              <li key={item.id} className="ov-list__row">
                <span>
                  <span className="ov-list__what">{item.description}</span>
                  <time className="ov-list__when" dateTime={item.created_at}>
                    {formatSiteDateTime(item.created_at, clock)}
                  </time>
                </span>
                <Money amount={item.amount} signed />
              </li>
            ))}
          </ul>
        )}
        <Link to={`${area}/history`} className="form__link">
          {t("overview.see_history")}
        </Link>
      </Card>
      <Card title={t("overview.fica")} id="ov-fica">
        <p className="ov-fica" data-approved={details.approved_fica_status || undefined}>
          {t(details.approved_fica_status ? "overview.fica.approved" : "overview.fica.not_approved")}
        </p>
        <Link to={`${area}/settings?tab=my-fica`} className="form__link">
          {t("overview.fica.manage")}
        </Link>
      </Card>
      <Card title={t("overview.withdrawals")} id="ov-withdrawals">
        {details.open_withdrawals.length === 0 ? (
          <p className="form__hint">{t("overview.withdrawals_empty")}</p>
        ) : (
          <ul className="ov-list">
            {details.open_withdrawals.map((withdrawal) => (
              <li key={withdrawal.id} className="ov-list__row">
                <span>
                  <Money amount={withdrawal.amount} />
                  <time className="ov-list__when" dateTime={withdrawal.created_at}>
                    {formatSiteDateTime(withdrawal.created_at, clock)}
                  </time>
                </span>
                <Link to={`${area}/withdraw/status?payment=${withdrawal.id}`} className="form__link">
                  {t("overview.withdrawal_status")}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t("overview.quick_links")} id="ov-links">
        <ul className="ov-links">
          {quickLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="btn btn--ghost">
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

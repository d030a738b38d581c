import type { PaymentStatus } from "@platform/contracts";
import { useEffect, useRef } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { accountAreaOf } from "../../shell/account-area/account-area.ts";
import { formatSiteDateTime } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useBalance } from "../../shell/wallet/balance-context.tsx";
import { Money } from "../../shell/wallet/money.tsx";
import type { WithdrawStatusData } from "./withdraw-status.server.ts";

/** How often a pending withdrawal is checked again while the page is open. */
export const RECHECK_MS = 2000;

/**
 * While the payout is pending, asks the server again every ~2 s (the loader redirects to the new
 * status once it settled); only while the tab is visible, and never two checks at once.
 */
function useRecheckWhilePending(pending: boolean): void {
  const { revalidate, state } = useRevalidator();
  const busy = useRef(false);
  busy.current = state !== "idle";
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (!busy.current && document.visibilityState === "visible") void revalidate();
    }, RECHECK_MS);
    return () => clearInterval(timer);
  }, [pending, revalidate]);
}

/** When a payout this page watched settles, the header balance is fetched again (spec §4). */
function useRefreshBalanceWhenSettled(status: PaymentStatus): void {
  const { refresh } = useBalance();
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === "pending" && status !== "pending") refresh({ retry: true });
    previous.current = status;
  }, [status, refresh]);
}

/** Spec §2 withdraw/status/{canceled,failed,pending,success}: what happened to the request. */
export function WithdrawStatus({ data }: { data: WithdrawStatusData }) {
  const t = useT();
  const { settings, theme } = useShell();
  const { pathname, search } = useLocation();
  const area = accountAreaOf(pathname, theme);
  const { payment } = data;
  const pending = payment.status === "pending";
  useRecheckWhilePending(pending);
  useRefreshBalanceWhenSettled(payment.status);
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  return (
    <section
      className={`account-panel cashier-status cashier-status--${payment.status}`}
      aria-labelledby="withdraw-status-title"
    >
      {/* Without JavaScript the pending page reloads itself; with it, the effect above re-checks. */}
      {pending && (
        <noscript>
          <meta httpEquiv="refresh" content="3" />
        </noscript>
      )}
      <p className="status-badge cashier-status__badge" data-status={payment.status}>
        {t(`withdraw.status.${payment.status}.badge`)}
      </p>
      <h2 id="withdraw-status-title" className="account-panel__title">
        {t(`withdraw.status.${payment.status}.title`)}
      </h2>
      <p role="status">{t(`withdraw.status.${payment.status}.text`)}</p>
      <dl className="cashier-facts">
        <div>
          <dt>{t("withdraw.facts.amount")}</dt>
          <dd data-testid="payment-amount">
            <Money amount={payment.amount} />
          </dd>
        </div>
        <div>
          <dt>{t("withdraw.facts.method")}</dt>
          <dd>{payment.gateway.name}</dd>
        </div>
        {payment.recipient && (
          <div>
            <dt>{t("withdraw.facts.recipient")}</dt>
            <dd className="cashier-facts__number">{payment.recipient}</dd>
          </div>
        )}
        <div>
          <dt>{t("withdraw.facts.requested")}</dt>
          <dd>{formatSiteDateTime(payment.created_at, clock)}</dd>
        </div>
        {payment.completed_at && (
          <div>
            <dt>{t("withdraw.facts.completed")}</dt>
            <dd>{formatSiteDateTime(payment.completed_at, clock)}</dd>
          </div>
        )}
        {payment.failure_reason && (
          <div>
            <dt>{t("withdraw.facts.reason")}</dt>
            <dd>{payment.failure_reason}</dd>
          </div>
        )}
      </dl>
      <div className="cashier-actions">
        {pending && (
          <Link className="btn btn--primary" to={`${pathname}${search}`} replace preventScrollReset>
            {t("withdraw.status.check_again")}
          </Link>
        )}
        <Link className="btn btn--ghost" to={`${area}/history`}>
          {t("withdraw.status.history")}
        </Link>
        {settings.allow_withdrawal && !pending && (
          <Link className="btn btn--ghost" to={`${area}/withdraw`}>
            {t("withdraw.status.again")}
          </Link>
        )}
      </div>
    </section>
  );
}

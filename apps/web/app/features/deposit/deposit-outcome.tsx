import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { accountAreaOf } from "../../shell/account-area/account-area.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useBalance } from "../../shell/wallet/balance-context.tsx";
import { Money } from "../../shell/wallet/money.tsx";
import { depositPath } from "./deposit-paths.ts";
import type { DepositStatusData } from "./deposit-status.server.ts";
import { OutcomeIcon } from "./outcome-icon.tsx";
import { PaymentReceipt } from "./payment-receipt.tsx";
import { PendingPayment } from "./pending-payment.tsx";

/** The header balance, asked again (and once more 1.5 s later if unchanged) once a deposit landed. */
function useBalanceAfterDeposit(landed: boolean) {
  const { balance, refresh } = useBalance();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per landed deposit, not per balance change.
  useEffect(() => {
    if (landed) refresh({ retry: true });
  }, [landed]);
  return balance;
}

/**
 * A deposit's outcome (spec §4: success, failed, canceled; pending follows the payment). Its
 * owner sees the amount, method and, for a failure, the reason; a visitor or anyone with
 * another player's id sees only the generic outcome and a way to log in.
 */
export function DepositOutcome({ data }: { data: DepositStatusData }) {
  const t = useT();
  const { theme } = useShell();
  const area = accountAreaOf(useLocation().pathname, theme);
  const { outcome, payment } = data;
  const balance = useBalanceAfterDeposit(outcome === "success" && payment !== null);
  if (outcome === "pending" && payment) return <PendingPayment data={data} />;
  const key = outcome ?? "unknown";
  return (
    <section
      className={`deposit-outcome deposit-outcome--${key}`}
      aria-labelledby="deposit-outcome-title"
      data-outcome={key}
    >
      <OutcomeIcon outcome={outcome} />
      <h2 id="deposit-outcome-title" className="deposit-outcome__title">
        {t(`deposit.outcome.${key}.title`)}
      </h2>
      <p className="deposit-outcome__text">{t(`deposit.outcome.${key}.text`)}</p>
      {payment && (
        <PaymentReceipt payment={payment}>
          {outcome === "success" && balance && (
            <div className="deposit-receipt__balance">
              <dt>{t("deposit.receipt.balance")}</dt>
              <dd>
                <Money amount={balance.funds_total} />
              </dd>
            </div>
          )}
        </PaymentReceipt>
      )}
      {data.loggedIn ? (
        <div className="deposit-outcome__actions">
          {outcome === "success" ? (
            <>
              <Link to={`${area}/history`} className="btn btn--primary">
                {t("deposit.to_history")}
              </Link>
              <Link to={depositPath(area)} className="btn btn--ghost">
                {t("deposit.again")}
              </Link>
            </>
          ) : (
            <>
              <Link to={depositPath(area)} className="btn btn--primary">
                {t("deposit.try_again")}
              </Link>
              <Link to={`${area}/history`} className="btn btn--ghost">
                {t("deposit.to_history")}
              </Link>
            </>
          )}
        </div>
      ) : (
        <div className="deposit-outcome__actions">
          <p className="deposit-outcome__visitor">{t("deposit.outcome.visitor")}</p>
          <Link to="/login" className="btn btn--primary">
            {t("header.login")}
          </Link>
        </div>
      )}
    </section>
  );
}

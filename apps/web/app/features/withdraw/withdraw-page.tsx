import { useEffect } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { accountAreaOf } from "../../shell/account-area/account-area.ts";
import type { FormResult } from "../../shell/forms/form-result.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useBalance } from "../../shell/wallet/balance-context.tsx";
import type { WithdrawPageData } from "./withdraw.server.ts";
import { WithdrawForm } from "./withdraw-form.tsx";
import { WithdrawSummary } from "./withdraw-summary.tsx";

/**
 * A page restored from the browser's back-forward cache shows what the server said back then (the
 * FICA status, the balance, a used Idempotency-Key); ask again instead.
 */
function useFreshOnRestore(): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void revalidate();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [revalidate]);
}

/** Spec §2 /account/withdraw and /users/withdraw. */
export function WithdrawPage({ data, result }: { data: WithdrawPageData; result: FormResult | undefined }) {
  const t = useT();
  const { theme, settings } = useShell();
  const { balance } = useBalance();
  const area = accountAreaOf(useLocation().pathname, theme);
  useFreshOnRestore();
  const nothingToWithdraw = balance !== null && /^0(\.0+)?$/.test(balance.withdrawable);
  return (
    <div className="cashier">
      {data.ficaCleared && (
        <p className="form-alert form-alert--success" role="status">
          {t("withdraw.fica_cleared")}
        </p>
      )}
      {balance && <WithdrawSummary balance={balance} />}
      <section className="account-panel cashier-panel" aria-labelledby="withdraw-form-title">
        <h2 id="withdraw-form-title" className="account-panel__title">
          {t("withdraw.form_title")}
        </h2>
        {nothingToWithdraw && (
          <p className="cashier-note">
            {t("withdraw.nothing")}{" "}
            {settings.allow_deposit && (
              <Link className="form__link" to={`${area}/deposit`}>
                {t("withdraw.nothing_link")}
              </Link>
            )}
          </p>
        )}
        {data.gateways.length === 0 ? (
          <p className="cashier-note">{t("withdraw.no_methods")}</p>
        ) : (
          <WithdrawForm
            gateways={data.gateways}
            recipients={data.recipients}
            banks={data.banks}
            canSaveRecipient={data.canSaveRecipient}
            idempotencyKey={data.idempotencyKey}
            bonusForfeit={data.bonusForfeit}
            result={result}
          />
        )}
      </section>
    </div>
  );
}

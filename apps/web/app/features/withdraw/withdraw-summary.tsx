import type { Overview } from "@platform/contracts";
import { useT } from "../../shell/use-shell.ts";
import { Money } from "../../shell/wallet/money.tsx";

/**
 * What the player can take out (spec §3 balance; UKGC RTS 1 balance on every cashier page): the
 * withdrawable cash, what is already on its way, and promo credit, which never leaves.
 */
export function WithdrawSummary({ balance }: { balance: Overview }) {
  const t = useT();
  return (
    <section className="cashier-summary" aria-labelledby="withdraw-summary-title">
      <h2 id="withdraw-summary-title" className="visually-hidden">
        {t("withdraw.summary.title")}
      </h2>
      <dl className="cashier-summary__list">
        <div className="cashier-summary__item cashier-summary__item--main">
          <dt>{t("withdraw.summary.withdrawable")}</dt>
          <dd data-testid="withdrawable">
            <Money amount={balance.withdrawable} />
          </dd>
        </div>
        <div className="cashier-summary__item">
          <dt>{t("withdraw.summary.pending")}</dt>
          <dd data-testid="pending-withdrawals">
            <Money amount={balance.pending_withdrawals} />
          </dd>
        </div>
        <div className="cashier-summary__item">
          <dt>{t("withdraw.summary.promo")}</dt>
          <dd>
            <Money amount={balance.promo_credit} />
          </dd>
        </div>
      </dl>
      <p className="form__hint">{t("withdraw.summary.promo_note")}</p>
    </section>
  );
}

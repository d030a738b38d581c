import { useId } from "react";
import { Link } from "react-router";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useBalance } from "../../shell/wallet/balance-context.tsx";
import { useFormatMoney } from "../../shell/wallet/money.tsx";
import { walletFeatures } from "../../shell/wallet/wallet-features.ts";
import { Icon } from "../../themes/shared/icon.tsx";

/**
 * The logged-in header's balance (spec §3; UKGC RTS 1: visible on every page): funds and promo
 * credit with the currency symbol, and the way to deposit more. A phone header stacks the two
 * figures and shrinks Deposit to "+", so both figures and the logo fit (issue 16).
 */
export function HeaderBalance({ area }: { area: "/account" | "/users" }) {
  const t = useT();
  const { settings } = useShell();
  const { balance } = useBalance();
  const format = useFormatMoney();
  const descriptionId = useId();
  if (!balance) return null;
  const features = walletFeatures(settings);
  const showPromo = balance.promo_credit !== "0" && !/^0\.0+$/.test(balance.promo_credit);
  // The link is named by the figures it shows (WCAG 2.5.3); where it leads is its description.
  return (
    <div className="balance">
      <Link to={`${area}/history`} className="balance__amounts" aria-describedby={descriptionId}>
        <span className="balance__funds" data-testid="balance-funds">
          <span className="balance__caption">{t("balance.funds")}</span>
          <span className="balance__value">{format(balance.funds_total)}</span>
        </span>
        {showPromo && (
          <span className="balance__promo" data-testid="balance-promo">
            <span className="balance__caption">{t("balance.promo")}</span>
            <span className="balance__value">
              <Icon name="promo" className="balance__promo-icon" />
              {format(balance.promo_credit)}
            </span>
          </span>
        )}
        <span id={descriptionId} hidden>
          {t("balance.label")}
        </span>
      </Link>
      {features.deposit && (
        <Link to={`${area}/deposit`} className="btn btn--primary balance__deposit">
          <span className="balance__deposit-plus" aria-hidden="true">
            +
          </span>
          <span className="balance__deposit-label">{t("balance.deposit")}</span>
        </Link>
      )}
    </div>
  );
}

import type { ReactNode } from "react";
import { formatSiteDateTime } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { Money } from "../../shell/wallet/money.tsx";
import type { PaymentView } from "./load-payment.server.ts";

/** The player's own payment: amount, method, when, and for a failure the provider's reason. */
export function PaymentReceipt({ payment, children }: { payment: PaymentView; children?: ReactNode }) {
  const t = useT();
  const { settings } = useShell();
  return (
    <dl className="deposit-receipt">
      <div>
        <dt>{t("deposit.receipt.amount")}</dt>
        <dd>
          <Money amount={payment.amount} />
        </dd>
      </div>
      <div>
        <dt>{t("deposit.receipt.method")}</dt>
        <dd>{payment.methodName}</dd>
      </div>
      <div>
        <dt>{t("deposit.receipt.date")}</dt>
        <dd>
          {formatSiteDateTime(payment.completedAt ?? payment.createdAt, {
            format: settings.time_format,
            timeZone: settings.time_zone,
          })}
        </dd>
      </div>
      {payment.status === "failed" && payment.failureReason && (
        <div>
          <dt>{t("deposit.receipt.reason")}</dt>
          <dd>{payment.failureReason}</dd>
        </div>
      )}
      {children}
    </dl>
  );
}

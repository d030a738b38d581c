import type { payments } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";
import type { UserRow } from "../users/user-view.ts";
import type { GatewayPayment } from "./payment-gateway.ts";

type PaymentRow = typeof payments.$inferSelect;

/** What a status query needs: the payment as the provider knows it. */
export function knownPayment(payment: PaymentRow): GatewayPayment {
  return {
    id: payment.id,
    direction: payment.direction as GatewayPayment["direction"],
    amount: payment.amount,
    currency: payment.currency,
    providerRef: payment.providerRef,
    phone: payment.recipient?.phone ?? null,
    siteName: "",
    siteCode: "",
    returnUrl: "",
    locale: "en",
  };
}

/** The payment as the provider is asked to start or confirm it. */
export function gatewayPayment(
  site: Site,
  user: UserRow,
  payment: PaymentRow,
  locale: string,
): GatewayPayment {
  const area = "/account/deposit/result";
  return {
    id: payment.id,
    direction: payment.direction as GatewayPayment["direction"],
    amount: payment.amount,
    currency: payment.currency,
    providerRef: payment.providerRef,
    phone: payment.recipient?.phone ?? user.phone,
    siteName: site.settings.site,
    siteCode: site.siteCode,
    returnUrl: `${site.origin}${area}?payment=${payment.id}`,
    locale,
  };
}

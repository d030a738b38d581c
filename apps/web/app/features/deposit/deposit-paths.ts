import type { Payment, PaymentStatus, ThemeName } from "@platform/contracts";
import { type AccountArea, accountAreaOf } from "../../shell/account-area/account-area.ts";

/**
 * Where a deposit's outcome is shown: the theme's own account area (/account for default and
 * base2, /users for base3 and base4), whichever page the deposit started from. The gateway's
 * return URL and the OTP and pending pages exist in /account only (spec §2); the status pages
 * exist in both areas, so a base4 player comes back among the /users pages they know.
 */
export function outcomeArea(theme: ThemeName): AccountArea {
  return accountAreaOf("/", theme);
}

export function depositPath(area: AccountArea): string {
  return `${area}/deposit`;
}

export function statusPath(area: AccountArea, outcome?: PaymentStatus, paymentId?: string): string {
  const path = `${area}/deposit/status${outcome ? `/${outcome}` : ""}`;
  return paymentId ? `${path}?payment=${encodeURIComponent(paymentId)}` : path;
}

export function otpPath(paymentId: string): string {
  return `/account/deposit/otp?payment=${encodeURIComponent(paymentId)}`;
}

export function pendingPath(paymentId: string): string {
  return `/account/deposit/pending?payment=${encodeURIComponent(paymentId)}`;
}

/** The next page for a payment: the gateway's hosted page (a full page load) or one of ours. */
export type NextPage = { external: true; url: string } | { external: false; to: string };

/**
 * Where the player goes once the API answered a deposit (or a code): the gateway's hosted page,
 * the code page, the waiting page, or the outcome once it is final.
 */
export function nextPageFor(
  payment: Pick<Payment, "id" | "status" | "next_action">,
  area: AccountArea,
): NextPage {
  if (payment.status !== "pending")
    return { external: false, to: statusPath(area, payment.status, payment.id) };
  const action = payment.next_action;
  switch (action.type) {
    case "redirect":
      return isWebUrl(action.url)
        ? { external: true, url: action.url }
        : { external: false, to: pendingPath(payment.id) };
    case "otp":
      return { external: false, to: otpPath(payment.id) };
    default:
      return { external: false, to: pendingPath(payment.id) };
  }
}

/** Only http(s) pages: a gateway URL is never allowed to become a javascript: or data: link. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ?payment= id when it is one (a UUID); anything else is treated as absent. */
export function paymentIdFrom(url: URL): string | null {
  const id = url.searchParams.get("payment");
  return id && PAYMENT_ID.test(id) ? id.toLowerCase() : null;
}

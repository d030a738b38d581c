import type { NextAction } from "@platform/contracts";

/**
 * One payment provider behind the cashier: the sandbox card gateway with its hosted page, the
 * sandbox mobile-money gateway, the sandbox bank, or M-Pesa Daraja. The cashier never learns more
 * than this interface says, so a real provider replaces a sandbox without touching the cashier.
 */
export interface PaymentGateway {
  /** The adapter's code, as payment_gateways.code names it. */
  readonly code: string;
  /** What the player pays with or is paid to. */
  readonly method: "card" | "mobile_money" | "bank";

  /** Starts collecting a deposit; the provider answers later (notification, OTP or status query). */
  startDeposit(payment: GatewayPayment): Promise<GatewayStart>;

  /** Mobile money: the code the player received, confirming the push (api/user/deposit-otp). */
  confirmDeposit?(payment: GatewayPayment, otp: string): Promise<GatewayOutcome>;

  /** Starts a payout of a held withdrawal to the recipient. */
  startPayout?(payment: GatewayPayment, recipient: GatewayRecipient): Promise<GatewayStart>;

  /**
   * Verifies and reads a notification (webhook, callback) the provider sent to
   * POST /api/payments/{code}/notify. Throws GatewayRejectedError for a forged, stale or
   * malformed one. Unsigned providers (M-Pesa) must be confirmed with queryStatus before money
   * moves: `confirmed: false` says so.
   */
  parseNotification?(raw: RawNotification): Promise<GatewayNotification>;

  /** Asks the provider where a payment stands: a lost callback still settles (reconciliation). */
  queryStatus?(payment: GatewayPayment): Promise<GatewayOutcome>;

  /**
   * Tells the provider to stop collecting a deposit the player abandoned (the expiry job), and
   * answers where it stands then: `canceled`, or `success` when the player paid just before, so
   * an expiry never cancels money that arrived. Without it, expiry cancels on our side only.
   */
  cancelDeposit?(payment: GatewayPayment): Promise<GatewayOutcome>;

  /**
   * Origins of the provider's hosted pages. A deposit form that posts to the site and is
   * redirected there needs them in the site's CSP form-action (Chromium checks the redirect).
   */
  pageOrigins?(): string[];
}

/** A notification exactly as it arrived: signatures are over the raw bytes. */
export interface RawNotification {
  body: Buffer;
  headers: Record<string, string | undefined>;
  /** Path and query as requested (an unsigned provider's callback URL may carry our own token). */
  url: string;
}

/** What a gateway is told about a payment. Amounts in minor units of `currency`. */
export interface GatewayPayment {
  id: string;
  direction: "deposit" | "withdrawal";
  amount: bigint;
  currency: string;
  /** The provider's reference once it gave one. */
  providerRef: string | null;
  /** The player's phone (international digits) for mobile money; where to push or pay. */
  phone: string | null;
  /** The site's name, shown on hosted pages and pushes. */
  siteName: string;
  siteCode: string;
  /** Where the player's browser goes back to after a hosted page: the site's result page. */
  returnUrl: string;
  locale: string;
}

export interface GatewayRecipient {
  method: "bank" | "mobile_money";
  bankCode: string | null;
  accountNumber: string;
  accountName: string;
}

export interface GatewayStart {
  /** The provider's reference for this payment (its charge id, CheckoutRequestID ...). */
  providerRef: string;
  next: NextAction;
  /** When the provider already knows the outcome (an instant payout, a refused card). */
  outcome?: GatewayOutcome;
}

/**
 * A provider's report. A success may say what moved (amount in minor units, currency, the account
 * paid); anything there that differs from the request puts the payment in review.
 */
export type GatewayOutcome =
  | {
      status: "success";
      providerRef?: string;
      amount?: bigint;
      currency?: string;
      /** A payout's recipient as the provider paid it: account number, and bank when it says. */
      recipient?: { accountNumber: string; bankCode?: string };
      receipt?: string;
    }
  | { status: "failed"; reason: string }
  | { status: "canceled"; reason: string }
  | { status: "pending" };

export interface GatewayNotification {
  /** Unique per delivery of one event: a redelivery is acknowledged and not applied again. */
  eventId: string;
  providerRef: string;
  outcome: GatewayOutcome;
  /** False when the notification is not signed and must be confirmed by a status query. */
  confirmed: boolean;
}

/** A notification that is not the provider's: bad signature, stale timestamp, malformed body. */
export class GatewayRejectedError extends Error {
  override name = "GatewayRejectedError";
}

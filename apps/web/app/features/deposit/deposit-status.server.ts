import { PAYMENT_STATUSES, type Payment, type PaymentStatus } from "@platform/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { type AccountArea, accountAreaOf } from "../../shell/account-area/account-area.ts";
import { notFound } from "../../shell/not-found.ts";
import { requireSession } from "../../shell/session/require-session.server.ts";
import { sessionContext } from "../../shell/session.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";
import { assertDepositsOpen } from "./deposit-page.server.ts";
import {
  depositPath,
  isWebUrl,
  otpPath,
  outcomeArea,
  paymentIdFrom,
  pendingPath,
  statusPath,
} from "./deposit-paths.ts";
import { loadOwnPayment, type PaymentView, paymentView } from "./load-payment.server.ts";

type Context = Readonly<RouterContextProvider>;

export interface DepositStatusData {
  /** The outcome shown: the payment's own for its owner, else the one in the path (or none). */
  outcome: PaymentStatus | null;
  /** The player's own payment; null for a visitor, another player's id or none given. */
  payment: PaymentView | null;
  /** A pending card payment: the gateway's page, to finish paying. */
  continueUrl: string | null;
  /** A pending mobile-money payment: the page to enter the code. */
  otpUrl: string | null;
  loggedIn: boolean;
}

function view(context: Context, payment: Payment): PaymentView {
  return paymentView(payment, translatorFor(context.get(shellContext)));
}

function pendingLinks(payment: Payment): Pick<DepositStatusData, "continueUrl" | "otpUrl"> {
  const action = payment.next_action;
  return {
    continueUrl: action.type === "redirect" && isWebUrl(action.url) ? action.url : null,
    otpUrl: action.type === "otp" ? otpPath(payment.id) : null,
  };
}

function outcomeOf(param: string | undefined): PaymentStatus | null {
  if (param === undefined) return null;
  const outcome = PAYMENT_STATUSES.find((status) => status === param);
  if (!outcome) throw notFound();
  return outcome;
}

/**
 * /account/deposit/status[/outcome] and the /users twins (spec §2, §6: open to visitors). Its
 * owner sees the payment (amount, method, outcome, the reason of a failure) under the path of
 * its real outcome; anyone else sees a generic page for the outcome in the path and nothing
 * private, whatever ?payment= says.
 */
export async function loadDepositStatus(
  url: URL,
  outcomeParam: string | undefined,
  context: Context,
): Promise<DepositStatusData> {
  const pathOutcome = outcomeOf(outcomeParam);
  const area = accountAreaOf(url.pathname, context.get(shellContext).theme);
  const loggedIn = context.get(sessionContext) !== null;
  const payment = await loadOwnPayment(context, paymentIdFrom(url));
  if (!payment) return { outcome: pathOutcome, payment: null, continueUrl: null, otpUrl: null, loggedIn };
  if (payment.status !== pathOutcome) throw redirect(statusPath(area, payment.status, payment.id));
  return { outcome: payment.status, payment: view(context, payment), ...pendingLinks(payment), loggedIn };
}

/**
 * /account/deposit/result?payment=: where the gateway's hosted page sends the player back. It
 * only reads the payment and sends the player on; a visitor (the session ended while paying)
 * gets the generic status page.
 */
export async function depositResultRedirect(url: URL, context: Context): Promise<never> {
  const area = outcomeArea(context.get(shellContext).theme);
  const payment = await loadOwnPayment(context, paymentIdFrom(url));
  if (!payment) throw redirect(statusPath(area));
  if (payment.status === "pending") throw redirect(pendingPath(payment.id));
  throw redirect(statusPath(area, payment.status, payment.id));
}

/** /account/deposit/pending?payment=: the payment while it waits; its final state has its own page. */
export async function loadDepositPending(url: URL, context: Context): Promise<DepositStatusData> {
  assertDepositsOpen(context);
  requireSession(context);
  const area = outcomeArea(context.get(shellContext).theme);
  const id = paymentIdFrom(url);
  if (!id) throw redirect(depositPath(area));
  const payment = await loadOwnPayment(context, id);
  if (!payment) throw redirect(statusPath(area));
  if (payment.status !== "pending") throw redirect(statusPath(area, payment.status, payment.id));
  return { outcome: "pending", payment: view(context, payment), ...pendingLinks(payment), loggedIn: true };
}

/**
 * /account/deposit/success and /account/deposit/cancel?payment=: the outcome a gateway names in
 * its return address. The payment's own state wins when it says otherwise: a "success" return
 * for a payment that failed shows the failure, a "cancel" for one still pending keeps waiting.
 */
export async function loadNamedOutcome(
  url: URL,
  context: Context,
  named: "success" | "canceled",
): Promise<DepositStatusData> {
  requireSession(context);
  const area: AccountArea = outcomeArea(context.get(shellContext).theme);
  const payment = await loadOwnPayment(context, paymentIdFrom(url));
  if (!payment) return { outcome: named, payment: null, continueUrl: null, otpUrl: null, loggedIn: true };
  if (payment.status !== named) throw redirect(statusPath(area, payment.status, payment.id));
  return { outcome: named, payment: view(context, payment), continueUrl: null, otpUrl: null, loggedIn: true };
}

import { depositOtpRequestSchema, paymentSchema } from "@platform/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { apiCall } from "../../shell/api-client.server.ts";
import { apiFailure } from "../../shell/forms/api-failure.server.ts";
import type { FormResult } from "../../shell/forms/form-result.ts";
import { validateForm } from "../../shell/forms/validate-form.server.ts";
import { requireSession } from "../../shell/session/require-session.server.ts";
import { assertSameOrigin } from "../../shell/session/same-origin.ts";
import { shellContext } from "../../shell/shell-context.ts";
import { translatorFor } from "../../shell/translator.ts";
import { translateFailure } from "./deposit-messages.ts";
import { assertDepositsOpen } from "./deposit-page.server.ts";
import { depositPath, nextPageFor, outcomeArea, paymentIdFrom, statusPath } from "./deposit-paths.ts";
import { loadOwnPayment } from "./load-payment.server.ts";

type Context = Readonly<RouterContextProvider>;

export interface DepositOtpData {
  paymentId: string;
  amount: string;
  methodName: string;
  /** The number the code was texted to (international digits). */
  sentTo: string;
  digits: number;
  /** Seconds the code is still valid for, as of this page load. */
  expiresIn: number;
}

/**
 * /account/deposit/otp?payment=: a mobile-money deposit waiting for the code texted to the phone.
 * Any other state of the payment has its own page, so the player is sent there.
 */
export async function loadDepositOtp(url: URL, context: Context): Promise<DepositOtpData> {
  assertDepositsOpen(context);
  requireSession(context);
  const area = outcomeArea(context.get(shellContext).theme);
  const id = paymentIdFrom(url);
  if (!id) throw redirect(depositPath(area));
  const payment = await loadOwnPayment(context, id);
  if (!payment) throw redirect(statusPath(area));
  const action = payment.next_action;
  if (payment.status !== "pending" || action.type !== "otp") {
    const next = nextPageFor(payment, area);
    // A hosted page is left to the waiting page, which links to it: never a loop of redirects.
    throw redirect(next.external ? `/account/deposit/pending?payment=${id}` : next.to);
  }
  const expiresAt = Date.parse(payment.created_at) + action.expires_in * 1000;
  return {
    paymentId: payment.id,
    amount: payment.amount,
    methodName: payment.gateway.name,
    sentTo: action.sent_to,
    digits: action.digits,
    expiresIn: Math.max(0, Math.round((expiresAt - Date.now()) / 1000)),
  };
}

/** POST api/user/deposit-otp; the payment's new state decides the next page. */
export async function depositOtpAction(
  request: Request,
  url: URL,
  context: Context,
): Promise<FormResult | Response> {
  assertSameOrigin(request, url);
  requireSession(context);
  assertDepositsOpen(context);
  const shell = context.get(shellContext);
  const t = translatorFor(shell);
  const id = paymentIdFrom(url);
  if (!id) return redirect(depositPath(outcomeArea(shell.theme)));
  const form = await request.formData();
  const otp = String(form.get("otp") ?? "").trim();
  const checked = validateForm(depositOtpRequestSchema, { payment_id: id, ...(otp ? { otp } : {}) }, t);
  if (!checked.ok) return translateFailure(checked, t);
  try {
    const { data: payment } = await apiCall(context, "/api/user/deposit-otp", paymentSchema, {
      method: "POST",
      body: checked.data,
      shell,
    });
    const next = nextPageFor(payment, outcomeArea(shell.theme));
    // Still waiting for the code means this one was not accepted: say so on this page.
    if (payment.status === "pending" && payment.next_action.type === "otp")
      return {
        ok: false,
        message: t("form.check_fields"),
        errors: [],
        fieldErrors: { otp: t("deposit.otp.wrong") },
      };
    return redirect(next.external ? `/account/deposit/pending?payment=${payment.id}` : next.to);
  } catch (error) {
    return translateFailure(apiFailure(error, t), t);
  }
}

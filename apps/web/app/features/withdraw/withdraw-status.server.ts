import { PAYMENT_STATUSES, type Payment, type PaymentStatus, paymentSchema } from "@platform/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { accountAreaOf } from "../../shell/account-area/account-area.ts";
import { ApiError, apiFetch } from "../../shell/api-client.server.ts";
import { notFound } from "../../shell/not-found.ts";
import { requireSession } from "../../shell/session/require-session.server.ts";
import { shellContext } from "../../shell/shell-context.ts";

export interface WithdrawStatusData {
  payment: Payment;
  /** When this answer was made, so the page can say when it last checked. */
  checkedAt: string;
}

function statusOf(value: string | undefined): PaymentStatus | undefined {
  return PAYMENT_STATUSES.find((status) => status === value);
}

/**
 * Spec §2 /account/withdraw/status/{canceled,failed,pending,success} and the /users twins, for
 * `?payment=<id>`. The path follows the payment: a URL naming another status than the payment's
 * (a pending page that settled, a bookmark, /withdraw/status alone) redirects to the right one,
 * which is also how the pending page moves on when it re-checks.
 */
export async function withdrawStatusLoader(
  url: URL,
  params: { status?: string | undefined },
  context: Readonly<RouterContextProvider>,
): Promise<WithdrawStatusData> {
  requireSession(context);
  const shell = context.get(shellContext);
  const requested = statusOf(params.status);
  if (params.status !== undefined && !requested) throw notFound();
  const area = accountAreaOf(url.pathname, shell.theme);
  const id = z.uuid().safeParse(url.searchParams.get("payment"));
  if (!id.success) throw redirect(`${area}/withdraw`);
  let payment: Payment;
  try {
    payment = await apiFetch(context, `/api/user/payment/${id.data}`, paymentSchema, { shell });
  } catch (error) {
    // Another player's payment is a 404 at the API: nothing to show, and nothing to confirm.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
  if (payment.direction !== "withdrawal") throw notFound();
  if (payment.status !== requested) {
    throw redirect(`${area}/withdraw/status/${payment.status}?payment=${payment.id}`);
  }
  return { payment, checkedAt: new Date().toISOString() };
}

import { type Payment, paymentSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { ApiError, apiFetch } from "../../shell/api-client.server.ts";
import { sessionContext } from "../../shell/session.ts";
import { shellContext } from "../../shell/shell-context.ts";
import type { Translator } from "../../shell/translator.ts";
import { translateDepositMessage } from "./deposit-messages.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/**
 * GET api/user/payment/{id}: one of the player's own deposits. A visitor, an unknown id,
 * another player's payment (the API answers 404 for both) or a withdrawal is null: the page
 * then shows nothing private. An outage is not hidden as "not found": it reaches the error screen.
 */
export async function loadOwnPayment(context: ContextReader, id: string | null): Promise<Payment | null> {
  if (!id || !context.get(sessionContext)) return null;
  try {
    const payment = await apiFetch(context, `/api/user/payment/${id}`, paymentSchema, {
      shell: context.get(shellContext),
    });
    return payment.direction === "deposit" ? payment : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** What a page shows of a payment: never the gateway's redirect URL or anything of another player's. */
export interface PaymentView {
  id: string;
  status: Payment["status"];
  amount: string;
  method: Payment["gateway"]["method"];
  methodName: string;
  failureReason: string | null;
  createdAt: string;
  completedAt: string | null;
}

/** The failure reason is the provider's English sentence, said in the player's language when known. */
export function paymentView(payment: Payment, t: Translator): PaymentView {
  return {
    id: payment.id,
    status: payment.status,
    amount: payment.amount,
    method: payment.gateway.method,
    methodName: payment.gateway.name,
    failureReason: payment.failure_reason && translateDepositMessage(payment.failure_reason, t),
    createdAt: payment.created_at,
    completedAt: payment.completed_at,
  };
}

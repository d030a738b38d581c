import { type Gateway, type WithdrawRequest, withdrawRequestSchema } from "@platform/contracts";
import {
  fieldErrorsOf,
  NEW_RECIPIENT,
  recipientBody,
  recipientValues,
} from "../../shell/payout-recipients/recipient-form.ts";

/** The withdraw form's own inputs besides the recipient's (spec §7 withdraw field names). */
const WITHDRAW_EXTRA_FIELDS = [
  "amount",
  "gateway_id",
  "recipient_id",
  "save_recipient",
  "idempotency_key",
  "forfeit_bonus",
];

/** Idempotency-Key as the API accepts it. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The contracts' English messages of a withdrawal and the dictionary keys the page shows instead. */
const MESSAGE_KEYS: Record<string, string> = {
  "Please enter a valid amount": "withdraw.error.amount",
  "Please choose a payout method": "withdraw.error.gateway",
};

type Translate = (key: string) => string;

export type ParsedWithdrawal =
  | { ok: true; body: WithdrawRequest; idempotencyKey: string | null }
  | { ok: false; fieldErrors: Record<string, string> };

/** The submitted withdraw form, trimmed. */
export function withdrawValues(form: FormData): Record<string, string> {
  return recipientValues(form, WITHDRAW_EXTRA_FIELDS);
}

/**
 * The withdraw form as the API's request body. The chosen payout method decides the recipient's
 * kind (a bank transfer needs a bank; mobile money pays a phone number, so a bank chosen before
 * switching method is dropped); a saved recipient wins over the new-recipient fields.
 */
export function parseWithdrawForm(
  values: Record<string, string | undefined>,
  gateways: readonly Pick<Gateway, "id" | "method">[],
  t: Translate,
): ParsedWithdrawal {
  const gateway = gateways.find((item) => String(item.id) === values.gateway_id);
  // A card payout has no recipient kind in the contract; the API offers none today.
  if (!gateway || gateway.method === "card") {
    return { ok: false, fieldErrors: { gateway_id: t("withdraw.error.gateway") } };
  }
  const savedId = values.recipient_id && values.recipient_id !== NEW_RECIPIENT ? values.recipient_id : null;
  const candidate: Record<string, unknown> = { amount: values.amount ?? "", gateway_id: gateway.id };
  // The player ticked "I forfeit my bonus" (docs/decisions/028).
  if (values.forfeit_bonus === "on") candidate.forfeit_bonus = true;
  if (savedId) candidate.recipient_id = savedId;
  else {
    candidate.recipient = recipientBody(gateway.method, values);
    if (values.save_recipient === "on") candidate.save_recipient = true;
  }

  const parsed = withdrawRequestSchema.safeParse(candidate);
  const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues, t, MESSAGE_KEYS);
  // An empty amount is "missing", not "invalid"; the contract leaves the bank optional.
  if (!values.amount) fieldErrors.amount = t("withdraw.error.amount_required");
  if (!savedId && gateway.method === "bank" && !values.bank_code) {
    fieldErrors.bank_code = t("recipient.error.bank");
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const key = values.idempotency_key ?? "";
  return { ok: true, body: parsed.data, idempotencyKey: IDEMPOTENCY_KEY.test(key) ? key : null };
}

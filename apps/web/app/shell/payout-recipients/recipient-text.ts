import type { Recipient } from "@platform/contracts";

type Translate = (key: string) => string;

/** Where a saved recipient is: the bank's name, or "Mobile money". */
export function recipientPlace(
  recipient: Pick<Recipient, "method" | "bank_name" | "bank_code">,
  t: Translate,
) {
  if (recipient.method === "mobile_money") return t("recipient.method.mobile_money");
  return recipient.bank_name ?? recipient.bank_code ?? t("recipient.method.bank");
}

/** One line naming a saved recipient for a button's accessible name ("KCB Bank ••••7890"). */
export function recipientSummary(
  recipient: Pick<Recipient, "method" | "bank_name" | "bank_code" | "account_number">,
  t: Translate,
): string {
  return `${recipientPlace(recipient, t)} ${recipient.account_number}`;
}

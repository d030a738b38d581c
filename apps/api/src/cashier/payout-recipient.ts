import type { NewRecipient } from "@platform/contracts";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { type paymentGateways, payoutRecipients } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { Site } from "../sites/site-repository.ts";
import { contactOf } from "../users/contact.ts";
import type { UserRow } from "../users/user-view.ts";
import type { GatewayRecipient } from "./payment-gateway.ts";

/** Payout recipients: who a withdrawal pays, as chosen, normalised, saved and masked. */

type GatewayRow = typeof paymentGateways.$inferSelect;

/** The payout's recipient: a saved one of the player's, or a new one (saved if asked). */
export async function payoutRecipient(
  db: Database,
  site: Site,
  user: UserRow,
  gateway: GatewayRow,
  input: {
    recipient_id?: string | undefined;
    recipient?: NewRecipient | undefined;
    save_recipient?: boolean | undefined;
  },
): Promise<GatewayRecipient> {
  let recipient: GatewayRecipient;
  if (input.recipient_id) {
    const [saved] = await db
      .select()
      .from(payoutRecipients)
      .where(and(eq(payoutRecipients.id, input.recipient_id), eq(payoutRecipients.userId, user.id)));
    if (!saved) {
      const message = "Please choose one of your saved recipients.";
      throw new HttpError(400, message, [{ message, field: "recipient_id" }]);
    }
    recipient = {
      method: saved.method as GatewayRecipient["method"],
      bankCode: saved.bankCode,
      accountNumber: saved.accountNumber,
      accountName: saved.accountName,
    };
  } else if (input.recipient) {
    const saved = normalizeRecipient(site, input.recipient);
    recipient = {
      method: saved.method,
      bankCode: saved.bank_code ?? null,
      accountNumber: saved.account_number,
      accountName: saved.account_name,
    };
    if (input.save_recipient) await saveRecipient(db, site, user, input.recipient);
  } else {
    const message = "Please choose a saved recipient or enter a new one.";
    throw new HttpError(400, message, [{ message, field: "recipient_id" }]);
  }
  if (recipient.method !== gateway.method) {
    const message = "This recipient cannot be paid with the chosen method.";
    throw new HttpError(400, message, [{ message, field: "recipient_id" }]);
  }
  return recipient;
}

/** A mobile-money number in international digits (the site's calling codes only); banks as typed. */
export function normalizeRecipient(site: Site, recipient: NewRecipient): NewRecipient {
  if (recipient.method !== "mobile_money") return recipient;
  const { phone } = contactOf(site, { phone_number: recipient.account_number });
  return { ...recipient, account_number: phone ?? recipient.account_number, bank_code: undefined };
}

/** Saves a payout recipient for the player (the same account twice is one recipient). */
export async function saveRecipient(db: Database, site: Site, user: UserRow, input: NewRecipient) {
  const recipient = normalizeRecipient(site, input);
  const values = {
    userId: user.id,
    method: recipient.method,
    bankCode: recipient.bank_code ?? null,
    accountNumber: recipient.account_number,
    accountName: recipient.account_name,
  };
  const [row] = await db
    .insert(payoutRecipients)
    .values(values)
    .onConflictDoUpdate({
      target: [payoutRecipients.userId, payoutRecipients.method, payoutRecipients.accountNumber],
      set: { accountName: values.accountName, bankCode: values.bankCode },
    })
    .returning();
  if (!row) throw new Error("recipient upsert returned no row");
  return row;
}

/** What a payment row keeps of a recipient: never the full account number. */
export function maskRecipient(recipient: GatewayRecipient): Record<string, string> {
  return {
    method: recipient.method,
    ...(recipient.bankCode ? { bank_code: recipient.bankCode } : {}),
    account: `••••${recipient.accountNumber.slice(-4)}`,
    name: recipient.accountName,
  };
}

type Translate = (key: string, params?: Record<string, string>) => string;

/**
 * The API answers in English (spec §8 envelope). The cashier's known refusals are shown in the
 * player's language; an unknown one is shown as the API wrote it.
 */
const KNOWN: Record<string, string> = {
  "Your balance is not enough for this.": "withdraw.error.balance",
  "This request was already made with different details.": "withdraw.error.key_conflict",
  "Withdrawals are not available on this site.": "withdraw.error.off",
  "This payout method is not available right now.": "withdraw.error.method_down",
  "Please choose a payment method.": "withdraw.error.gateway",
  "Please choose one of your saved recipients.": "recipient.error.saved",
  "This recipient cannot be paid with the chosen method.": "recipient.error.method_mismatch",
  "Please choose a saved recipient or enter a new one.": "recipient.error.choose",
  "Please choose your bank.": "recipient.error.bank",
  "Please enter a valid account or phone number": "recipient.error.account_number",
  "Please enter the account holder's name": "recipient.error.account_name",
  "Banking details are not available on this site.": "banking.off",
  "This voucher code is not valid.": "voucher.error.invalid",
  "You have already used this voucher.": "voucher.error.used_by_you",
  "This voucher has already been used.": "voucher.error.used",
  "This voucher has expired.": "voucher.error.expired",
  "This promotion code is not valid.": "promotion_code.error.invalid",
  "This promotion code has expired.": "promotion_code.error.expired",
  "This promotion code has been fully claimed.": "promotion_code.error.claimed",
  "You have already used this promotion code.": "promotion_code.error.used_by_you",
  "Too many wrong codes. Please try again in an hour.": "credit.error.too_many",
};

const LIMIT = /^The (minimum|maximum) withdrawal is (.+)\.$/;
/** A withdrawal while a bonus is active, not confirmed (docs/decisions/028). */
const BONUS_FORFEIT = /^Withdrawing now forfeits your bonus: (.+?) of promo credit /;

export function cashierMessage(message: string, t: Translate): string {
  const key = KNOWN[message];
  if (key) return t(key);
  const limit = LIMIT.exec(message);
  if (limit?.[2])
    return t(limit[1] === "minimum" ? "withdraw.error.min" : "withdraw.error.max", { amount: limit[2] });
  const forfeit = BONUS_FORFEIT.exec(message);
  if (forfeit?.[1]) return t("withdraw.bonus.error.forfeit", { amount: forfeit[1] });
  return message;
}

/** A failed form's messages (envelope, loose errors, field errors) in the player's language. */
export function localizeFailure<
  F extends { message?: string | undefined; errors: string[]; fieldErrors: Partial<Record<string, string>> },
>(failure: F, t: Translate, fieldOf: (field: string) => string = (field) => field): F {
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(failure.fieldErrors)) {
    if (message) fieldErrors[fieldOf(field)] ??= cashierMessage(message, t);
  }
  return {
    ...failure,
    message: failure.message === undefined ? undefined : cashierMessage(failure.message, t),
    errors: failure.errors.map((message) => cashierMessage(message, t)),
    fieldErrors,
  };
}

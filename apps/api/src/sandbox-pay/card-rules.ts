/** The fields of the hosted card form, named as the form posts them. */
export const CARD_FIELDS = ["card_number", "card_expiry", "card_cvc", "card_holder"] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardForm = Record<CardField, string>;

/** What a test card does: pay now, be declined, or pay after a few seconds of processing. */
export type CardBehaviour = "succeed" | "decline" | "delay";

/** The sandbox's test cards (Stripe's numbers, so testers already know them). */
const TEST_CARDS: Record<string, CardBehaviour> = {
  "4242424242424242": "succeed",
  "4000000000000002": "decline",
  "4000000000000077": "delay",
};

export type CardCheck =
  | { ok: true; behaviour: CardBehaviour; last4: string }
  | { ok: false; errors: Partial<Record<CardField, string>> };

/**
 * Checks the form as a card network would before anything is charged: a number that passes the
 * Luhn check, an expiry (MM/YY) not in the past, a 3–4 digit CVC and a name. A valid number that
 * is not a test card is refused with the list of test cards: nothing here moves real money.
 */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const errors: Partial<Record<CardField, string>> = {};
  const number = form.card_number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    errors.card_number = "Enter a valid card number.";
  } else if (!TEST_CARDS[number]) {
    errors.card_number =
      "This sandbox takes only its test cards: 4242 4242 4242 4242 (pays), 4000 0000 0000 0002 (declined), 4000 0000 0000 0077 (pays a few seconds later).";
  }
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(form.card_expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    errors.card_expiry = "Enter the expiry date as MM/YY.";
  } else if (Date.UTC(2000 + Number(expiry[2]), month, 1) <= now.getTime()) {
    // A card is valid until the end of its expiry month.
    errors.card_expiry = "This card has expired.";
  }
  if (!/^\d{3,4}$/.test(form.card_cvc.trim())) errors.card_cvc = "Enter the 3 or 4 digit security code.";
  if (form.card_holder.trim().length < 2) errors.card_holder = "Enter the name on the card.";

  const behaviour = TEST_CARDS[number];
  if (Object.keys(errors).length > 0 || !behaviour) return { ok: false, errors };
  return { ok: true, behaviour, last4: number.slice(-4) };
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

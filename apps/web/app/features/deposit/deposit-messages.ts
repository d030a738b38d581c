import type { TranslateParams } from "@platform/contracts/client";
import type { FormFailure } from "../../shell/forms/form-result.ts";
import { translateMessage } from "../../shell/forms/validate-form.server.ts";

type Translate = (key: string, params?: TranslateParams) => string;

const PERIODS: Record<string, string> = { daily: "day", weekly: "week", monthly: "month" };

/**
 * The cashier API speaks English; each of its deposit messages maps to a dictionary key so the
 * player reads it in their language, with the amounts the API put in it. A message not listed
 * here is shown as the API wrote it (better an English sentence than none).
 */
const PATTERNS: [RegExp, (match: RegExpExecArray) => [string, TranslateParams?]][] = [
  [/^The minimum deposit is (.+)\.$/, (m) => ["deposit.error.min", { amount: m[1] ?? "" }]],
  [/^The maximum deposit is (.+)\.$/, (m) => ["deposit.error.max", { amount: m[1] ?? "" }]],
  [
    /^This deposit would go over your (daily|weekly|monthly) deposit limit\. You can deposit up to (.+) in the next .+\.$/,
    (m) => [`deposit.error.limit_${PERIODS[m[1] ?? ""] ?? "day"}`, { amount: m[2] ?? "" }],
  ],
  [/^Please enter a valid amount\.?$/, () => ["deposit.error.amount"]],
  [
    /^Please enter an amount with at most (\d) decimals\.$/,
    (m) => ["deposit.error.decimals", { n: m[1] ?? "" }],
  ],
  [/^Please enter a whole amount of .+\.$/, () => ["deposit.error.whole"]],
  [/^Please choose a payment method\.?$/, () => ["deposit.error.method"]],
  [/^Please enter the phone number to pay from\.$/, () => ["deposit.error.phone"]],
  [/^Deposits are not available on this site\.$/, () => ["deposit.error.closed"]],
  [/^This request was already made with different details\.$/, () => ["deposit.error.resubmitted"]],
  [/^This payment needs no code\.$/, () => ["deposit.otp.not_needed"]],
  [
    /^This code is not correct\. (\d+) attempts? left\.$/,
    (m) => ["deposit.otp.wrong_left", { n: m[1] ?? "" }],
  ],
  // Why a payment failed or was cancelled (the providers' words).
  [/^Your card was declined\.$/, () => ["deposit.reason.declined"]],
  [/^Too many wrong codes\.$/, () => ["deposit.reason.too_many_codes"]],
  [/^The payer cancelled\.$/, () => ["deposit.reason.payer_cancelled"]],
  [/^The payment provider did not answer\.$/, () => ["deposit.reason.no_answer"]],
  [/^The payment provider (refused it|has no record of this payment)\.$/, () => ["deposit.reason.refused"]],
  [/^Payment not found$/, () => ["deposit.error.not_found"]],
  [/^Your deposit limits have been saved\. A higher limit applies after 24 hours\.$/, () => ["limits.saved"]],
];

export function translateDepositMessage(message: string, t: Translate): string {
  for (const [pattern, toKey] of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const [key, params] = toKey(match);
    const translated = t(key, params);
    // A dictionary without the key answers the key itself: the API's own words are better.
    return translated === key ? message : translated;
  }
  return translateMessage(message, t);
}

/**
 * A form failure with every message translated. The API repeats a field's message as the
 * envelope's; it is said once, next to the field, under the usual "check the fields" alert.
 */
export function translateFailure(failure: FormFailure, t: Translate): FormFailure {
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(failure.fieldErrors)) {
    if (message !== undefined) fieldErrors[field] = translateDepositMessage(message, t);
  }
  const repeated =
    failure.message !== undefined && Object.values(failure.fieldErrors).includes(failure.message);
  const message = repeated
    ? t("form.check_fields")
    : failure.message === undefined
      ? undefined
      : translateDepositMessage(failure.message, t);
  return {
    ...failure,
    ...(message === undefined ? {} : { message }),
    errors: failure.errors.map((error) => translateDepositMessage(error, t)),
    fieldErrors,
  };
}

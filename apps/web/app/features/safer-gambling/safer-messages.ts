import type { TranslateParams } from "@platform/contracts/client";
import { translateMessage } from "../../shell/forms/validate-form.server.ts";
import { isoOfUtcMinute } from "./format-until.ts";

type Translate = (key: string, params?: TranslateParams) => string;
/** Shows an ISO instant to the player (their language, the site's time zone). */
export type FormatInstant = (iso: string) => string;

const UNTIL = "(\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}) UTC";

/**
 * The API's safer-gambling sentences (English, with the end date in UTC) as dictionary keys, the
 * date shown in the player's language and the site's time zone. Other messages go through the
 * shared form messages, else stay as the API wrote them.
 */
const PATTERNS: [RegExp, string][] = [
  [
    new RegExp(`^You are taking a break from gambling until ${UNTIL}\\. You can log in again after that\\.$`),
    "safer.refused.time_out_login",
  ],
  [
    new RegExp(
      `^You have excluded yourself from gambling until ${UNTIL}\\. You can log in again after that\\.$`,
    ),
    "safer.refused.self_exclusion_login",
  ],
  [
    new RegExp(
      `^You are taking a break from gambling until ${UNTIL}\\. Deposits are not possible before then\\.$`,
    ),
    "safer.refused.time_out_deposit",
  ],
  [
    new RegExp(
      `^You have excluded yourself from gambling until ${UNTIL}\\. Deposits are not possible before then\\.$`,
    ),
    "safer.refused.self_exclusion_deposit",
  ],
  [
    new RegExp(
      `^You are taking a break from gambling until ${UNTIL}\\. You cannot open an account before then\\.$`,
    ),
    "safer.refused.time_out_register",
  ],
  [
    new RegExp(
      `^You have excluded yourself from gambling until ${UNTIL}\\. You cannot open an account before then\\.$`,
    ),
    "safer.refused.self_exclusion_register",
  ],
  [
    new RegExp(`^You are already excluded until ${UNTIL}\\. It cannot be shortened or cancelled\\.$`),
    "safer.error.already_excluded",
  ],
];

const FIXED: Record<string, string> = {
  "Please choose one of the periods offered": "safer.error.period",
  "Please choose one of the intervals offered": "safer.error.interval",
  "The password is incorrect.": "safer.error.password_wrong",
  "Please enter your current password.": "safer.error.password_missing",
};

export function translateSaferMessage(message: string, t: Translate, format: FormatInstant): string {
  for (const [pattern, key] of PATTERNS) {
    const match = pattern.exec(message);
    if (!match?.[1]) continue;
    const translated = t(key, { date: format(isoOfUtcMinute(match[1])) });
    // A dictionary without the key answers the key itself: the API's own words are better.
    return translated === key ? message : translated;
  }
  const fixed = FIXED[message];
  if (fixed) {
    const translated = t(fixed);
    return translated === fixed ? message : translated;
  }
  return translateMessage(message, t);
}

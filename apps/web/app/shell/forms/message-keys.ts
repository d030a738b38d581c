import { MESSAGES } from "@platform/contracts";

/**
 * The contracts speak English (spec §5 messages are exact English texts); each one maps to a
 * translation key so the player reads it in their language. Unknown messages show as they are.
 */
const KEYS: Record<string, string> = {
  [MESSAGES.password]: "validation.password",
  [MESSAGES.passwordCustom]: "validation.password_custom",
  [MESSAGES.oldPasswordRequired]: "validation.old_password_required",
  [MESSAGES.confirmPasswordRequired]: "validation.confirm_password_required",
  [MESSAGES.idNumber]: "validation.id_number",
  [MESSAGES.phoneRequired]: "validation.phone_required",
  [MESSAGES.dobRequired]: "validation.dob_required",
  [MESSAGES.email]: "validation.email",
  "Please enter a valid phone number": "validation.phone_invalid",
  "Please choose a calling code": "validation.calling_code",
  "Please enter the code we sent you": "validation.otp",
  "You must be 18 or older to register": "validation.age_confirmed",
  "Please accept the terms and conditions": "validation.terms_accepted",
  "The password confirmation does not match": "validation.passwords_differ",
  "Please enter your password": "validation.password_required",
  "Please enter your full name": "validation.full_name",
  "Please choose m or f": "validation.gender",
  "Please choose a reason": "validation.deactivate_reason",
  "This referral code is not valid.": "referral.error.invalid",
  "You cannot use your own referral code.": "referral.error.own_code",
};

export function messageKey(message: string): string | undefined {
  return KEYS[message];
}

/** What to say when a field was left empty, where the schema's own message is about its format. */
const REQUIRED_KEYS: Record<string, string> = {
  phone_number: "validation.phone_required",
  email: "validation.email",
  password: "validation.password_required",
  current_password: "validation.old_password_required",
  confirm_password: "validation.confirm_password_required",
  otp: "validation.otp",
  code: "validation.otp",
  full_name: "validation.full_name",
  dob: "validation.dob_required",
  option_id: "validation.deactivate_reason",
  age_confirmed: "validation.age_confirmed",
  terms_accepted: "validation.terms_accepted",
};

export function requiredKey(field: string): string {
  return REQUIRED_KEYS[field] ?? "validation.required";
}

import { z } from "zod";

/**
 * The rules and messages of spec §5, shared by forms and the API. The password message states every
 * clause of the default rule, the length first: a message that left out the length made players with
 * long (password-manager) passwords retry forever (issue 16).
 */
export const MESSAGES = {
  password:
    "The password must be 4 to 8 letters and digits, with at least one upper case letter, one lower case letter and one number",
  /** A site with its own password_pattern but no password_rule: the default message would lie. */
  passwordCustom: "The password does not follow this site's password rule",
  oldPasswordRequired: "Old password is required",
  confirmPasswordRequired: "Password confirmation is required",
  idNumber: "Please enter your ID Number and Only letters and numbers allowed",
  phoneRequired: "Please enter your phone number",
  dobRequired: "The birthday is required",
  email: "Please enter a valid email address",
} as const;

/** Something before and after @, and a dot in the domain part. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Default change-password rule: 4 to 8 letters and digits, with upper, lower and a digit. */
export const DEFAULT_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{4,8}$/;
export const ID_NUMBER_PATTERN = /^[A-Za-z0-9]+$/;

export const emailSchema = z.string().max(254).regex(EMAIL_PATTERN, MESSAGES.email);
export const idNumberSchema = z.string().max(30).regex(ID_NUMBER_PATTERN, MESSAGES.idNumber);

export function passwordSchema(
  pattern: RegExp = DEFAULT_PASSWORD_PATTERN,
  message: string = MESSAGES.password,
) {
  return z.string().max(128).regex(pattern, message);
}

import { z } from "zod";

/** The rules and exact messages of spec §5, shared by forms and the API. */
export const MESSAGES = {
  password: "The password must contain at least one upper case letter, one lower case letter and one number",
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

export function passwordSchema(pattern: RegExp = DEFAULT_PASSWORD_PATTERN) {
  return z.string().max(128).regex(pattern, MESSAGES.password);
}

import { z } from "zod";

/*
 * Route-level shapes of the bodies whose rules depend on the site (password_pattern, required
 * phone or email, OTP). They check types and sizes and document the call; the handler then applies
 * the site's own schema from contracts (registerSchemaFor, resetPasswordSchemaFor ...).
 */

const secret = z.string().max(128);

export const registerBody = z.object({
  phone_number: z.string().max(20).optional().describe("Required when the site logs in by phone"),
  calling_code: z.string().max(4).optional().describe("Defaults to settings.calling_code"),
  email: z.string().max(254).optional().describe("Required when settings.auth_attempt_by is email"),
  password: secret.describe(
    "Must match settings.password_pattern, else the spec §5 default: 4 to 8 letters and digits with an upper case letter, a lower case letter and a number. A refusal says the whole rule (settings.password_rule for a site's own pattern)",
  ),
  confirm_password: secret,
  otp: z
    .string()
    .max(8)
    .optional()
    .describe("Required when settings.otp_required (send-otp purpose register)"),
  full_name: z.string().max(100).optional(),
  referral_code: z.string().max(40).optional(),
  affiliate_code: z.string().max(200).optional().describe("The affiliate code the visitor arrived with"),
  age_confirmed: z.boolean().describe("Must be true"),
  terms_accepted: z.boolean().describe("Must be true"),
  locale: z.string().max(10).optional(),
});

export const resetPasswordBody = z.object({
  code: z.string().max(128).describe("The reset code from the email link or from check-code"),
  password: secret,
  confirm_password: secret,
});

export const changePasswordBody = z.object({
  current_password: secret
    .optional()
    .describe("Required unless the account has no password (Google sign-in)"),
  password: secret,
  confirm_password: secret,
});
